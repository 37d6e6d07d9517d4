import {
  getCandidateDashboardContract,
  listAiSearchesContract,
  listInteractedSocietiesContract,
  signInWithMagicLinkContract,
  updateCandidateContract,
} from './candidate.contract';
import { reportClientErrorContract } from './client-errors.contract';
import { getConfigContract } from './config.contract';
import type { Contract } from './contract';
import { getHealthContract, getReadinessContract } from './health.contract';
import { createIdListContract, getIdListContract } from './id-lists.contract';
import {
  listMatchesContract,
  markPreferredMatchesContract,
  viewMatchContract,
} from './matches.contract';
import {
  deleteCompanyTouchpointContract,
  deleteSocietyTouchpointContract,
  listCompanyTouchpointIdsContract,
  listCompanyTouchpointsContract,
  listSocietyTouchpointsContract,
  updateCompanyTouchpointContract,
} from './organiser-touchpoints.contract';
import { listCitiesContract, listCountriesContract } from './places.contract';
import {
  getCandidatePreferenceOptionsContract,
  listCompanySizesContract,
  listCurrenciesContract,
  listDegreesContract,
  listEmployeesCountsContract,
  listEventCategoriesContract,
  listOpportunityTypesContract,
  listSubjectsContract,
  listTagsContract,
} from './reference-data.contract';
import {
  requestCandidateLoginContract,
  requestPasswordResetContract,
  resetPasswordContract,
  signInContract,
  signOutContract,
  signUpContract,
  verifyEmailContract,
} from './sessions.contract';
import { listStudentSocietiesContract } from './student-societies.contract';
import {
  incrementTouchpointViewCountContract,
  listTouchpointsContract,
} from './touchpoints.contract';
import { getUniversityContract, listUniversitiesContract } from './universities.contract';
import { getCurrentUserContract } from './user.contract';

/**
 * Every endpoint of the API, by name. The API registers a route for each (and refuses to start
 * when one is missing); the web app and the extension build their typed client from it.
 */
export const contracts = {
  getHealth: getHealthContract,
  getReadiness: getReadinessContract,
  getConfig: getConfigContract,
  reportClientError: reportClientErrorContract,
  listTags: listTagsContract,
  listOpportunityTypes: listOpportunityTypesContract,
  listEventCategories: listEventCategoriesContract,
  listCompanySizes: listCompanySizesContract,
  listEmployeesCounts: listEmployeesCountsContract,
  listCurrencies: listCurrenciesContract,
  listDegrees: listDegreesContract,
  listSubjects: listSubjectsContract,
  listCountries: listCountriesContract,
  listCities: listCitiesContract,
  getCandidatePreferenceOptions: getCandidatePreferenceOptionsContract,
  listUniversities: listUniversitiesContract,
  getUniversity: getUniversityContract,
  listStudentSocieties: listStudentSocietiesContract,
  listTouchpoints: listTouchpointsContract,
  incrementTouchpointViewCount: incrementTouchpointViewCountContract,
  getCurrentUser: getCurrentUserContract,
  requestCandidateLogin: requestCandidateLoginContract,
  signIn: signInContract,
  signInWithMagicLink: signInWithMagicLinkContract,
  signUp: signUpContract,
  verifyEmail: verifyEmailContract,
  requestPasswordReset: requestPasswordResetContract,
  resetPassword: resetPasswordContract,
  signOut: signOutContract,
  updateCandidate: updateCandidateContract,
  getCandidateDashboard: getCandidateDashboardContract,
  listInteractedSocieties: listInteractedSocietiesContract,
  listAiSearches: listAiSearchesContract,
  listMatches: listMatchesContract,
  viewMatch: viewMatchContract,
  markPreferredMatches: markPreferredMatchesContract,
  listCompanyTouchpoints: listCompanyTouchpointsContract,
  listSocietyTouchpoints: listSocietyTouchpointsContract,
  deleteCompanyTouchpoint: deleteCompanyTouchpointContract,
  deleteSocietyTouchpoint: deleteSocietyTouchpointContract,
  updateCompanyTouchpoint: updateCompanyTouchpointContract,
  listCompanyTouchpointIds: listCompanyTouchpointIdsContract,
  createIdList: createIdListContract,
  getIdList: getIdListContract,
} as const satisfies Record<string, Contract>;

export type Contracts = typeof contracts;
export type ContractName = keyof Contracts;

/** Every contract, in catalogue order. */
export const contractList: readonly Contract[] = Object.values(contracts);
