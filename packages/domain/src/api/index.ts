/**
 * The API contract (issue "Architecture for growth" §2): request and response schemas per
 * area, registered by the server as its routes' schemas (validation, serialisation, OpenAPI)
 * and read by the web for its types (`z.infer`). Add `api/<area>.ts` per area.
 */

export * from './auth.ts';
export * from './issues.ts';
export * from './profile-items.ts';
export * from './profiles.ts';
export * from './shared.ts';
export * from './users.ts';
