/** What the sign-in endpoints answer. Requests about an email answer the same for every email. */
export const SIGN_IN_MESSAGES = {
  codeSent:
    'Check your inbox: if this email can sign in as a candidate, we have sent a 6-digit code and a sign-in link. They work for 10 minutes.',
  signUpReceived:
    'Check your inbox: we have sent a link to confirm your email address. It works for 24 hours.',
  verificationResent:
    'Check your inbox: if this email has an account waiting for confirmation, we have sent a new link.',
  resetRequested:
    'Check your inbox: if this email has an account, we have sent a link to choose a new password. It works for 30 minutes.',
  passwordReset: 'Your password has been changed. Sign in with your new password.',
  emailCodeSent:
    'Check your inbox: we have sent a 6-digit code to confirm this email address. It works for 10 minutes.',
  signedOut: 'You have been signed out.',
  wrongCredentials: 'The email or password is incorrect.',
  wrongCode: 'That code is wrong or has expired. Check the latest email or ask for a new code.',
  wrongLink: 'This sign-in link is invalid or has expired. Ask for a new one.',
  wrongVerificationLink:
    'This confirmation link is invalid or has already been used. Sign in, or ask for a new link.',
  wrongResetLink: 'This password reset link is invalid or has expired. Ask for a new one.',
  emailNotVerified:
    'Please confirm your email address first: we have sent you a new confirmation link.',
  emailTaken: 'This email address is already used by another account.',
  wrongCurrentPassword: 'Your current password is incorrect.',
  currentPasswordRequired: 'Enter your current password.',
  tooManyAttempts: 'Too many attempts. Please wait a moment and try again.',
} as const;
