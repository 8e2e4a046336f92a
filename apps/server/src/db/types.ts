import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A LISTEN on a connection of its own (Database.listen). */
export interface DatabaseListener {
  /**
   * Resolves once every notification of a transaction committed before the call has been
   * handed to the listener's callback (a round trip on the listening connection).
   */
  sync(): Promise<void>;
  /** Stops listening and closes the connection. */
  close(): Promise<void>;
}
