import {
  createFollowContract,
  deleteFollowContract,
  type FollowableType,
  listFollowsContract,
} from '@gradway/domain/contracts';
import { can } from '@gradway/domain/permissions';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api/api-client';
import {
  type CurrentUser,
  loadCurrentUser,
  useCurrentUser,
} from '../../../lib/session/current-user';
import { userClassOfUser } from '../../../lib/session/route-guard';
import { useSession } from '../../../lib/session/session-store';

/**
 * Who is looking at a Follow button:
 * - `guest`: no session (also while rendering on the server): the button leads to sign-in;
 * - `loading`: signed in, the user or their follows are loading;
 * - `unavailable`: a candidate who cannot follow yet (onboarding unfinished, temporary);
 * - `candidate`: may follow; `hidden`: managers, recruiters and admins see no button.
 */
export type FollowViewer = 'guest' | 'loading' | 'unavailable' | 'candidate' | 'hidden';

const viewerOf = (user: CurrentUser | null): FollowViewer => {
  if (!user) return 'guest';
  const userClass = userClassOfUser(user);
  if (can(userClass, 'follows.create')) return 'candidate';
  return user.userable_type === 'Candidate' ? 'unavailable' : 'hidden';
};

export interface FollowState {
  viewer: FollowViewer;
  user: CurrentUser | null;
  following: boolean;
  followersCount: number;
  busy: boolean;
  toggle: () => Promise<void>;
}

/**
 * A candidate's follow of one company or society, with optimistic updates: the button and the
 * followers count change at once, and go back (with the 'Error!' toast the API client shows)
 * when the call fails.
 */
export const useFollow = (
  followableType: FollowableType,
  followableId: string,
  initialFollowersCount: number,
): FollowState => {
  const session = useSession();
  const user = useCurrentUser();
  const [userFailed, setUserFailed] = useState(false);
  const [following, setFollowing] = useState(false);
  const [known, setKnown] = useState(false);
  const [followersCount, setFollowersCount] = useState(initialFollowersCount);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  useEffect(() => setFollowersCount(initialFollowersCount), [initialFollowersCount]);

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

  const signedInViewer = user ? viewerOf(user) : userFailed ? 'guest' : 'loading';
  const viewer: FollowViewer = !session ? 'guest' : signedInViewer;

  useEffect(() => {
    if (viewer !== 'candidate') return;
    const controller = new AbortController();
    setKnown(false);
    api(
      listFollowsContract,
      { query: { followable_type: followableType, followable_ids: [followableId] } },
      { quiet: true, signal: controller.signal },
    )
      .then((document) => {
        setFollowing(document.data.length > 0);
        setKnown(true);
      })
      .catch(() => {
        if (!controller.signal.aborted) setKnown(true);
      });
    return () => controller.abort();
  }, [viewer, followableType, followableId]);

  const toggle = useCallback(async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    const next = !following;
    setFollowing(next);
    setFollowersCount((count) => Math.max(0, count + (next ? 1 : -1)));
    try {
      if (next) {
        await api(createFollowContract, {
          body: { follow: { followable_type: followableType, followable_id: followableId } },
        });
      } else {
        await api(deleteFollowContract, {
          params: { followable_type: followableType, followable_id: followableId },
        });
      }
    } catch {
      setFollowing(!next);
      setFollowersCount((count) => Math.max(0, count + (next ? -1 : 1)));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }, [following, followableType, followableId]);

  return {
    viewer: viewer === 'candidate' && !known ? 'loading' : viewer,
    user,
    following,
    followersCount,
    busy,
    toggle,
  };
};
