export * from './schools.ts';
export * from './users.ts';
