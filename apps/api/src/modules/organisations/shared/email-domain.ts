import { createRequire } from 'node:module';

/**
 * Email and web domains, as organisers' onboarding and the provider-verified flag read them: a
 * recruiter may ask to join the company of their email domain, and an address at the official
 * domain of a university or company (confirmed by the sign-up mail) verifies its organisation.
 */

// `email-providers` ships its list as JSON without type declarations.
const require = createRequire(import.meta.url);
const FREE_EMAIL_DOMAINS: ReadonlySet<string> = new Set(
  (require('email-providers/all.json') as string[]).map((domain) => domain.toLowerCase()),
);

/** The lower-case domain of an address (`Jane@Northwind.com` → `northwind.com`), or null. */
export const emailDomainOf = (email: string | null | undefined): string | null => {
  const at = email?.lastIndexOf('@') ?? -1;
  if (!email || at < 1) return null;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return domain.includes('.') ? domain : null;
};

/** Webmail anyone can sign up for (gmail.com, outlook.com...): it proves nothing about a company. */
export const isFreeEmailDomain = (domain: string): boolean => FREE_EMAIL_DOMAINS.has(domain);

/** The domain an organisation's people share, or null for a free webmail address. */
export const organisationEmailDomainOf = (email: string | null | undefined): string | null => {
  const domain = emailDomainOf(email);
  return domain && !isFreeEmailDomain(domain) ? domain : null;
};

/** The host of a website without `www.` (`https://www.ucl.ac.uk/about` → `ucl.ac.uk`), or null. */
export const websiteHostOf = (website: string | null | undefined): string | null => {
  if (!website) return null;
  try {
    const host = new URL(website).hostname.toLowerCase().replace(/^www\./, '');
    return host.includes('.') ? host : null;
  } catch {
    return null;
  }
};

/** An address's domain belongs to a site: the same host, or a subdomain of it (`cs.ucl.ac.uk`). */
export const domainBelongsTo = (emailDomain: string | null, host: string | null): boolean =>
  emailDomain !== null &&
  host !== null &&
  !isFreeEmailDomain(host) &&
  (emailDomain === host || emailDomain.endsWith(`.${host}`));
