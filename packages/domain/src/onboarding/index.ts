export * from './education-types';
export * from './onboarding-steps';
export * from './organisation-name';
export * from './profile-parser';
export * from './provider-verified';
export * from './text-match';
