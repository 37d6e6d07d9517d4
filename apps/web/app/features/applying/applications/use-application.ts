import type { ApplicationProgress } from '@gradway/domain';
import { can } from '@gradway/domain/permissions';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type CurrentUser,
  loadCurrentUser,
  useCurrentUser,
} from '../../../lib/session/current-user';
import { userClassOfUser } from '../../../lib/session/route-guard';
import { useSession } from '../../../lib/session/session-store';
import {
  type Application,
  findApplication,
  sendApplication,
  trackTouchpoint,
  untrackTouchpoint,
} from './applications-api';

/**
 * Who looks at a touchpoint's apply area:
 * - `guest`: no session (also on the server): the buttons lead to sign-in;
 * - `loading`: signed in, the user or their application is loading;
 * - `unavailable`: a candidate who cannot apply yet (onboarding unfinished, temporary);
 * - `candidate`: may save and apply; `hidden`: managers, recruiters and admins see nothing.
 */
export type ApplyViewer = 'guest' | 'loading' | 'unavailable' | 'candidate' | 'hidden';

const viewerOf = (user: CurrentUser): ApplyViewer => {
  if (can(userClassOfUser(user), 'applications.apply')) return 'candidate';
  return user.userable_type === 'Candidate' ? 'unavailable' : 'hidden';
};

/**
 * The signed-in candidate's application to one touchpoint, with the calls that move it. Each
 * call runs once at a time: a second click while one is on its way does nothing.
 */
export const useApplication = (touchpointId: string) => {
  const session = useSession();
  const user = useCurrentUser();
  const [userFailed, setUserFailed] = useState(false);
  const [application, setApplication] = useState<Application | null>(null);
  const [known, setKnown] = useState(false);
  const [busy, setBusy] = useState<'save' | 'start' | 'apply' | 'applied' | null>(null);
  const busyRef = useRef(false);

  useEffect(() => {
    if (!session || user) return;
    let cancelled = false;
    loadCurrentUser({ quiet: true }).catch(() => {
      if (!cancelled) setUserFailed(true);
    });
    return () => {
      cancelled = true;
    };
  }, [session, user]);

  const signedIn: ApplyViewer = user ? viewerOf(user) : userFailed ? 'guest' : 'loading';
  const viewer: ApplyViewer = !session ? 'guest' : signedIn;

  useEffect(() => {
    if (viewer !== 'candidate') return;
    const controller = new AbortController();
    setKnown(false);
    findApplication(touchpointId, controller.signal)
      .then((found) => {
        setApplication(found);
        setKnown(true);
      })
      .catch(() => {
        if (!controller.signal.aborted) setKnown(true);
      });
    return () => controller.abort();
  }, [viewer, touchpointId]);

  const once = useCallback(
    async <T>(kind: NonNullable<typeof busy>, work: () => Promise<T>): Promise<T | null> => {
      if (busyRef.current) return null;
      busyRef.current = true;
      setBusy(kind);
      try {
        return await work();
      } catch {
        // The API client showed the 'Error!' toast; nothing changed here.
        return null;
      } finally {
        busyRef.current = false;
        setBusy(null);
      }
    },
    [],
  );

  const keep = (next: Application | null) => {
    if (next) setApplication(next);
    return next;
  };

  const track = (progress: ApplicationProgress, kind: 'save' | 'start' | 'applied') =>
    once(kind, async () => keep(await trackTouchpoint(touchpointId, progress)));

  return {
    viewer: viewer === 'candidate' && !known ? ('loading' as const) : viewer,
    user,
    application,
    progress: application?.attributes.progress ?? null,
    busy,
    save: () => track('saved', 'save'),
    start: () => track('started', 'start'),
    markApplied: () => track('applied', 'applied'),
    unsave: () =>
      once('save', async () => {
        await untrackTouchpoint(touchpointId);
        setApplication(null);
        return true;
      }),
    apply: (coverLetterId: string | null = null) =>
      once('apply', async () => keep(await sendApplication(touchpointId, coverLetterId))),
  };
};
