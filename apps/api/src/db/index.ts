export * from './database';
export * from './migrate';
export * as schema from './schema';
