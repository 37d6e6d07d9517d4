import { coverLetterText } from '@gradway/domain';
import {
  type AutofillProfile,
  type AutofillProfileDocument,
  type CoverLetterForJobDocument,
  coverLetterForJobContract,
  getAutofillProfileContract,
  type QuickApplicationDocument,
  recordQuickApplicationContract,
  requestCandidateLoginContract,
  type SignedInUserDocument,
  signInContract,
  signOutContract,
  updateAutofillProfileContract,
  updateCandidateContract,
} from '@gradway/domain/contracts';
import { ApiError, callApi, downloadFromApi, type Session } from './api-client';
import type { Message, ReplyOf, SessionStatus } from './messages';
import { PRIVILEGED } from './messages';

/** Where the worker keeps what it knows: the session only where content scripts cannot read. */
export type WorkerStore = {
  getSession(): Promise<Session | null>;
  setSession(session: Session | null): Promise<void>;
  getOrigin(): Promise<string>;
  setOrigin(origin: string): Promise<void>;
};

export type SenderInfo = { fromExtensionPage: boolean; tabUrl: string | null };

const NOT_SIGNED_IN = 'Sign in to Gradway from the extension’s button first.';

const toBase64 = (bytes: ArrayBuffer): string => {
  const view = new Uint8Array(bytes);
  let binary = '';
  for (let index = 0; index < view.length; index += 0x8000) {
    binary += String.fromCharCode(...view.subarray(index, index + 0x8000));
  }
  return btoa(binary);
};

/**
 * The service worker's answers to every message (see {@link Message}). `testBuild` lets the app
 * shown on 127.0.0.1 name the API's origin (end-to-end tests pick a free port).
 */
export const createWorker = (store: WorkerStore, options: { testBuild: boolean }) => {
  const api = async <T>(
    contract: Parameters<typeof callApi>[1],
    extra: Parameters<typeof callApi>[2] = {},
  ) => {
    const origin = await store.getOrigin();
    try {
      return await callApi<T>(origin, contract, extra);
    } catch (error) {
      // A session the API no longer knows is forgotten; the popup asks to sign in again.
      if (error instanceof ApiError && error.status === 401 && extra.session) {
        await store.setSession(null);
      }
      throw error;
    }
  };

  const requireSession = async () => {
    const session = await store.getSession();
    if (!session) throw new Error(NOT_SIGNED_IN);
    return session;
  };

  const profile = async (session: Session): Promise<AutofillProfile> =>
    (await api<AutofillProfileDocument>(getAutofillProfileContract, { session })).data.attributes;

  const markInstalled = (session: Session) =>
    api(updateCandidateContract, {
      session,
      body: { candidate: { extension_installed: true } },
    });

  const status = async (): Promise<SessionStatus> => {
    const session = await store.getSession();
    if (!session) return { signedIn: false };
    try {
      return {
        signedIn: true,
        email: session.email,
        name: session.name,
        profile: await profile(session),
      };
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return { signedIn: false };
      return { signedIn: true, email: session.email, name: session.name, profile: null };
    }
  };

  const handlers: {
    [K in Message['type']]: (
      message: Extract<Message, { type: K }>,
      sender: SenderInfo,
    ) => Promise<ReplyOf<Extract<Message, { type: K }>>>;
  } = {
    'session/status': () => status(),
    'session/request-code': async ({ email }) => {
      const answer = await api<{ message: string }>(requestCandidateLoginContract, {
        body: { user: { email, userable_type: 'Candidate', userable_source: 'extension' } },
      });
      return { message: answer.message };
    },
    'session/sign-in': async ({ email, otp }) => {
      const signedIn = await api<SignedInUserDocument>(signInContract, {
        body: { user: { email, otp } },
      });
      const attributes = signedIn.data.attributes;
      const session: Session = {
        email: attributes.email ?? email,
        token: attributes.authentication_token,
        name: [attributes.first_name, attributes.last_name].filter(Boolean).join(' '),
      };
      await store.setSession(session);
      // The app now shows quick apply's search results instead of the extension's page.
      await markInstalled(session).catch(() => undefined);
      return status();
    },
    'session/sign-out': async () => {
      const session = await store.getSession();
      await store.setSession(null);
      if (session) await api(signOutContract, { session }).catch(() => undefined);
      return { signedIn: false };
    },
    'autofill/save-details': async ({ details }) => {
      const session = await requireSession();
      const saved = await api<AutofillProfileDocument>(updateAutofillProfileContract, {
        session,
        body: { autofill: details },
      });
      return saved.data.attributes;
    },
    'autofill/profile': async () => profile(await requireSession()),
    'autofill/cv': async () => {
      const session = await requireSession();
      const current = await profile(session);
      if (!current.resume) return null;
      const file = await downloadFromApi(await store.getOrigin(), current.resume.url, session);
      return {
        filename: current.resume.filename ?? file.filename ?? 'CV.pdf',
        mimeType: file.mimeType,
        base64: toBase64(file.bytes),
      };
    },
    'autofill/cover-letter': async ({ jobUrl, title, company, as }) => {
      const session = await requireSession();
      const query = new URLSearchParams({ job_url: jobUrl });
      if (title) query.set('title', title);
      if (company) query.set('company', company);
      const found = await api<CoverLetterForJobDocument>(coverLetterForJobContract, {
        session,
        query,
      });
      if (!found.data || !found.meta.chosen) return null;
      const letter = found.data.attributes;
      const text = coverLetterText(letter.body_html);
      const base = { chosen: found.meta.chosen, title: letter.title, text };
      if (as === 'text') return { ...base, file: null };
      const name =
        letter.title
          .replace(/[^\w\- ]+/g, '')
          .trim()
          .slice(0, 80) || 'Cover letter';
      if (as === 'txt') {
        const bytes = new TextEncoder().encode(text);
        return {
          ...base,
          file: { filename: `${name}.txt`, mimeType: 'text/plain', base64: toBase64(bytes.buffer) },
        };
      }
      const file = await downloadFromApi(
        await store.getOrigin(),
        `/api/v1/candidate/cover_letters/${encodeURIComponent(found.data.id)}/export?format=${as}`,
        session,
      );
      return {
        ...base,
        file: {
          filename: file.filename ?? `${name}.${as}`,
          mimeType: file.mimeType,
          base64: toBase64(file.bytes),
        },
      };
    },
    'application/submitted': async ({ site, jobUrl, company, title }) => {
      const session = await requireSession();
      const recorded = await api<QuickApplicationDocument>(recordQuickApplicationContract, {
        session,
        body: { quick_application: { site, job_url: jobUrl, company, title } },
      });
      return { tracked: true, touchpointId: recorded.data.attributes.touchpoint_id };
    },
    'app/seen': async (_message, sender) => {
      if (options.testBuild && sender.tabUrl) {
        const origin = new URL(sender.tabUrl).origin;
        if (new URL(origin).hostname === '127.0.0.1') await store.setOrigin(origin);
      }
      const session = await store.getSession();
      if (session) await markInstalled(session).catch(() => undefined);
      return { signedIn: Boolean(session) };
    },
  };

  /** Answers one message; session messages only from the extension's own pages. */
  return async (message: Message, sender: SenderInfo): Promise<unknown> => {
    if (!message || typeof message !== 'object' || !(message.type in handlers)) {
      throw new Error('Unknown request');
    }
    if (PRIVILEGED.has(message.type) && !sender.fromExtensionPage) {
      throw new Error('Only the extension’s own window may do that.');
    }
    const handler = handlers[message.type] as (m: Message, s: SenderInfo) => Promise<unknown>;
    return handler(message, sender);
  };
};
