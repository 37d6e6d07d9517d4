import { renderedOnDemand } from '../../../components/opened-on-demand';
import { useCurrentUser } from '../../../lib/session/current-user';

const Loaded = renderedOnDemand<{ touchpointId: string }>(() =>
  import('./rate-event').then((module) => module.RateEvent),
);

/**
 * The rating form of an event page. Only a checked-in candidate ever sees it (after the event),
 * so its code and its schema (zod) load for signed-in candidates only, not with the page.
 */
export const RateEventOnDemand = ({ touchpointId }: { touchpointId: string }) => {
  const user = useCurrentUser();
  return user?.userable_type === 'Candidate' ? <Loaded touchpointId={touchpointId} /> : null;
};
