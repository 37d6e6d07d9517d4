/**
 * The site a link opens, as a person reads it: 'meet.example.com' for
 * 'https://www.meet.example.com/abc'. A text that is not a URL is answered as it is.
 */
export const linkSite = (link: string): string => {
  try {
    return new URL(link).hostname.replace(/^www\./, '');
  } catch {
    return link;
  }
};
