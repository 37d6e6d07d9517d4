import { signOutContract } from '@gradway/domain/contracts';
import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import { Spinner } from '../components/ui/spinner/spinner';
import { stopNotifications } from '../features/messaging/notifications/notification-store';
import { StatusPanel } from '../layouts/shell/status-panel';
import { api } from '../lib/api/api-client';
import { candidateHistory } from '../lib/layout/candidate-history';
import { documentTitle, routeTexts } from '../lib/routing/page-meta';
import { forgetCurrentUser } from '../lib/session/current-user';
import { clearSession, getSession } from '../lib/session/session-store';
import type { Route } from './+types/logout';

export const meta: Route.MetaFunction = () => [
  { title: documentTitle(routeTexts('logout').title) },
  { name: 'robots', content: 'noindex' },
];

/** Logout (spec section 4): revoke the token, clear the session and its headers, go home. */
export const clientLoader = async () => {
  const session = getSession();
  if (session) {
    // The session ends locally whatever the API answers (it may already be revoked).
    await api(signOutContract, {}, { session, quiet: true }).catch(() => undefined);
  }
  clearSession();
  forgetCurrentUser();
  stopNotifications();
  candidateHistory.clear();
  throw redirect('/');
};
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  const { t } = useTranslation('routes');
  return (
    <StatusPanel
      icon="refresh-cw"
      title={t('logout.title')}
      message={<Spinner label={t('logout.description')} size="2rem" />}
    />
  );
}

export default function Logout() {
  return null;
}
