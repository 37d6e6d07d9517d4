import { USER_CLASSES, type UserClass } from '@gradway/domain/permissions';
import type { Db } from '../../src/db';
import { TOKEN_HEADER } from '../../src/modules/accounts/auth/auth.plugin';
import { createSession } from '../../src/modules/accounts/auth/session.service';
import { signInConsole } from '../../src/modules/admin/console/admin-test-support';
import { createAdmin, createCandidate, createManager, createRecruiter, signIn } from '../factories';

export { USER_CLASSES, type UserClass };

/** A signed-in caller of one user class: the headers that carry its session, and who it is. */
export interface Caller {
  userClass: UserClass;
  headers: Record<string, string>;
  userId: string | null;
  /** The organisation it acts for (approved managers and recruiters). */
  organisation: { type: 'Company' | 'StudentSociety'; id: string } | null;
}

/**
 * A fresh account of the class, signed in (a throwaway: tests may delete it or sign it out).
 * Admins carry both the app session (refused by the app) and a console session (admin routes).
 */
export const callerOf = async (db: Db, userClass: UserClass): Promise<Caller> => {
  const base = { userClass, organisation: null };
  switch (userClass) {
    case 'guest':
      return { ...base, headers: {}, userId: null };
    case 'candidate':
    case 'non_onboarded_candidate': {
      const { user } = await createCandidate(db, {
        candidate: { onboardingCompleted: userClass === 'candidate' },
      });
      return { ...base, headers: await signIn(db, user), userId: user.id };
    }
    case 'temporary_candidate': {
      const { user } = await createCandidate(db, {
        user: { email: null },
        candidate: { onboardingCompleted: false },
      });
      const { token } = await createSession(db, user.id);
      return { ...base, headers: { [TOKEN_HEADER]: token }, userId: user.id };
    }
    case 'approved_manager':
    case 'unapproved_manager': {
      const approved = userClass === 'approved_manager';
      const { user, studentSocietyId } = await createManager(db, {
        user: { isApproved: approved },
      });
      return {
        ...base,
        headers: await signIn(db, user),
        userId: user.id,
        organisation: { type: 'StudentSociety', id: studentSocietyId },
      };
    }
    case 'approved_recruiter':
    case 'unapproved_recruiter': {
      const approved = userClass === 'approved_recruiter';
      const { user, companyId } = await createRecruiter(db, { user: { isApproved: approved } });
      return {
        ...base,
        headers: await signIn(db, user),
        userId: user.id,
        organisation: { type: 'Company', id: companyId },
      };
    }
    case 'admin': {
      const admin = await createAdmin(db);
      return {
        ...base,
        headers: { ...(await signIn(db, admin)), ...(await signInConsole(db, admin)) },
        userId: admin.id,
      };
    }
  }
};

/** One fresh caller of every class. */
export const callersOfEveryClass = async (db: Db): Promise<Caller[]> => {
  const callers: Caller[] = [];
  for (const userClass of USER_CLASSES) callers.push(await callerOf(db, userClass));
  return callers;
};
