/**
 * A kept mail's HTML as the mailbox's sandboxed frame shows it: every link opens in the whole
 * window (the frame may navigate the top page only when the user clicks), so a sign-in link from
 * a mail signs in right here.
 */
export const mailHtmlForFrame = (html: string): string =>
  html.replace(/<a\s/gi, '<a target="_top" rel="noopener" ');

/** The absolute links of a mail's plain text, in order, without repeats. */
export const linksInText = (text: string): string[] => [
  ...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? []),
];
