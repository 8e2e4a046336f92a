export * from './auth.ts';
export * from './blog.ts';
export * from './events.ts';
export * from './feed.ts';
export * from './imports.ts';
export * from './profile.ts';
export * from './schools.ts';
export * from './users.ts';
