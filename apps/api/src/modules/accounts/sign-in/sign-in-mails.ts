import { renderMail } from '../../platform/mail/mail-layout';
import type { MailMessage } from '../../platform/mail/mailer';

/** The mails of signing in and signing up. `url` makes an absolute link to a path of the app. */
type Url = (path: string) => string;

const mail = (to: string, subject: string, content: Parameters<typeof renderMail>[0]) => ({
  to,
  subject,
  ...renderMail(content),
});

/** The organiser's side of the app: `/society/...` for managers, `/company/...` for recruiters. */
export const organiserArea = (userableType: string): 'society' | 'company' =>
  userableType === 'Recruiter' ? 'company' : 'society';

export const candidateSignInMail = (
  to: string,
  code: string,
  candidateId: string,
  linkToken: string,
  url: Url,
): MailMessage => {
  const params = new URLSearchParams({ candidate_id: candidateId, token: linkToken });
  return mail(to, `${code} is your Gradway sign-in code`, {
    heading: 'Your sign-in code',
    preview: `Your code is ${code}. It works for 10 minutes.`,
    paragraphs: ['Enter this code on the sign-in page to continue, or use the button below.'],
    code,
    action: { label: 'Sign in to Gradway', url: url(`/signin?${params.toString()}`) },
    footnote:
      'The code and the link work once, for 10 minutes. If you did not ask to sign in, you can ignore this email.',
  });
};

/** A candidate-code request for an email that belongs to a society or company account. */
export const organiserAccountNoticeMail = (
  to: string,
  userableType: string,
  url: Url,
): MailMessage => {
  const area = organiserArea(userableType);
  const kind = area === 'company' ? 'company' : 'society';
  return mail(to, 'Sign in to your Gradway account', {
    heading: 'Sign in with your password',
    paragraphs: [
      `This email address belongs to a ${kind} account on Gradway, which signs in with a password rather than a code.`,
    ],
    action: { label: 'Go to sign-in', url: url(`/${area}/signin`) },
    footnote: 'If you did not ask to sign in, you can ignore this email.',
  });
};

export const verificationMail = (
  to: string,
  firstName: string,
  token: string,
  url: Url,
): MailMessage =>
  mail(to, 'Confirm your email address for Gradway', {
    heading: `Welcome to Gradway${firstName ? `, ${firstName}` : ''}`,
    preview: 'Confirm your email address to start using your account.',
    paragraphs: ['Please confirm your email address to finish setting up your account.'],
    action: {
      label: 'Confirm my email',
      url: url(`/email-verification?${new URLSearchParams({ token }).toString()}`),
    },
    footnote:
      'This link works once, for 24 hours. If you did not sign up for Gradway, you can ignore this email.',
  });

/** A sign-up with an email that already has an account: no second account, a pointer instead. */
export const alreadyRegisteredMail = (to: string, userableType: string, url: Url): MailMessage => {
  const area = userableType === 'Candidate' ? null : organiserArea(userableType);
  return mail(to, 'You already have a Gradway account', {
    heading: 'You already have an account',
    paragraphs: [
      'Someone, probably you, tried to sign up to Gradway with this email address, which already has an account. No new account was created.',
      area
        ? 'Sign in with your password, or choose a new one if you have forgotten it.'
        : 'Sign in with a one-time code sent to this address.',
    ],
    action: area
      ? { label: 'Sign in', url: url(`/${area}/signin`) }
      : { label: 'Sign in', url: url('/signin') },
    footnote: area
      ? `Forgotten your password? Reset it at ${url(`/${area}/forgot-password`)}`
      : 'If this was not you, you can ignore this email.',
  });
};

export const passwordResetMail = (
  to: string,
  userableType: string,
  token: string,
  url: Url,
): MailMessage => {
  const area = organiserArea(userableType);
  return mail(to, 'Choose a new Gradway password', {
    heading: 'Choose a new password',
    paragraphs: ['We received a request to reset the password of your Gradway account.'],
    action: {
      label: 'Choose a new password',
      url: url(`/${area}/reset-password?${new URLSearchParams({ token }).toString()}`),
    },
    footnote:
      'This link works once, for 30 minutes. If you did not ask for it, ignore this email: your password stays the same.',
  });
};

/** A password reset for a candidate without a password: they sign in with a code instead. */
export const candidateResetMail = (to: string, url: Url): MailMessage =>
  mail(to, 'Sign in to Gradway', {
    heading: 'Sign in with a one-time code',
    paragraphs: [
      'Your Gradway account signs in with a one-time code sent to this address. Once signed in, you can set a password in your settings.',
    ],
    action: { label: 'Sign in', url: url('/signin') },
    footnote: 'If you did not ask for this, you can ignore this email.',
  });

export const emailCodeMail = (to: string, code: string): MailMessage =>
  mail(to, `${code} is your Gradway confirmation code`, {
    heading: 'Confirm your email address',
    preview: `Your code is ${code}. It works for 10 minutes.`,
    paragraphs: ['Enter this code in Gradway to use this email address for your account.'],
    code,
    footnote:
      'The code works once, for 10 minutes. If you did not ask for it, you can ignore this email.',
  });

/** Someone asked to use an address that already has an account. */
export const emailInUseMail = (to: string, url: Url): MailMessage =>
  mail(to, 'Your email address was entered on Gradway', {
    heading: 'This address already has an account',
    paragraphs: [
      'Someone tried to add this email address to another Gradway account. It already belongs to your account, so nothing was changed.',
    ],
    action: { label: 'Sign in', url: url('/signin') },
    footnote: 'If this was you, sign in with this address instead.',
  });

export const passwordChangedMail = (to: string, url: Url): MailMessage =>
  mail(to, 'Your Gradway password was changed', {
    heading: 'Your password was changed',
    paragraphs: [
      'The password of your Gradway account was just changed, and every device was signed out.',
      'If this was not you, reset your password right away.',
    ],
    action: { label: 'Open Gradway', url: url('/') },
  });
