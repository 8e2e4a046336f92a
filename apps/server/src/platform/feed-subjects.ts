import {
  FEED_SUBJECT_FEATURES,
  type FeaturePath,
  type FeedSubject,
  type FeedSubjectType,
} from '@alumni/domain';
import type { Db } from '../db/client.ts';
import type { Actor } from './actor.ts';
import type { SchoolRow } from './tenancy.ts';

/**
 * The items a feed card may share (issue 13 item 7; events and job ads next), each read by
 * the module that owns it: the feed keeps only `(type, id)` on its post and asks the owner,
 * once per page, which of them the viewer may open and how they look now. A card whose item
 * was unpublished, deleted or is restricted for the viewer is left out of their feed.
 */
export interface FeedSubjectSource {
  type: FeedSubjectType;
  /**
   * The cards of the items `ids` that `actor` may open now, by id (one query for the page);
   * ids left out are not shown.
   */
  cards(db: Db, actor: Actor, ids: number[]): Promise<Map<number, FeedSubject>>;
}

/** The sources of one app instance (app.feedSubjects). */
export interface FeedSubjects {
  /** Adds the source of a type; throws if the type has one. Register while the app is built. */
  register(source: FeedSubjectSource): void;
  /**
   * The cards of `refs` that `actor` may open, keyed `type:id`: one call per type present
   * (none when `refs` is empty); a type without a source shows nothing, nor does a type whose
   * feature is off in the actor's school (FEED_SUBJECT_FEATURES; issue 30 item 19: an article
   * published while the blog was on must not stay readable through the feed once it is off).
   */
  cards(
    db: Db,
    actor: Actor,
    refs: { type: string; id: number }[],
  ): Promise<Map<string, FeedSubject>>;
}

/**
 * A new, empty registry; `featuresOf` tells which features are on in a school
 * (platform/feature-switches.ts `enabledFeatures`).
 */
export function createFeedSubjects(
  featuresOf: (db: Db, school: SchoolRow) => Promise<ReadonlySet<FeaturePath>>,
): FeedSubjects {
  const sources = new Map<string, FeedSubjectSource>();
  return {
    register(source) {
      if (sources.has(source.type)) {
        throw new Error(`Feed subject ${source.type} is registered twice.`);
      }
      sources.set(source.type, source);
    },
    async cards(db, actor, refs) {
      const byType = new Map<string, number[]>();
      for (const { type, id } of refs) byType.set(type, [...(byType.get(type) ?? []), id]);
      const found = new Map<string, FeedSubject>();
      if (byType.size === 0) return found;
      const on = await featuresOf(db, actor.school);
      // One after the other: on a transaction's handle the queries cannot run side by side.
      for (const [type, ids] of byType) {
        const source = sources.get(type);
        if (!source || !on.has(FEED_SUBJECT_FEATURES[source.type])) continue;
        for (const [id, card] of await source.cards(db, actor, ids))
          found.set(`${type}:${id}`, card);
      }
      return found;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sources of the items feed cards share, registered by their modules. */
    feedSubjects: FeedSubjects;
  }
}
