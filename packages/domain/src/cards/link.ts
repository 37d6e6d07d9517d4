/** A card's link: to the same tab, or to a new one (spec §2). */
export interface CardLink {
  href: string;
  target: '_self' | '_blank';
  /** Set for a new tab so the opened page cannot reach back to ours. */
  rel: 'noopener noreferrer' | undefined;
}

export const cardLink = (href: string, openInNewTab = false): CardLink =>
  openInNewTab
    ? { href, target: '_blank', rel: 'noopener noreferrer' }
    : { href, target: '_self', rel: undefined };
