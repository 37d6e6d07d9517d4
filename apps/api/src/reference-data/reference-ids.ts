import { v5 as uuidv5 } from 'uuid';

/**
 * Namespace of every reference-data id. Ids are UUID v5 of a natural key (`country:GB`,
 * `tag:Industry:Technology`...), so the same row has the same id in every database: tests and
 * the demo data can refer to a country, a city or a university without looking it up first.
 */
export const REFERENCE_ID_NAMESPACE = '6b5d3bf5-d819-491b-ab38-797940aef898';

/** The stable id of a reference row from its kind and natural key. */
export const referenceId = (kind: string, naturalKey: string): string =>
  uuidv5(`${kind}:${naturalKey}`, REFERENCE_ID_NAMESPACE);

/** A URL slug: lower case ASCII words joined by hyphens ('King's College London' → 'kings-college-london'). */
export const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
