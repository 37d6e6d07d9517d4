import type { Db } from '../../../db';
import { defineJob, enqueueJob, type JobExecutor } from '../../platform/jobs/jobs';
import type { Mailer } from '../../platform/mail/mailer';
import {
  findCandidateIdOfUser,
  findUserByEmail,
  findUserById,
  insertCandidate,
  insertOrganiser,
} from './accounts.repository';
import { issueCode, issueLinkToken } from './issue-tokens';
import {
  alreadyRegisteredMail,
  candidateResetMail,
  candidateSignInMail,
  emailCodeMail,
  emailInUseMail,
  organiserAccountNoticeMail,
  passwordResetMail,
  verificationMail,
} from './sign-in-mails';

/**
 * The work behind the sign-in forms that answer the same for every email (decision 006): the
 * request only queues this job (one insert, whatever the email), and a worker finds or creates
 * the account, issues the code or link, and queues the mail. Durable: a crash after the answer
 * loses nothing.
 */
export type AccountMailTask =
  | {
      kind: 'sign-up';
      email: string;
      firstName: string;
      lastName: string;
      passwordHash: string;
      userableType: 'Manager' | 'Recruiter';
    }
  | { kind: 'verification'; email: string }
  | { kind: 'verification-of-user'; userId: string }
  /** `browser`: the digest of the asking client's sign-in browser cookie, bound to the code. */
  | { kind: 'candidate-sign-in'; email: string; browser?: string }
  | { kind: 'email-code'; email: string; userId: string; browser?: string }
  | { kind: 'password-reset'; email: string };

export const ACCOUNT_MAIL_JOB = 'account-mail';

/** Queues the work (no lookups here: the time of the answer tells nothing). */
export const queueAccountMail = (executor: JobExecutor, task: AccountMailTask) =>
  enqueueJob(executor, ACCOUNT_MAIL_JOB, task);

const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: string })?.code;
  const causeCode = (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505' || causeCode === '23505';
};

const sendVerification = async (
  db: Db,
  mailer: Mailer,
  user: { id: string; email: string; firstName: string },
) => {
  const token = await issueLinkToken(db, user.id, 'email_verification');
  await mailer.send(verificationMail(user.email, user.firstName, token, mailer.url));
};

export const runAccountMailTask = async (db: Db, mailer: Mailer, task: AccountMailTask) => {
  switch (task.kind) {
    case 'sign-up': {
      const existing = await findUserByEmail(db, task.email);
      if (existing) {
        if (existing.type === 'admin' || !existing.email) return;
        if (existing.userableType !== 'Candidate' && !existing.emailVerifiedAt) {
          await sendVerification(db, mailer, { ...existing, email: existing.email });
          return;
        }
        await mailer.send(alreadyRegisteredMail(existing.email, existing.userableType, mailer.url));
        return;
      }
      let user: { id: string };
      try {
        user = await insertOrganiser(db, {
          email: task.email,
          firstName: task.firstName,
          lastName: task.lastName,
          passwordHash: task.passwordHash,
          userableType: task.userableType,
        });
      } catch (error) {
        // Run twice (a retry after a crash): the account exists now, as asked.
        if (isUniqueViolation(error)) return;
        throw error;
      }
      await sendVerification(db, mailer, {
        id: user.id,
        email: task.email,
        firstName: task.firstName,
      });
      return;
    }
    case 'verification': {
      const user = await findUserByEmail(db, task.email);
      if (!user?.email || user.emailVerifiedAt || user.type === 'admin') return;
      await sendVerification(db, mailer, { ...user, email: user.email });
      return;
    }
    case 'verification-of-user': {
      const user = await findUserById(db, task.userId);
      if (!user?.email || user.emailVerifiedAt || user.type === 'admin') return;
      await sendVerification(db, mailer, { ...user, email: user.email });
      return;
    }
    case 'candidate-sign-in': {
      let user = await findUserByEmail(db, task.email);
      if (!user) {
        try {
          user = (await insertCandidate(db, task.email)).user;
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          user = await findUserByEmail(db, task.email);
        }
      }
      if (!user || user.type === 'admin' || !user.email) return;
      if (user.userableType !== 'Candidate') {
        await mailer.send(organiserAccountNoticeMail(user.email, user.userableType, mailer.url));
        return;
      }
      const candidateId = await findCandidateIdOfUser(db, user.id);
      if (!candidateId) return;
      const code = await issueCode(db, user.id, 'sign_in_code', { challengeHash: task.browser });
      const linkToken = await issueLinkToken(db, user.id, 'magic_link');
      await mailer.send(candidateSignInMail(user.email, code, candidateId, linkToken, mailer.url));
      return;
    }
    case 'email-code': {
      const owner = await findUserByEmail(db, task.email);
      if (owner && owner.id !== task.userId) {
        await mailer.send(emailInUseMail(task.email, mailer.url));
        return;
      }
      const code = await issueCode(db, task.userId, 'email_attach', {
        email: task.email,
        challengeHash: task.browser,
      });
      await mailer.send(emailCodeMail(task.email, code));
      return;
    }
    case 'password-reset': {
      const user = await findUserByEmail(db, task.email);
      if (!user?.email || user.type === 'admin') return;
      if (user.userableType === 'Candidate' && !user.passwordHash) {
        await mailer.send(candidateResetMail(user.email, mailer.url));
        return;
      }
      const token = await issueLinkToken(db, user.id, 'password_reset');
      await mailer.send(passwordResetMail(user.email, user.userableType, token, mailer.url));
      return;
    }
  }
};

export const accountMailJob = defineJob<AccountMailTask>({
  name: ACCOUNT_MAIL_JOB,
  retryLimit: 5,
  retryDelaySeconds: 5,
  handler: (task, { db, mailer }) => runAccountMailTask(db, mailer, task),
});
