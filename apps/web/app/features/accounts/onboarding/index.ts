// What other features use of candidate onboarding: the profile page edits the same fields, the
// settings page attaches an email the same way, recruiters download a CV the same way.
export { AttachEmailForm } from './attach-email-form';
export {
  type CandidateReferenceData,
  downloadResume,
  fileProblemOf,
  uploadAvatar,
} from './candidate-data';
export { CvUploadField } from './cv-upload-field';
export { EducationFields } from './education-fields';
export { LookingForFields } from './looking-for-fields';
export { focusFirstInvalid } from './onboarding-page';
export {
  answersChange,
  educationChange,
  educationErrorsOf,
  lookingForChange,
  lookingForErrorsOf,
  type OnboardingValues,
  valuesFromProfile,
} from './onboarding-values';
export { PreferenceOptionsFields } from './preference-options-fields';
