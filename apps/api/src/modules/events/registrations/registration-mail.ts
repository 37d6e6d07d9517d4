import QRCode from 'qrcode';
import type { JobExecutor } from '../../platform/jobs/jobs';
import { renderMail } from '../../platform/mail/mail-layout';
import { appUrl, sendMail } from '../../platform/mail/mailer';

export interface MailRecipient {
  email: string | null;
  firstName: string;
}

interface MailEvent {
  title: string;
  id: string;
  startDate: Date | null;
}

const when = (event: MailEvent) =>
  event.startDate ? ` on ${event.startDate.toUTCString().replace(' GMT', ' UTC')}` : '';

/** The registration's confirmation with the QR ticket (queued in the registration's transaction). */
export const mailRegistrationConfirmed = async (
  executor: JobExecutor,
  to: MailRecipient,
  event: MailEvent,
  ticket: string,
) => {
  if (!to.email) return;
  const qr = await QRCode.toDataURL(ticket, { margin: 1, width: 220, errorCorrectionLevel: 'M' });
  await sendMail(
    {
      to: to.email,
      subject: `You're registered: ${event.title}`,
      ...renderMail({
        heading: 'Your place is confirmed',
        preview: `Your ticket for ${event.title}.`,
        paragraphs: [
          `Hi ${to.firstName || 'there'},`,
          `You're registered for ${event.title}${when(event)}. Show this code at the door; it is also on the event page.`,
        ],
        image: { src: qr, alt: 'Your ticket (QR code)', width: 220 },
        action: { label: 'Open the event', url: appUrl(`/events/${event.id}`) },
        footnote: `Ticket code: ${ticket}`,
      }),
    },
    executor,
  );
};

/** A freed place held for the first in line, with a one-tap claim link. */
export const mailWaitlistOffer = async (
  executor: JobExecutor,
  to: MailRecipient,
  event: MailEvent,
  expiresAt: Date,
) => {
  if (!to.email) return;
  const until = expiresAt.toUTCString().replace(' GMT', ' UTC');
  await sendMail(
    {
      to: to.email,
      subject: `A place is yours to claim: ${event.title}`,
      ...renderMail({
        heading: 'A place freed up for you',
        preview: `Claim it before ${until}.`,
        paragraphs: [
          `Hi ${to.firstName || 'there'},`,
          `A place at ${event.title}${when(event)} is held for you until ${until}. Claim it before then or it passes to the next person in line.`,
        ],
        action: { label: 'Claim my place', url: appUrl(`/events/${event.id}?claim=1`) },
        footnote: 'You get this mail because you joined the waitlist of this event on Gradway.',
      }),
    },
    executor,
  );
};
