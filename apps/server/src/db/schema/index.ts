export * from './auth.ts';
export * from './schools.ts';
export * from './users.ts';
