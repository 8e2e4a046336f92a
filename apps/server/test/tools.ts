/**
 * The server's public entry for tools outside it (`@alumni/server/tools`, package.json
 * `exports`): what the benchmarks in bench/ use of the server, and nothing else, so that they
 * import no file of src/ or test/ directly and the server's layout can change behind it.
 *
 * It lives in test/ because it hands out test helpers (a throwaway database, factories): the
 * build compiles src/ alone (tsconfig.build.json, rootDir src), and no file of src/ may
 * import test/.
 */

// Databases: opening one, the demo seed, a throwaway one as the tests make them, and the
// admin connection the directory benchmark creates its databases with.
export { type Db, openDatabase } from '../src/db/client.ts';
// The tables the benchmarks read or write.
export {
  eventRegistrations,
  outboxMessages,
  schoolRoles,
  schools,
  users,
} from '../src/db/schema/index.ts';
// The directory's search, as `GET /api/directory/` runs it (bench/src/directory-plans.ts).
export { searchDirectory } from '../src/modules/directory/search.ts';
export { findSchoolBySubdomain } from '../src/platform/tenancy.ts';
// The seed's names and cities, for generated members (bench/src/directory-seed.ts).
export { CITIES, FIRST_NAMES, LAST_NAMES } from '../src/seed/people.ts';
export { seedDemo } from '../src/seed/seed.ts';
export { sessionHeaders } from './api.ts';
export { createTestDatabase } from './database.ts';
export { buildEvent, buildMember, buildSchool } from './factories.ts';
export { adminQuery, databaseUrlFor } from './global-setup.ts';
