/**
 * The provider-verified flag of a candidate (decision 007): the candidate's email is confirmed
 * and it is an academic address: a domain under `ac.uk`, `edu` or another country's academic
 * second-level domain (`ac.xx`, `edu.xx`), or the domain of their university's website (or a
 * subdomain of it).
 */

const ACADEMIC_SUFFIXES = [/\.ac\.uk$/, /\.edu$/, /\.ac\.[a-z]{2}$/, /\.edu\.[a-z]{2}$/];

/** The email's domain, lower case, or null without an `@`. */
export const emailDomain = (email: string | null | undefined): string | null => {
  const at = email?.lastIndexOf('@') ?? -1;
  if (!email || at < 1) return null;
  return (
    email
      .slice(at + 1)
      .trim()
      .toLowerCase() || null
  );
};

/** The host of a website address without `www.` ("https://www.ox.ac.uk/" → "ox.ac.uk"). */
export const websiteDomain = (website: string | null | undefined): string | null => {
  if (!website) return null;
  try {
    const host = new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`).hostname;
    return host.toLowerCase().replace(/^www\./, '') || null;
  } catch {
    return null;
  }
};

export const isAcademicDomain = (domain: string): boolean =>
  ACADEMIC_SUFFIXES.some((suffix) => suffix.test(domain));

export interface ProviderVerificationInput {
  email: string | null | undefined;
  emailVerified: boolean;
  /** Websites of the universities in the candidate's education history. */
  universityWebsites: ReadonlyArray<string | null | undefined>;
}

export const isProviderVerifiedCandidate = (input: ProviderVerificationInput): boolean => {
  if (!input.emailVerified) return false;
  const domain = emailDomain(input.email);
  if (!domain) return false;
  if (isAcademicDomain(domain)) return true;
  return input.universityWebsites.some((website) => {
    const university = websiteDomain(website);
    return university !== null && (domain === university || domain.endsWith(`.${university}`));
  });
};
