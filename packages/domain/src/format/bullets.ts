/** The bullet put at the start of each line (spec §9). */
export const BULLET = '• ';

/**
 * Bullet formatting: every line starts with a bullet, including a new empty line the user has
 * just opened. Lines that already start with a bullet are left alone, so formatting twice gives
 * the same text (safe to run on every keystroke).
 */
export const formatBullets = (text: string): string =>
  text
    .split('\n')
    .map((line) => (line.startsWith(BULLET) ? line : `${BULLET}${line.replace(/^•\s*/, '')}`))
    .join('\n');

/** The text without its bullets, e.g. to store one item per line. */
export const stripBullets = (text: string): string =>
  text
    .split('\n')
    .map((line) => line.replace(/^•\s?/, ''))
    .join('\n');
