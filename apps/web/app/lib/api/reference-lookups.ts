import {
  listCitiesContract,
  listTagsContract,
  listUniversitiesContract,
  type NamedRecord,
  type TagType,
} from '@gradway/domain/contracts';
import { api } from './api-client';

/** Reference lists and look-ups that forms across the app use (tags, universities, cities). */

export const loadTagOptions = async (type: TagType): Promise<NamedRecord[]> => {
  const document = await api(listTagsContract, { query: { type } }, { quiet: true });
  return document.data.map((tag) => ({ id: tag.id, name: tag.attributes.name }));
};

export const searchUniversities = async (
  text: string,
  signal: AbortSignal,
): Promise<NamedRecord[]> => {
  const document = await api(
    listUniversitiesContract,
    { query: { q: text, per_page: 10 } },
    { signal, quiet: true },
  );
  return document.data.map((university) => ({
    id: university.id,
    name: university.attributes.country
      ? `${university.attributes.name} (${university.attributes.country.label})`
      : university.attributes.name,
  }));
};

export const searchCities = async (text: string, signal: AbortSignal): Promise<NamedRecord[]> => {
  const document = await api(listCitiesContract, { query: { q: text } }, { signal, quiet: true });
  return document.data
    .filter((city) => !city.attributes.hidden)
    .slice(0, 10)
    .map((city) => ({
      id: city.id,
      name: `${city.attributes.name}, ${city.attributes.country}`,
    }));
};
