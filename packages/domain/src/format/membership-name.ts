/** Names in membership lists are cut to this many characters (spec §9). */
export const MEMBERSHIP_NAME_MAX_LENGTH = 10;

/**
 * A name as shown in membership lists: its first 10 characters (letters, not UTF-16 units, so an
 * emoji or accented letter is never split).
 */
export const cutMembershipName = (name: string): string =>
  Array.from(name).slice(0, MEMBERSHIP_NAME_MAX_LENGTH).join('');
