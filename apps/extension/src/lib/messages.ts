import type { AutofillProfile, QuickApplySite } from '@gradway/domain/contracts';

/**
 * Everything the popup and the content scripts ask the service worker, which alone holds the
 * session and calls the API. Content scripts get profile values and the CV's bytes, never the
 * token; the session messages are accepted only from the extension's own pages.
 */
export type Message =
  | { type: 'session/status' }
  | { type: 'session/request-code'; email: string }
  | { type: 'session/sign-in'; email: string; otp: string }
  | { type: 'session/sign-out' }
  | { type: 'autofill/save-details'; details: Partial<AutofillDetails> }
  | { type: 'autofill/profile' }
  | { type: 'autofill/cv' }
  | {
      type: 'application/submitted';
      site: QuickApplySite;
      jobUrl: string;
      company: string | null;
      title: string | null;
    }
  | { type: 'app/seen' };

export type AutofillDetails = Pick<
  AutofillProfile,
  | 'phone'
  | 'address_line'
  | 'city'
  | 'postcode'
  | 'country'
  | 'authorised_to_work'
  | 'requires_sponsorship'
  | 'share_equal_opportunities'
>;

export type SessionStatus =
  | { signedIn: false }
  | { signedIn: true; email: string; name: string; profile: AutofillProfile | null };

/** A CV as the content script turns it into a File. */
export type CvFile = { filename: string; mimeType: string; base64: string };

export type ReplyOf<M extends Message> = M extends { type: 'session/status' }
  ? SessionStatus
  : M extends { type: 'session/request-code' }
    ? { message: string }
    : M extends { type: 'session/sign-in' }
      ? SessionStatus
      : M extends { type: 'session/sign-out' }
        ? SessionStatus
        : M extends { type: 'autofill/save-details' }
          ? AutofillProfile
          : M extends { type: 'autofill/profile' }
            ? AutofillProfile
            : M extends { type: 'autofill/cv' }
              ? CvFile | null
              : M extends { type: 'application/submitted' }
                ? { tracked: boolean; touchpointId: string | null }
                : M extends { type: 'app/seen' }
                  ? { signedIn: boolean }
                  : never;

/** The service worker's answer: the reply, or an error the user can read. */
export type Envelope<R> = { ok: true; reply: R } | { ok: false; error: string };

/** Messages only the extension's own pages (the popup) may send. */
export const PRIVILEGED: ReadonlySet<Message['type']> = new Set([
  'session/status',
  'session/request-code',
  'session/sign-in',
  'session/sign-out',
  'autofill/save-details',
]);

type Sender = (message: Message) => Promise<unknown>;

/** Sends a message to the service worker and unwraps its answer (throws its error). */
export const ask = async <M extends Message>(send: Sender, message: M): Promise<ReplyOf<M>> => {
  const envelope = (await send(message)) as Envelope<ReplyOf<M>> | undefined;
  if (!envelope) throw new Error('The Gradway extension did not answer. Reload the page.');
  if (!envelope.ok) throw new Error(envelope.error);
  return envelope.reply;
};
