import i18next from 'i18next';
import { redirect } from 'react-router';
import { toast } from '../../components/ui/toast/toast-store';
import type { RouteAudience } from '../routing/route-table';
import { type CurrentUser, loadCurrentUser } from './current-user';
import { decideAccess, userClassOfUser } from './route-guard';
import { clearSession } from './session-store';

/** Admins cannot use the app: the translated unauthorized-access error (spec sections 6, 8). */
export const showUnauthorizedAccess = (): void => {
  toast.error(i18next.t('toast.unauthorizedMessage', { ns: 'common' }), {
    title: i18next.t('toast.unauthorizedTitle', { ns: 'common' }),
  });
};

/**
 * The guard of a signed-in area, run in the browser (the session lives there): loads the user
 * (`GET /api/v1/user`; a 401 clears the session), then lets them in, sends them where the
 * decision says, or refuses an admin.
 */
export const requireAudience = async (audience: RouteAudience): Promise<{ user: CurrentUser }> => {
  const user = await loadCurrentUser();
  const decision = decideAccess(audience, userClassOfUser(user));
  if (decision.kind === 'redirect') throw redirect(decision.to);
  if (decision.kind === 'refuse') {
    clearSession();
    showUnauthorizedAccess();
    throw redirect(decision.to ?? '/');
  }
  if (!user) throw redirect('/');
  return { user };
};
