import {
  API_MESSAGE_REFS,
  FEATURE_OF_TEMPLATE,
  FEATURE_PATHS,
  type FeatureEntry,
  type FeaturePath,
  fastifyPath,
  isFeatureOn,
} from '@alumni/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { notFound } from './errors.ts';
import type { SchoolRow } from './tenancy.ts';

/**
 * Loads a school's feature entries (spec 1 §3 Feature entry). The schools module owns them and
 * app.ts injects its loader here, so that platform code imports no module.
 */
export type SchoolFeaturesLoader = (
  db: Db,
  school: SchoolRow,
) => Promise<Pick<FeatureEntry, 'enabled' | 'feature'>[]>;

declare module 'fastify' {
  interface FastifyInstance {
    /** See SchoolFeaturesLoader; what it finds is cached in schoolCaches.features. */
    loadSchoolFeatures: SchoolFeaturesLoader;
  }
}

/**
 * The features switched on in `school` (`isFeatureOn`, the rule the web's navbar follows), from
 * the instance's cache (dropped with the school's other caches when its features change).
 */
export function enabledFeatures(
  app: FastifyInstance,
  db: Db,
  school: SchoolRow,
): Promise<ReadonlySet<FeaturePath>> {
  return app.schoolCaches.features.get(school.id, async () => {
    const entries = await app.loadSchoolFeatures(db, school);
    return new Set(FEATURE_PATHS.filter((path) => isFeatureOn(entries, path)));
  });
}

/**
 * The one rule that enforces feature switches in the API (spec 2 §6 Feature visibility; issue 30
 * item 19): a request to an operation of a feature that is off in its school (the contract's
 * table FEATURE_ROUTES, matched on the route's template, `request.routeOptions.url`) is
 * answered 404 `{"detail"}`, whoever asks: members, admins and anonymous readers alike. What
 * admins need to switch it back on (the feature settings) belongs to no feature. Register it
 * after the request scope (its query runs in the school's scope) and before the routes' own
 * checks; a route of no feature passes at once, without a promise.
 */
export function registerFeatureSwitches(app: FastifyInstance, db: Db): void {
  const byRoute = new Map(
    [...FEATURE_OF_TEMPLATE].map(([template, feature]) => [fastifyPath(template), feature]),
  );
  /** The 404 to answer, or undefined when the feature is on or the host names no school. */
  const refusal = async (request: FastifyRequest, feature: FeaturePath) => {
    // The session first: its lookup takes a pool connection of its own, which must never wait
    // behind the request's transaction, begun by the features' query (pooled-transaction.ts).
    await request.currentUser();
    // A host naming no school passes: the route answers it as it did (401, or 404).
    const school = await request.school().catch(() => null);
    if (!school) return undefined;
    const on = await enabledFeatures(app, db, school);
    return on.has(feature) ? undefined : notFound(API_MESSAGE_REFS.featureOff);
  };
  app.addHook('preValidation', (request, _reply, done) => {
    const feature = byRoute.get(request.routeOptions.url ?? '');
    if (!feature) {
      done();
      return;
    }
    refusal(request, feature).then(
      (error) => done(error),
      (error: Error) => done(error),
    );
  });
}
