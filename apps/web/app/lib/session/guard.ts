import i18next from 'i18next';
import { redirect } from 'react-router';
import { toast } from '../../components/ui/toast/toast-store';
import { NAMESPACES } from '../i18n/i18n-config';
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
 * The texts of every screen, for areas that render in the browser: the page carried only those of
 * its server render (decision 015), and some screens read lists from their texts. A failed read
 * is logged; the screen then shows its keys rather than nothing.
 */
export const loadEveryScreensTexts = (): Promise<void> =>
  i18next.loadNamespaces([...NAMESPACES]).catch((error: unknown) => {
    console.error('Translations could not be loaded', error);
  });

/**
 * The guard of a signed-in area, run in the browser (the session lives there): loads the user
 * (`GET /api/v1/user`; a 401 clears the session), then lets them in, sends them where the
 * decision says, or refuses an admin. Meanwhile the texts of every screen finish loading.
 */
export const requireAudience = async (audience: RouteAudience): Promise<{ user: CurrentUser }> => {
  const [user] = await Promise.all([loadCurrentUser(), loadEveryScreensTexts()]);
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

/**
 * Whether the signed-in user belongs in this audience's screens. A screen's loader runs beside
 * its layout's guard; it asks this first and loads nothing for someone the guard sends away, so
 * a recruiter opening `/society-profile` calls no society endpoint (no 403 in the console) before
 * the redirect.
 */
export const belongsIn = async (audience: RouteAudience): Promise<boolean> => {
  const user = await loadCurrentUser({ quiet: true }).catch(() => null);
  return user !== null && decideAccess(audience, userClassOfUser(user)).kind === 'allow';
};
