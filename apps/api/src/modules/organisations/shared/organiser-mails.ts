import type { JobExecutor } from '../../platform/jobs/jobs';
import { renderMail } from '../../platform/mail/mail-layout';
import { appUrl, sendMail } from '../../platform/mail/mailer';

/**
 * Mails about claims of a society and requests to join a company: the deciders are told someone
 * asks, the person who asked is told the outcome. Queued as durable jobs in the transaction of the
 * decision (or the request) itself: rolled back, no mail.
 */

interface Person {
  email: string | null;
  name: string;
}

const send = async (
  executor: JobExecutor,
  to: string | null,
  subject: string,
  content: Parameters<typeof renderMail>[0],
) => {
  if (!to) return;
  await sendMail({ to, subject, ...renderMail(content) }, executor);
};

export const mailClaimRequested = async (
  executor: JobExecutor,
  managers: readonly Person[],
  claimant: Person,
  societyName: string,
) => {
  for (const manager of managers) {
    await send(
      executor,
      manager.email,
      `${claimant.name} asks to manage ${societyName} on Gradway`,
      {
        heading: `${claimant.name} asks to manage ${societyName}`,
        preview: 'Approve or decline the request from your society profile.',
        paragraphs: [
          `${claimant.name} (${claimant.email ?? 'no email'}) has asked to become a manager of ${societyName} on Gradway.`,
          'If they help run the society, approve the request so they can manage its events, community and profile with you. Otherwise decline it.',
        ],
        action: { label: 'Review the request', url: appUrl('/society-profile#requests') },
        footnote: 'You get this mail because you manage this society on Gradway.',
      },
    );
  }
};

export const mailClaimDecided = (
  executor: JobExecutor,
  claimant: Person,
  societyName: string,
  approved: boolean,
) =>
  send(
    executor,
    claimant.email,
    approved
      ? `You now manage ${societyName} on Gradway`
      : `Your request to manage ${societyName} was declined`,
    approved
      ? {
          heading: `You now manage ${societyName}`,
          paragraphs: [
            `A manager of ${societyName} approved your request. You can now edit the society's profile and prepare its events.`,
          ],
          action: { label: 'Open your society', url: appUrl('/society-profile') },
        }
      : {
          heading: `Your request to manage ${societyName} was declined`,
          paragraphs: [
            `The managers of ${societyName} declined your request. You can claim another society of your university or create your own.`,
          ],
          action: { label: 'Choose your society', url: appUrl('/society-profile/onboarding') },
        },
  );

export const mailJoinRequested = (
  executor: JobExecutor,
  owner: Person,
  requester: Person,
  companyName: string,
) =>
  send(executor, owner.email, `${requester.name} asks to join ${companyName} on Gradway`, {
    heading: `${requester.name} asks to join ${companyName}`,
    preview: 'Approve or decline the request from your company page.',
    paragraphs: [
      `${requester.name} (${requester.email ?? 'no email'}) has asked to join ${companyName} on Gradway as a recruiter.`,
      'If they work with you, approve the request so they can publish opportunities and review applicants for the company. Otherwise decline it.',
    ],
    action: { label: 'Review the request', url: appUrl('/company/edit#requests') },
    footnote: "You get this mail because you own your company's account on Gradway.",
  });

export const mailJoinDecided = (
  executor: JobExecutor,
  requester: Person,
  companyName: string,
  approved: boolean,
) =>
  send(
    executor,
    requester.email,
    approved
      ? `You joined ${companyName} on Gradway`
      : `Your request to join ${companyName} was declined`,
    approved
      ? {
          heading: `You joined ${companyName}`,
          paragraphs: [
            `The owner of ${companyName}'s account approved your request. You can now work on the company's opportunities.`,
          ],
          action: { label: 'Open your company', url: appUrl('/company/edit') },
        }
      : {
          heading: `Your request to join ${companyName} was declined`,
          paragraphs: [
            `The owner of ${companyName}'s account declined your request. You can create your company's account instead.`,
          ],
          action: { label: 'Set up your company', url: appUrl('/recruiter/onboarding') },
        },
  );
