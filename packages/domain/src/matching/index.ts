export * from './match-score';
