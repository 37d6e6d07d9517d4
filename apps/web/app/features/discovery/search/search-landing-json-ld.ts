import type { SearchPage } from '@gradway/domain/contracts';
import type { JsonLd } from '../../organisations/public';
import type { SearchResults } from './search-results';
import { touchpointPagePath } from './touchpoint-results';

/** The results of a landing page as a schema.org `ItemList` of links to their pages. */
export const resultsItemListJsonLd = (
  page: SearchPage,
  results: SearchResults,
  origin: string,
): JsonLd => {
  const items =
    results.kind === 'touchpoints'
      ? results.document.data.map((item) => ({
          url: `${origin}${touchpointPagePath(item)}`,
          name: item.attributes.title,
        }))
      : results.kind === 'companies'
        ? results.document.data.map((item) => ({
            url: `${origin}/companies/${item.attributes.slug}`,
            name: item.attributes.name,
          }))
        : results.document.data.map((item) => ({
            url: `${origin}/societies/${item.attributes.slug}`,
            name: item.attributes.name,
          }));
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: page.attributes.title,
    url: `${origin}/${page.attributes.slug}`,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: item.url,
      name: item.name,
    })),
  };
};
