export * from './config.contract';
export * from './contract';
export * from './documents';
export * from './fields';
export * from './health.contract';
export * from './places.contract';
export * from './query';
export * from './reference-data.contract';
