import {
  getOwnMembershipContract,
  joinSocietyContract,
  leaveSocietyContract,
  type OwnMembershipDocument,
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
 * Who is looking at a society's Join button (as for the Follow button):
 * - `guest`: no session (also while rendering on the server): the form leads to sign-in;
 * - `loading`: signed in, the user or their membership is loading;
 * - `unavailable`: a candidate who cannot join yet (onboarding unfinished, temporary);
 * - `candidate`: may join; `hidden`: managers, recruiters and admins see no button.
 */
export type MembershipViewer = 'guest' | 'loading' | 'unavailable' | 'candidate' | 'hidden';

/** The candidate's membership as the page shows it: `none`, requested, joined or left. */
export type OwnMembershipStatus = OwnMembershipDocument['data']['attributes']['status'];

const viewerOf = (user: CurrentUser): MembershipViewer => {
  if (can(userClassOfUser(user), 'memberships.own')) return 'candidate';
  return user.userable_type === 'Candidate' ? 'unavailable' : 'hidden';
};

export interface MembershipState {
  viewer: MembershipViewer;
  user: CurrentUser | null;
  status: OwnMembershipStatus;
  /** Whether joining asks the society's managers first ("Request to join"). */
  approvesMembers: boolean;
  busy: boolean;
  /** How many joins and leaves this page has made: what the members' community follows. */
  changes: number;
  /** What those changes did to the members count the page was rendered with (-1, 0 or 1). */
  membersDelta: number;
  join: () => Promise<void>;
  leave: () => Promise<void>;
}

/**
 * A candidate's membership of one society (decision 049): read once signed in, then joined,
 * requested, withdrawn or left through the society's membership route. A failed call keeps the
 * state it had (the API client shows its 'Error!' toast).
 */
export const useMembership = (
  societyId: string,
  /** The society's own setting, as its page was rendered (before any membership is read). */
  societyApprovesMembers = false,
): MembershipState => {
  const session = useSession();
  const user = useCurrentUser();
  const [userFailed, setUserFailed] = useState(false);
  const [membership, setMembership] = useState<OwnMembershipDocument | null>(null);
  const [known, setKnown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [changes, setChanges] = useState(0);
  const [firstStatus, setFirstStatus] = useState<OwnMembershipStatus | null>(null);
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

  const signedInViewer = user ? viewerOf(user) : userFailed ? 'guest' : 'loading';
  const viewer: MembershipViewer = !session ? 'guest' : signedInViewer;

  useEffect(() => {
    if (viewer !== 'candidate') return;
    const controller = new AbortController();
    setKnown(false);
    api(
      getOwnMembershipContract,
      { params: { id: societyId } },
      { quiet: true, signal: controller.signal },
    )
      .then((document) => {
        setMembership(document);
        setFirstStatus(document.data.attributes.status);
        setKnown(true);
      })
      .catch(() => {
        if (!controller.signal.aborted) setKnown(true);
      });
    return () => controller.abort();
  }, [viewer, societyId]);

  const change = useCallback(
    async (contract: typeof joinSocietyContract | typeof leaveSocietyContract) => {
      if (busyRef.current) return;
      busyRef.current = true;
      setBusy(true);
      try {
        setMembership(await api(contract, { params: { id: societyId } }));
        setChanges((count) => count + 1);
      } catch {
        // The toast said why; the membership is as it was.
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [societyId],
  );

  const join = useCallback(() => change(joinSocietyContract), [change]);
  const leave = useCallback(() => change(leaveSocietyContract), [change]);

  const status = membership?.data.attributes.status ?? 'none';
  const joinedNow = status === 'subscribed' ? 1 : 0;
  const joinedFirst = firstStatus === 'subscribed' ? 1 : 0;

  return {
    viewer: viewer === 'candidate' && !known ? 'loading' : viewer,
    user,
    status,
    approvesMembers: membership?.data.attributes.approves_members ?? societyApprovesMembers,
    busy,
    changes,
    membersDelta: firstStatus === null ? 0 : joinedNow - joinedFirst,
    join,
    leave,
  };
};
