import { loadMailboxPage } from '../features/accounts/auth/mailbox/mailbox.server';
import { MailboxPage } from '../features/accounts/auth/mailbox/mailbox-page';
import { documentTitle } from '../lib/routing/page-meta';
import type { Route } from './+types/dev-mailbox';

/** The development mailbox (outside production only; a 404 otherwise). */
export const loader = ({ request, context }: Route.LoaderArgs) => loadMailboxPage(request, context);

export const meta: Route.MetaFunction = () => [
  { title: documentTitle('Development mailbox') },
  { name: 'robots', content: 'noindex' },
];

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  return <MailboxPage data={loaderData} />;
}
