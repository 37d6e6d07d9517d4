import type { AdminAccount } from '@gradway/domain/contracts';
import type { JobExecutor } from '../../platform/jobs/jobs';
import { renderMail } from '../../platform/mail/mail-layout';
import { appUrl, type MailMessage, sendMail } from '../../platform/mail/mailer';

/** Where an organiser signs in: the society or the company sign-in. */
const signInPathOf = (account: AdminAccount) =>
  account.userable_type === 'Recruiter' ? '/company/signin' : '/society/signin';

/** The email telling a manager or recruiter the outcome of their account's review. */
export const accountDecisionMail = (
  account: AdminAccount,
  decision: 'approved' | 'rejected',
  reason: string | null,
): MailMessage => {
  const greeting = `Hello ${account.first_name || account.name},`;
  const organisation = account.organisation ? ` for ${account.organisation.name}` : '';
  const action = { label: 'Sign in to Gradway', url: appUrl(signInPathOf(account)) };
  if (decision === 'approved') {
    const heading = 'Your Gradway account is approved';
    return {
      to: account.email,
      subject: heading,
      ...renderMail({
        heading,
        preview: 'You can now publish on Gradway.',
        paragraphs: [
          greeting,
          `Your Gradway account${organisation} has been approved. You can now publish, message candidates and appear publicly on Gradway.`,
        ],
        action,
      }),
    };
  }
  const heading = 'Your Gradway account was not approved';
  return {
    to: account.email,
    subject: heading,
    ...renderMail({
      heading,
      paragraphs: [
        greeting,
        `We could not approve your Gradway account${organisation}.`,
        `Reason: ${reason ?? ''}`,
        'You can still sign in and update your profile. Reply to this email if you think this is a mistake.',
      ],
      action,
    }),
  };
};

export const sendAccountDecisionMail = (mail: MailMessage, executor?: JobExecutor) =>
  sendMail(mail, executor);
