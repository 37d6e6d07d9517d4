import { TrackerBoard } from '../../features/applying/applications/tracker-board';
import {
  documentTitle,
  originFromMatches,
  pageMeta,
  routeTexts,
} from '../../lib/routing/page-meta';
import type { Route } from './+types/manager';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { title, description } = routeTexts('candidate-manager');
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

/** The candidate's tracker as a board (rendered in the browser, after the guard). */
export default function CandidateManagerRoute() {
  return <TrackerBoard />;
}
