import { isValidEmail } from '@gradway/domain';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@gradway/domain/contracts';
import type { TFunction } from 'i18next';

/** The form rules of the account pages (spec §5's email rule; the API's password lengths). */
export const emailError = (t: TFunction<'auth'>, email: string): string | undefined => {
  const value = email.trim();
  if (!value) return t('validation.emailRequired');
  if (!isValidEmail(value)) return t('validation.emailInvalid');
  return undefined;
};

export const newPasswordError = (t: TFunction<'auth'>, password: string): string | undefined => {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return t('validation.passwordTooShort', { count: PASSWORD_MIN_LENGTH });
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return t('validation.passwordTooLong', { count: PASSWORD_MAX_LENGTH });
  }
  return undefined;
};

export const CODE_PATTERN = /^\d{6}$/;

/** Only the digits of what was typed or pasted, at most 6 ("123 456" → "123456"). */
export const codeDigits = (value: string): string => value.replace(/\D/g, '').slice(0, 6);
