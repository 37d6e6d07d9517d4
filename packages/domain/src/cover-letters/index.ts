export * from './draft';
export * from './suggestions';
