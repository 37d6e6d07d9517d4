import { htmlToPlainText } from '@gradway/domain';
import type { CompanyPage, StudentSocietyPage } from '@gradway/domain/contracts';

/**
 * schema.org `Organization` descriptions of the public company and society pages (JSON-LD), built
 * from the API's documents. Pure functions: the page puts the result in a script tag.
 */

export type JsonLd = Record<string, unknown>;

/** An absolute URL on the site for a path (`/uploads/…`), or the address as it is. */
export const absolute = (origin: string, url: string | null | undefined): string | undefined => {
  if (!url) return undefined;
  return url.startsWith('/') ? `${origin}${url}` : url;
};

/** Plain text of a description that may hold simple HTML (`<p>…</p>`). */
export const plainText = (html: string | null | undefined): string | undefined => {
  return htmlToPlainText(html) || undefined;
};

const withoutEmpty = (value: JsonLd): JsonLd =>
  Object.fromEntries(
    Object.entries(value).filter(
      ([, item]) => item !== undefined && !(Array.isArray(item) && item.length === 0),
    ),
  );

export const companyJsonLd = (company: CompanyPage, origin: string): JsonLd =>
  withoutEmpty({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/companies/${company.slug}#organization`,
    name: company.name,
    url: `${origin}/companies/${company.slug}`,
    logo: absolute(origin, company.icon_url),
    image: absolute(origin, company.cover_url),
    description: plainText(company.description),
    sameAs: company.website ? [company.website] : [],
    address: company.city
      ? { '@type': 'PostalAddress', addressLocality: company.city.name }
      : undefined,
    location: company.offices.map((office) => ({
      '@type': 'Place',
      name: office.name,
      address: { '@type': 'PostalAddress', addressLocality: office.name },
    })),
  });

export const societyJsonLd = (society: StudentSocietyPage, origin: string): JsonLd => {
  const university = society.university
    ? {
        '@type': 'CollegeOrUniversity',
        name: society.university.name,
        url: `${origin}/universities/${society.university.slug}/societies`,
      }
    : undefined;
  return withoutEmpty({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/societies/${society.slug}#organization`,
    name: society.name,
    url: `${origin}/societies/${society.slug}`,
    logo: absolute(origin, society.icon_url),
    image: absolute(origin, society.cover_url),
    description: plainText(society.description),
    sameAs: [society.website, society.instagram_url, society.linkedin_url].filter(
      (link): link is string => Boolean(link),
    ),
    memberOf: university,
    parentOrganization: university,
    address: society.city
      ? { '@type': 'PostalAddress', addressLocality: society.city.name }
      : undefined,
  });
};

/**
 * JSON for a `<script type="application/ld+json">`: `<` is escaped so no text can close the
 * script early (`</script>`) or open a comment, whatever the names and descriptions hold.
 */
export const serializeJsonLd = (value: JsonLd): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
