import type { Touchpoint } from '@gradway/domain/contracts';
import type { JobExecutor } from '../../platform/jobs/jobs';
import { renderMail } from '../../platform/mail/mail-layout';
import { appUrl, sendMail } from '../../platform/mail/mailer';

/** The candidate's confirmation of an easy application (queued in the application's transaction). */
export const mailApplicationSent = async (
  executor: JobExecutor,
  candidate: { email: string | null; firstName: string },
  touchpoint: Touchpoint,
) => {
  if (!candidate.email) return;
  const { title, creatable_for: organisation } = touchpoint.attributes;
  const at = organisation.name ? ` at ${organisation.name}` : '';
  await sendMail(
    {
      to: candidate.email,
      subject: `You applied: ${title}${at}`,
      ...renderMail({
        heading: 'Your application is on its way',
        preview: `${organisation.name || 'The employer'} received your profile and CV.`,
        paragraphs: [
          `Hi ${candidate.firstName || 'there'},`,
          `You applied to ${title}${at} with your Gradway profile and CV. ${organisation.name || 'The employer'} will get in touch if they take your application further.`,
          'You can follow it, and everything you saved or started, in your applications tracker.',
        ],
        action: { label: 'Open my applications', url: appUrl('/candidate/applications') },
        footnote: 'You get this mail because you applied to an opportunity on Gradway.',
      }),
    },
    executor,
  );
};
