import type { FeaturePath, PermissionSchool, SchoolDetails, StaticLists } from '@alumni/domain';
import type { EventBus } from './event-bus.ts';
import type { PrecompressedBody } from './precompressed.ts';
import type { SchoolRow } from './tenancy.ts';
import { TtlCache } from './ttl-cache.ts';

/** The bus topic that tells every instance a school's cached data changed. */
export const SCHOOL_CHANGED_TOPIC = 'school.changed';

/** A school's public details as served: the payload and its JSON text, written once. */
export interface CachedDetails {
  details: SchoolDetails;
  /** The reply body (and its compressed forms), written by the route's serializer once. */
  body?: PrecompressedBody;
  /** A strong ETag of the body's text (quoted), for `If-None-Match`. */
  etag?: string;
}

/**
 * The per-school caches of one instance (issue 16 item 2): the school's row by subdomain,
 * its permission grid, subdomain/name and switched-on features by id, and its public details
 * by subdomain. Each
 * entry lives `ttlMs` (config.schoolCacheTtlMs) at most; a change of the school drops them
 * at once on every instance (`drop`, through the bus), so that the TTL only bounds what
 * moves without an event (member counts).
 */
export class SchoolCaches {
  readonly bySubdomain: TtlCache<string, SchoolRow | null>;
  readonly permissions: TtlCache<number, PermissionSchool>;
  /** The public details by subdomain (null: no such school). */
  readonly details: TtlCache<string, CachedDetails | null>;
  /** Subdomain and name by school id, for the member's list of schools (null: none). */
  readonly names: TtlCache<number, { subdomain: string; name: string } | null>;
  /** The features switched on, by school id (platform/feature-switches.ts). */
  readonly features: TtlCache<number, ReadonlySet<FeaturePath>>;
  /** The static lists (categories…) by school id, as `GET /api/static-lists/` sends them. */
  readonly staticLists: TtlCache<number, StaticLists>;

  constructor(
    ttlMs: number,
    private readonly bus: EventBus,
  ) {
    this.bySubdomain = new TtlCache(ttlMs);
    this.permissions = new TtlCache(ttlMs);
    this.details = new TtlCache(ttlMs);
    this.names = new TtlCache(ttlMs);
    this.features = new TtlCache(ttlMs);
    this.staticLists = new TtlCache(ttlMs);
  }

  /**
   * Listens for other instances' drops; resolves once live. Returns the function that stops
   * listening (on close).
   */
  listen(onError: (error: unknown) => void): Promise<() => void> {
    return this.bus.listen(SCHOOL_CHANGED_TOPIC, (data) => {
      try {
        const { id, subdomain } = data as { id: number; subdomain: string };
        this.dropHere(id, subdomain);
      } catch (error) {
        onError(error);
      }
    });
  }

  /**
   * Drops everything cached of `school` on this instance now, then on every instance (the
   * bus broadcast reaches this one too). Call it once the change is committed.
   */
  async drop(school: Pick<SchoolRow, 'id' | 'subdomain'>): Promise<void> {
    this.dropHere(school.id, school.subdomain);
    await this.bus.broadcast(SCHOOL_CHANGED_TOPIC, { id: school.id, subdomain: school.subdomain });
  }

  private dropHere(id: number, subdomain: string): void {
    this.bySubdomain.delete(subdomain);
    this.permissions.delete(id);
    this.details.delete(subdomain);
    this.names.delete(id);
    this.features.delete(id);
    this.staticLists.delete(id);
  }
}
