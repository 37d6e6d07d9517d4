export * from './endpoints';
export * from './matrix';
export * from './user-class';
