import { CardGrid } from '../../../components/touchpoint/card-grid';
import type { RenderCardLink } from '../../../components/touchpoint/card-link';
import { EventCard } from '../../../components/touchpoint/event-card';
import { JobCard } from '../../../components/touchpoint/job-card';
import { PrefetchLink } from '../../../lib/routing/prefetch-link';
import type { TouchpointCardData } from './touchpoint-card-data';

/** Dates render in the touchpoint's own zone (London by default), the same on server and browser. */
const DEFAULT_TIME_ZONE = 'Europe/London';

/** In-app card links go through the router (with prefetching); external ones stay anchors. */
const renderLink: RenderCardLink = ({ href, target, rel, className, children }) =>
  href.startsWith('/') && target === '_self' ? (
    <PrefetchLink to={href} className={className}>
      {children}
    </PrefetchLink>
  ) : (
    <a href={href} target={target} rel={rel} className={className}>
      {children}
    </a>
  );

/** The app's own page of a touchpoint (cards link there rather than to the organiser's site). */
const pagePathOf = (touchpoint: TouchpointCardData): string => {
  const { touchpointable_type: type } = touchpoint.attributes;
  const section = type === 'Event' ? 'events' : type === 'Internship' ? 'internships' : 'jobs';
  return `/${section}/${touchpoint.id}`;
};

/**
 * A grid of touchpoint cards: event cards for events, job cards for jobs and internships. Takes
 * whole touchpoints or their card data (`toCardData`).
 */
export const TouchpointList = ({
  touchpoints,
  label,
}: {
  touchpoints: readonly TouchpointCardData[];
  label: string;
}) => (
  <CardGrid label={label}>
    {touchpoints.map((touchpoint) => {
      const attributes = { ...touchpoint.attributes, url: pagePathOf(touchpoint) };
      const timeZone = attributes.time_zone ?? DEFAULT_TIME_ZONE;
      return (
        <li key={touchpoint.id}>
          {attributes.touchpointable_type === 'Event' ? (
            <EventCard event={attributes} options={{ timeZone }} renderLink={renderLink} />
          ) : (
            <JobCard
              job={attributes}
              company={{
                name: attributes.creatable_for.name,
                iconUrl: attributes.creatable_for.icon_url,
              }}
              options={{ timeZone }}
              renderLink={renderLink}
            />
          )}
        </li>
      );
    })}
  </CardGrid>
);
