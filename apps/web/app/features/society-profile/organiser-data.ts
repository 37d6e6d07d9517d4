import {
  listCitiesContract,
  listTagsContract,
  listUniversitiesContract,
  type NamedRecord,
  type TagType,
} from '@gradway/domain/contracts';
import { useCallback } from 'react';
import { useRevalidator } from 'react-router';
import { api } from '../../lib/api/api-client';
import { forgetCurrentUser } from '../../lib/session/current-user';

/** Reference lists and look-ups the organisers' forms use. */

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

/**
 * After onboarding or an edit changed the user's society or company: forget the loaded user and
 * run the loaders again, so the workspace's sidebar and banner show the new state.
 */
export const useRefreshCurrentUser = () => {
  const revalidator = useRevalidator();
  return useCallback(async () => {
    forgetCurrentUser();
    await revalidator.revalidate();
  }, [revalidator]);
};
