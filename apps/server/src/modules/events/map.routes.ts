import { EVENT_MAP_MAX, EVENT_PATHS, EventMapResponses, fastifyPath } from '@alumni/domain';
import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { events } from '../../db/schema/index.ts';
import { requireSignedIn } from '../../platform/authentication.ts';
import { groupByPlace } from '../../platform/geocoding.ts';
import { authorize } from '../../platform/policy.ts';
import type { EventsOptions } from './options.ts';
import { canReadEvents } from './policy.ts';
import { readableCondition } from './store.ts';

/**
 * The map of on-site events (issue 14 item 2 "the map of on-site events (geocoded city, as
 * the directory map)"): the upcoming ones the member may open, by city.
 */
export const mapRoutes: FastifyPluginAsyncZod<EventsOptions> = async (app, { db }) => {
  /**
   * GET /api/events/map/: the school's published on-site events not ended yet that the
   * member may open (restriction filters), the soonest EVENT_MAP_MAX, grouped by their city
   * placed with the offline gazetteer (the school's first phone country breaks ties between
   * cities of one name). 200 `{count, unplaced, points}`; 401; 403.
   */
  app.get(
    fastifyPath(EVENT_PATHS.map),
    {
      preValidation: requireSignedIn,
      schema: {
        tags: ['events'],
        summary: 'Upcoming on-site events on the map, by city',
        response: EventMapResponses,
      },
    },
    async (request) => {
      const actor = await authorize(request, db, canReadEvents);
      const rows = await db
        .select({
          id: events.id,
          title: events.title,
          slug: events.slug,
          city: events.city,
          startAt: events.startAt,
          endAt: events.endAt,
        })
        .from(events)
        .where(
          and(
            eq(events.schoolId, actor.school.id),
            eq(events.type, 'on_site'),
            gt(events.endAt, new Date()),
            readableCondition(actor),
          ) as SQL,
        )
        .orderBy(asc(events.startAt), asc(events.id))
        .limit(EVENT_MAP_MAX);
      const country = actor.school.phoneCountries[0] ?? null;
      const { placed, unplaced } = groupByPlace(rows, (row) => ({ city: row.city, country }));
      return {
        count: rows.length,
        unplaced: unplaced.length,
        points: placed.map(({ place, rows: here }) => ({
          lat: place.lat,
          lon: place.lon,
          city: place.name,
          country: place.country,
          count: here.length,
          events: here.map((row) => ({
            id: row.id,
            title: row.title,
            slug: row.slug,
            start_at: row.startAt.toISOString(),
            end_at: row.endAt.toISOString(),
          })),
        })),
      };
    },
  );
};
