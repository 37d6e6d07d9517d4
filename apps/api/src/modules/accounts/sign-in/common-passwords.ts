import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Passwords people pick most often (zxcvbn-ts's common list, ~49,000 entries, most frequent
 * first). Only those long enough to pass the length rule matter; they are kept in a set.
 */
let commonPasswords: Set<string> | null = null;

const loadCommonPasswords = (): Set<string> => {
  if (!commonPasswords) {
    const list = (dictionary['passwords-common'] ?? []) as readonly string[];
    commonPasswords = new Set(list.filter((word) => word.length >= 8).map((w) => w.toLowerCase()));
  }
  return commonPasswords;
};

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Choose a less common one, such as a few unrelated words.';

/** True for a password on the common list (ignoring case and surrounding spaces). */
export const isCommonPassword = (password: string): boolean =>
  loadCommonPasswords().has(password.trim().toLowerCase());
