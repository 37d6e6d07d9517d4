import { CoverLetterPage } from '../../features/applying/cover-letters/cover-letter-page';
import {
  documentTitle,
  originFromMatches,
  pageMeta,
  routeTexts,
} from '../../lib/routing/page-meta';
import type { Route } from './+types/build-cover-letter';

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { title, description } = routeTexts('candidate-build-cover-letter');
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

/** The cover-letter builder (rendered in the browser, after the guard). */
export default function CandidateBuildCoverLetterRoute() {
  return <CoverLetterPage />;
}
