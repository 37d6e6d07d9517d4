import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { sessionMadeBySignIn } from '../features/accounts/auth/auth-call';
import { destinationAfterSignIn, returnPathFrom } from '../features/accounts/auth/home-path';
import { loadCurrentUser } from '../lib/session/current-user';
import { showUnauthorizedAccess } from '../lib/session/guard';
import { decideAccess, userClassOfUser } from '../lib/session/route-guard';
import { clearSession, useSession } from '../lib/session/session-store';

/**
 * Sign-in, sign-up and password pages render on the server for everyone; once hydrated, a
 * signed-in user is sent to their own home and an admin's session is refused.
 */
export default function GuestOnlyLayout() {
  const session = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();

  useEffect(() => {
    // A session a sign-in form just made: the form sends the user where they were going.
    if (!session || sessionMadeBySignIn()) return;
    // A sign-in that just happened goes where the sign-in form sends it.
    const returnTo = returnPathFrom(search);
    let cancelled = false;
    loadCurrentUser({ quiet: true })
      .then((user) => {
        if (cancelled || !user) return;
        const decision = decideAccess('guest-only', userClassOfUser(user));
        // Home from the user document (organisers without a society or company yet onboard
        // first), or back to the page that sent them to sign in, as the sign-in form does.
        if (decision.kind === 'redirect') {
          navigate(destinationAfterSignIn(user, returnTo), { replace: true });
        }
        if (decision.kind === 'refuse') {
          clearSession();
          showUnauthorizedAccess();
        }
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [session, navigate, search]);

  return <Outlet />;
}
