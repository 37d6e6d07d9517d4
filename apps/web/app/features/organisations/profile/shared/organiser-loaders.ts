import {
  getCompanyOnboardingContract,
  getCompanyProfileContract,
  getSocietyOnboardingContract,
  getSocietyProfileContract,
  listCompanySizesContract,
} from '@gradway/domain/contracts';
import { redirect } from 'react-router';
import { api } from '../../../../lib/api/api-client';
import { isApiError } from '../../../../lib/api/api-error';
import { loadTagOptions } from '../../../../lib/api/reference-lookups';
import { belongsIn } from '../../../../lib/session/guard';

/**
 * The data of the organisers' pages, loaded in the browser (the session lives there) beside the
 * layout's guard. For a guest or another role they load nothing: the guard sends them on.
 * Before onboarding, the profile pages send the user to it; after it, onboarding sends them on.
 */

const quiet = { quiet: true } as const;

const isMissing = (error: unknown) => isApiError(error) && error.status === 404;

export const loadSocietyOnboarding = async () => {
  if (!(await belongsIn('manager'))) return null;
  const [onboarding, categories] = await Promise.all([
    api(getSocietyOnboardingContract, {}, quiet),
    loadTagOptions('Topic'),
  ]);
  if (onboarding.data.attributes.state === 'completed') throw redirect('/society-profile');
  return { onboarding: onboarding.data.attributes, categories };
};

const loadSocietyProfile = async () => {
  try {
    return (await api(getSocietyProfileContract, {}, quiet)).data.attributes;
  } catch (error) {
    if (isMissing(error)) throw redirect('/society-profile/onboarding');
    throw error;
  }
};

export const loadSocietyProfilePage = async () => {
  if (!(await belongsIn('manager'))) return null;
  return { profile: await loadSocietyProfile() };
};

export const loadSocietyEditPage = async () => {
  if (!(await belongsIn('manager'))) return null;
  const [profile, categories] = await Promise.all([loadSocietyProfile(), loadTagOptions('Topic')]);
  return { profile, categories };
};

const loadCompanyLists = async () => {
  const [sizes, industries] = await Promise.all([
    api(listCompanySizesContract, {}, quiet),
    loadTagOptions('Industry'),
  ]);
  return {
    sizes: sizes.data.map((size) => ({ id: size.id, name: size.attributes.name })),
    industries,
  };
};

export const loadRecruiterOnboarding = async () => {
  if (!(await belongsIn('recruiter'))) return null;
  const [onboarding, lists] = await Promise.all([
    api(getCompanyOnboardingContract, {}, quiet),
    loadCompanyLists(),
  ]);
  if (onboarding.data.attributes.state === 'completed') throw redirect('/company/edit');
  return { onboarding: onboarding.data.attributes, lists };
};

export const loadCompanyEditPage = async () => {
  if (!(await belongsIn('recruiter'))) return null;
  const [profile, lists] = await Promise.all([
    api(getCompanyProfileContract, {}, quiet).catch((error: unknown) => {
      if (isMissing(error)) throw redirect('/recruiter/onboarding');
      throw error;
    }),
    loadCompanyLists(),
  ]);
  return { profile: profile.data.attributes, lists };
};
