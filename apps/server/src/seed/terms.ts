import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

const DAY_MS = 86_400_000;

/**
 * Seeds the schools' terms (issue 31 item 5): version 1 of each school's terms, with its
 * addresses, published 60 days before `now`, and every member of the school accepting it on
 * some day of the month after, so that the demo sign-ins are not held at the terms step and
 * School settings → terms change shows a count and the latest acceptances. Runs in the seed's
 * transaction `tx`, after the members are in.
 */
export async function seedTerms(tx: Db, opts: { schoolIds: number[]; now: Date }): Promise<void> {
  const published = new Date(opts.now.getTime() - 60 * DAY_MS);
  const ids = sql.join(
    opts.schoolIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into school_terms_versions (school_id, version, terms_use_url, privacy_policy_url, published_at)
    select id, 1, terms_use_url, privacy_policy_url, ${published.toISOString()}::timestamptz
      from schools where id in (${ids})`);
  // A day between 1 and 30 after the publication, by member, at some hour of it.
  await tx.execute(sql`
    insert into terms_acceptances (school_id, user_id, version, accepted_at)
    select school_id, user_id, 1,
           ${published.toISOString()}::timestamptz
             + make_interval(days => 1 + user_id % 30, hours => 8 + user_id % 10)
      from user_roles where school_id in (${ids}) and refused_at is null
     group by school_id, user_id`);
}
