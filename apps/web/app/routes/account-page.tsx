import { AccountPanel } from '../features/account/account-panel';
import { useLeafRouteId } from '../layouts/shell/layout-rules';
import { documentTitle, originFromMatches, pageMeta, routeTexts } from '../lib/routing/page-meta';
import type { Route } from './+types/account-page';

/** Sign-in, sign-up, password and email-verification pages (accounts arrive in a later release). */
export const meta: Route.MetaFunction = ({ matches, location }) => {
  const routeId = matches.at(-1)?.id ?? '';
  const { title, description } = routeTexts(routeId);
  return pageMeta({
    title: documentTitle(title),
    description,
    canonicalPath: location.pathname,
    origin: originFromMatches(matches),
    noindex: true,
  });
};

export default function AccountPage() {
  return <AccountPanel routeId={useLeafRouteId() ?? ''} />;
}
