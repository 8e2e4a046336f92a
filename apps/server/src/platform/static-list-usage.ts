import type { StaticListScope, StaticListUsage, StaticListUsageKind } from '@alumni/domain';
import type { Db } from '../db/client.ts';

/**
 * One kind of content that stores a static list's codes (an article's category, an event's),
 * registered by the module that owns the content. The static-lists module reads only this
 * registry, so that it counts what uses an option without reading another module's tables,
 * and a new list user needs no change there.
 */
export interface StaticListUser {
  /** The list whose codes the content stores. */
  scope: StaticListScope;
  /** What the content is, for the messages ("used by 3 articles"). */
  kind: StaticListUsageKind;
  /**
   * How many of the school's items store each of `codes` (codes none use may be left out),
   * with the module's own query, on the caller's transaction.
   */
  count(db: Db, schoolId: number, codes: readonly string[]): Promise<Map<string, number>>;
}

/** The users of one app instance (app.staticListUsage). */
export interface StaticListUsageRegistry {
  /** Adds a user; throws when its scope and kind are registered already. Register while the app is built. */
  register(user: StaticListUser): void;
  /**
   * What uses each of `codes` of `scope` in the school: per code, one entry per registered
   * kind of the scope (count 0 included), in the order they were registered.
   */
  usage(
    db: Db,
    schoolId: number,
    scope: StaticListScope,
    codes: readonly string[],
  ): Promise<Map<string, StaticListUsage[]>>;
}

/** A new, empty registry. */
export function createStaticListUsage(): StaticListUsageRegistry {
  const users: StaticListUser[] = [];
  return {
    register(user) {
      if (users.some((u) => u.scope === user.scope && u.kind === user.kind)) {
        throw new Error(`Static list user ${user.scope}/${user.kind} is registered twice.`);
      }
      users.push(user);
    },
    async usage(db, schoolId, scope, codes) {
      const result = new Map<string, StaticListUsage[]>(codes.map((code) => [code, []]));
      if (codes.length === 0) return result;
      // One after the other: on a transaction's handle the queries cannot run side by side.
      for (const user of users.filter((u) => u.scope === scope)) {
        const counts = await user.count(db, schoolId, codes);
        for (const code of codes) {
          result.get(code)?.push({ kind: user.kind, count: counts.get(code) ?? 0 });
        }
      }
      return result;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The content that stores static lists' codes, registered by its modules. */
    staticListUsage: StaticListUsageRegistry;
  }
}
