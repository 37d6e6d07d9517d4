import {
  approveAccountContract,
  approveTouchpointContract,
  declineOrganisationContract,
  getAdminContract,
  listAuditLogContract,
  listDeadJobsContract,
  listOrganisationsToVerifyContract,
  listPendingAccountsContract,
  listSubmittedTouchpointsContract,
  rejectAccountContract,
  rejectTouchpointContract,
  retryDeadJobContract,
  searchUsersContract,
  signInAdminContract,
  signOutAdminContract,
  verifyOrganisationContract,
} from './admin.contract';
import {
  createAiSearchContract,
  getAiSearchContract,
  updateAiSearchContract,
} from './ai-searches.contract';
import {
  applyContract,
  deleteApplicationContract,
  listApplicationsContract,
  listCompanyApplicantsContract,
  listSocietyApplicantsContract,
  saveApplicationContract,
  updateApplicationContract,
} from './applications.contract';
import { calendarFeedContracts } from './calendar-feeds.contract';
import {
  getCandidateDashboardContract,
  listAiSearchesContract,
  listInteractedSocietiesContract,
  signInWithMagicLinkContract,
  updateCandidateContract,
} from './candidate.contract';
import {
  deleteCandidateAvatarContract,
  deleteCandidateContract,
  deleteCandidateResumeContract,
  getCandidateProfileContract,
  parseSelfDescriptionContract,
  updateCandidateSettingsContract,
  uploadCandidateAvatarContract,
  uploadCandidateResumeContract,
} from './candidate-profile.contract';
import { logAuthClientErrorContract, reportClientErrorContract } from './client-errors.contract';
import { cohostInvitationContracts } from './cohost-invitations.contract';
import { getCompanyContract, listCompaniesContract } from './companies.contract';
import {
  createCompanyContract,
  decideCompanyJoinRequestContract,
  getCompanyOnboardingContract,
  getCompanyProfileContract,
  requestToJoinCompanyContract,
  updateCompanyProfileContract,
} from './company-profile.contract';
import { getConfigContract } from './config.contract';
import type { Contract } from './contract';
import {
  coverLetterForJobContract,
  createCoverLetterContract,
  deleteCoverLetterContract,
  exportCoverLetterContract,
  generateCoverLetterContract,
  listCoverLettersContract,
  suggestCoverLetterEditContract,
  updateCoverLetterContract,
} from './cover-letters.contract';
import { eventAttendanceContracts } from './event-attendance.contract';
import { eventFeedbackContracts } from './event-feedback.contract';
import { eventHostingContracts } from './event-hosting.contract';
import {
  createFollowContract,
  deleteFollowContract,
  listFollowsContract,
} from './follows.contract';
import { guestListContracts } from './guest-list.contract';
import { getHealthContract, getReadinessContract } from './health.contract';
import { createIdListContract, getIdListContract } from './id-lists.contract';
import { getDevMailboxContract } from './mailbox.contract';
import {
  dismissMatchContract,
  dismissMatchReasonContract,
  listMatchesContract,
  markPreferredMatchesContract,
  viewMatchContract,
} from './matches.contract';
import {
  createStreamTicketContract,
  getNotificationPreferencesContract,
  listNotificationsContract,
  markAllNotificationsReadContract,
  updateNotificationContract,
  updateNotificationPreferencesContract,
} from './notifications.contract';
import {
  getCompanyDashboardContract,
  getSocietyDashboardContract,
} from './organiser-dashboard.contract';
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
  getAutofillProfileContract,
  listQuickApplicationsContract,
  recordQuickApplicationContract,
  updateAutofillProfileContract,
} from './quick-apply.contract';
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
  cancelRegistrationContract,
  claimOfferContract,
  declineOfferContract,
  listRegistrationsContract,
  registerContract,
} from './registrations.contract';
import { searchTouchpointsContract } from './search.contract';
import {
  createSearchPageContract,
  deleteSearchPageContract,
  getSearchPageContract,
  listAdminSearchPagesContract,
  listSearchPagesContract,
  updateSearchPageContract,
} from './search-pages.contract';
import {
  changePasswordContract,
  confirmEmailContract,
  requestCandidateLoginContract,
  requestEmailCodeContract,
  requestPasswordResetContract,
  resendVerificationContract,
  resetPasswordContract,
  signInContract,
  signOutContract,
  signUpContract,
  startTemporaryCandidateContract,
  verifyEmailContract,
} from './sessions.contract';
import {
  getOrganisationShortLinkContract,
  getShortLinkContract,
  updateOrganisationShortLinkContract,
} from './short-links.contract';
import {
  claimSocietyContract,
  createSocietyContract,
  decideSocietyClaimContract,
  getSocietyOnboardingContract,
  getSocietyProfileContract,
  listClaimableSocietiesContract,
  updateSocietyProfileContract,
} from './society-profile.contract';
import {
  getStudentSocietyContract,
  listStudentSocietiesContract,
} from './student-societies.contract';
import {
  createCompanyTouchpointContract,
  createSocietyTouchpointContract,
  getCompanyTouchpointContract,
  getSocietyTouchpointContract,
  removeCompanyTouchpointCohostContract,
  removeSocietyTouchpointCohostContract,
  replaceCompanyTouchpointContract,
  replaceSocietyTouchpointContract,
  stopCohostingCompanyTouchpointContract,
  stopCohostingSocietyTouchpointContract,
  submitCompanyTouchpointContract,
  submitSocietyTouchpointContract,
  unpublishCompanyTouchpointContract,
  unpublishSocietyTouchpointContract,
} from './touchpoint-authoring.contract';
import {
  getTouchpointContract,
  incrementTouchpointViewCountContract,
  listTouchpointsContract,
} from './touchpoints.contract';
import { getUniversityContract, listUniversitiesContract } from './universities.contract';
import { createUploadContract } from './uploads.contract';
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
  logAuthClientError: logAuthClientErrorContract,
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
  getStudentSociety: getStudentSocietyContract,
  listCompanies: listCompaniesContract,
  getCompany: getCompanyContract,
  getShortLink: getShortLinkContract,
  getOrganisationShortLink: getOrganisationShortLinkContract,
  updateOrganisationShortLink: updateOrganisationShortLinkContract,
  createFollow: createFollowContract,
  deleteFollow: deleteFollowContract,
  listFollows: listFollowsContract,
  listApplications: listApplicationsContract,
  saveApplication: saveApplicationContract,
  apply: applyContract,
  updateApplication: updateApplicationContract,
  deleteApplication: deleteApplicationContract,
  listCompanyApplicants: listCompanyApplicantsContract,
  listSocietyApplicants: listSocietyApplicantsContract,
  listTouchpoints: listTouchpointsContract,
  searchTouchpoints: searchTouchpointsContract,
  getTouchpoint: getTouchpointContract,
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
  resendVerification: resendVerificationContract,
  startTemporaryCandidate: startTemporaryCandidateContract,
  requestEmailCode: requestEmailCodeContract,
  confirmEmail: confirmEmailContract,
  changePassword: changePasswordContract,
  updateCandidate: updateCandidateContract,
  getCandidateDashboard: getCandidateDashboardContract,
  listInteractedSocieties: listInteractedSocietiesContract,
  listAiSearches: listAiSearchesContract,
  createAiSearch: createAiSearchContract,
  getAiSearch: getAiSearchContract,
  updateAiSearch: updateAiSearchContract,
  listMatches: listMatchesContract,
  viewMatch: viewMatchContract,
  markPreferredMatches: markPreferredMatchesContract,
  dismissMatch: dismissMatchContract,
  dismissMatchReason: dismissMatchReasonContract,
  listCompanyTouchpoints: listCompanyTouchpointsContract,
  listSocietyTouchpoints: listSocietyTouchpointsContract,
  deleteCompanyTouchpoint: deleteCompanyTouchpointContract,
  deleteSocietyTouchpoint: deleteSocietyTouchpointContract,
  updateCompanyTouchpoint: updateCompanyTouchpointContract,
  listCompanyTouchpointIds: listCompanyTouchpointIdsContract,
  getCompanyTouchpoint: getCompanyTouchpointContract,
  getSocietyTouchpoint: getSocietyTouchpointContract,
  createCompanyTouchpoint: createCompanyTouchpointContract,
  createSocietyTouchpoint: createSocietyTouchpointContract,
  replaceCompanyTouchpoint: replaceCompanyTouchpointContract,
  replaceSocietyTouchpoint: replaceSocietyTouchpointContract,
  submitCompanyTouchpoint: submitCompanyTouchpointContract,
  submitSocietyTouchpoint: submitSocietyTouchpointContract,
  unpublishCompanyTouchpoint: unpublishCompanyTouchpointContract,
  unpublishSocietyTouchpoint: unpublishSocietyTouchpointContract,
  removeCompanyTouchpointCohost: removeCompanyTouchpointCohostContract,
  removeSocietyTouchpointCohost: removeSocietyTouchpointCohostContract,
  stopCohostingCompanyTouchpoint: stopCohostingCompanyTouchpointContract,
  stopCohostingSocietyTouchpoint: stopCohostingSocietyTouchpointContract,
  getCompanyDashboard: getCompanyDashboardContract,
  getSocietyDashboard: getSocietyDashboardContract,
  createIdList: createIdListContract,
  getIdList: getIdListContract,
  getSearchPage: getSearchPageContract,
  listSearchPages: listSearchPagesContract,
  listAdminSearchPages: listAdminSearchPagesContract,
  createSearchPage: createSearchPageContract,
  updateSearchPage: updateSearchPageContract,
  deleteSearchPage: deleteSearchPageContract,
  getDevMailbox: getDevMailboxContract,
  createUpload: createUploadContract,
  getCandidateProfile: getCandidateProfileContract,
  updateCandidateSettings: updateCandidateSettingsContract,
  uploadCandidateAvatar: uploadCandidateAvatarContract,
  deleteCandidateAvatar: deleteCandidateAvatarContract,
  uploadCandidateResume: uploadCandidateResumeContract,
  deleteCandidateResume: deleteCandidateResumeContract,
  deleteCandidate: deleteCandidateContract,
  parseSelfDescription: parseSelfDescriptionContract,
  signInAdmin: signInAdminContract,
  getAdmin: getAdminContract,
  signOutAdmin: signOutAdminContract,
  listPendingAccounts: listPendingAccountsContract,
  approveAccount: approveAccountContract,
  rejectAccount: rejectAccountContract,
  listOrganisationsToVerify: listOrganisationsToVerifyContract,
  verifyOrganisation: verifyOrganisationContract,
  declineOrganisation: declineOrganisationContract,
  listSubmittedTouchpoints: listSubmittedTouchpointsContract,
  approveTouchpoint: approveTouchpointContract,
  rejectTouchpoint: rejectTouchpointContract,
  searchUsers: searchUsersContract,
  listAuditLog: listAuditLogContract,
  getSocietyProfile: getSocietyProfileContract,
  updateSocietyProfile: updateSocietyProfileContract,
  getSocietyOnboarding: getSocietyOnboardingContract,
  listClaimableSocieties: listClaimableSocietiesContract,
  claimSociety: claimSocietyContract,
  createSociety: createSocietyContract,
  decideSocietyClaim: decideSocietyClaimContract,
  getCompanyProfile: getCompanyProfileContract,
  updateCompanyProfile: updateCompanyProfileContract,
  getCompanyOnboarding: getCompanyOnboardingContract,
  createCompany: createCompanyContract,
  requestToJoinCompany: requestToJoinCompanyContract,
  decideCompanyJoinRequest: decideCompanyJoinRequestContract,
  getAutofillProfile: getAutofillProfileContract,
  updateAutofillProfile: updateAutofillProfileContract,
  recordQuickApplication: recordQuickApplicationContract,
  listQuickApplications: listQuickApplicationsContract,
  listCoverLetters: listCoverLettersContract,
  createCoverLetter: createCoverLetterContract,
  generateCoverLetter: generateCoverLetterContract,
  suggestCoverLetterEdit: suggestCoverLetterEditContract,
  updateCoverLetter: updateCoverLetterContract,
  deleteCoverLetter: deleteCoverLetterContract,
  exportCoverLetter: exportCoverLetterContract,
  coverLetterForJob: coverLetterForJobContract,
  ...cohostInvitationContracts,
  ...eventHostingContracts,
  ...eventAttendanceContracts,
  ...calendarFeedContracts,
  ...eventFeedbackContracts,
  ...guestListContracts,
  listNotifications: listNotificationsContract,
  updateNotification: updateNotificationContract,
  markAllNotificationsRead: markAllNotificationsReadContract,
  getNotificationPreferences: getNotificationPreferencesContract,
  updateNotificationPreferences: updateNotificationPreferencesContract,
  createStreamTicket: createStreamTicketContract,
  register: registerContract,
  cancelRegistration: cancelRegistrationContract,
  claimOffer: claimOfferContract,
  declineOffer: declineOfferContract,
  listRegistrations: listRegistrationsContract,
  listDeadJobs: listDeadJobsContract,
  retryDeadJob: retryDeadJobContract,
} as const satisfies Record<string, Contract>;

export type Contracts = typeof contracts;
export type ContractName = keyof Contracts;

/** Every contract, in catalogue order. */
export const contractList: readonly Contract[] = Object.values(contracts);
