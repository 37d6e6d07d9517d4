import { cityByName } from './cities';
import { countryIdOf } from './countries';
import { referenceId, slugify } from './reference-ids';
import { INTERNATIONAL_UNIVERSITIES } from './universities-international';
import { UK_UNIVERSITIES } from './universities-uk';

export interface UniversityRecord {
  id: string;
  name: string;
  slug: string;
  cityId: string;
  countryId: string;
  countryCode: string;
}

/** The stable id of a university from its slug (e.g. `university-of-oxford`). */
export const universityIdOf = (slug: string): string => referenceId('university', slug);

const university = (name: string, cityName: string, countryCode: string): UniversityRecord => {
  const slug = slugify(name);
  return {
    id: universityIdOf(slug),
    name,
    slug,
    cityId: cityByName(countryCode, cityName).id,
    countryId: countryIdOf(countryCode),
    countryCode,
  };
};

export const UNIVERSITIES: readonly UniversityRecord[] = [
  ...UK_UNIVERSITIES.map(([name, city]) => university(name, city, 'GB')),
  ...INTERNATIONAL_UNIVERSITIES.map(([name, city, country]) => university(name, city, country)),
];

const bySlug = new Map(UNIVERSITIES.map((record) => [record.slug, record]));

/** The university with this slug; throws for an unknown one. */
export const universityBySlug = (slug: string): UniversityRecord => {
  const record = bySlug.get(slug);
  if (!record) throw new Error(`Unknown university ${slug}`);
  return record;
};
