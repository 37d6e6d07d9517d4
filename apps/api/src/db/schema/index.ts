export * from './community';
export * from './engagement';
export * from './organisations';
export * from './reference';
export * from './touchpoints';
export * from './users';
