/**
 * The directory benchmark's members, generated in SQL (never committed): `members` users of
 * the demo school with French names, cities, roles, degrees, campuses and years spread by
 * hash, so that every run and every size has the same shape.
 *
 * Names: the seed's 50 French first names (each about 2 % of members, `camille` among them);
 * one member in ten bears one of its 50 common surnames (about 0.2 % each); the others one of
 * 2,000 surnames built from syllables (about 0.045 % each). Each choice is its own hash of
 * the member's number, so first names, surnames and cities are independent of one another:
 * the first generator took them from the number's residues, and every Camille then bore one
 * of the common surnames, which real directories do not do.
 */
import { type Db, FIRST_NAMES, LAST_NAMES, CITIES as SEED_CITIES } from '@alumni/server/tools';
import { sql } from 'drizzle-orm';

/** The seed's first twelve cities. */
const CITIES = SEED_CITIES.slice(0, 12);
/** Syllables of the generated surnames: 40 × 50 = 2,000 of them. */
const PREFIXES =
  'Ber Dur Lem Mor Gar Fou Bon Dub Lam Mar Rou Ch Gir Mal Pel Tes Vil Bar Cor Del Fav Gau Jol Lac Mer Nav Pic Ren Sal Thi Val Bes Cam Dor Fer Hom Lav Mon Per Rab'.split(
    ' ',
  );
const SUFFIXES =
  'and ier ot eau in el et on ard ault oux ais aud eux ac ey illon ette ille enne ouin ange ois erre ieu ant esse aux elin otte ignac ourt ès ival orel anne uche oche iet ardy elle ouard ène igny ol uel ert iot acq ourg'.split(
    ' ',
  );

const arr = (items: readonly string[]) =>
  sql.raw(`array[${items.map((i) => `'${i.replace(/'/g, "''")}'`).join(',')}]`);

/** Users inserted per statement: progress shows, and no single statement holds 1M rows. */
const BATCH = 100_000;

/**
 * Inserts `members` users and their role in the `demo` school (seeded before), then runs
 * `VACUUM ANALYZE` as autovacuum would after a bulk load (it also merges GIN's pending
 * list). Calls `progress` with the users inserted so far. Returns the seconds it took.
 */
export async function generateMembers(
  db: Db,
  members: number,
  progress: (done: number) => void = () => {},
): Promise<number> {
  const started = Date.now();
  for (let from = 1; from <= members; from += BATCH) {
    const to = Math.min(members, from + BATCH - 1);
    await db.execute(sql`
      insert into users (email, first_name, last_name, city, country, is_active, activation_date)
      select 'bench' || g || '@bench.example.org',
             (${arr(FIRST_NAMES)})[1 + abs(hashint4(g)) % ${FIRST_NAMES.length}],
             case when abs(hashint4(g * 13 + 5)) % 10 = 0
               then (${arr(LAST_NAMES)})[1 + abs(hashint4(g * 17 + 7)) % ${LAST_NAMES.length}]
               else (${arr(PREFIXES)})[1 + abs(hashint4(g * 19 + 11)) % ${PREFIXES.length}]
                    || (${arr(SUFFIXES)})[1 + abs(hashint4(g * 23 + 13)) % ${SUFFIXES.length}]
             end,
             (${arr(CITIES)})[1 + abs(hashint4(g * 29 + 17)) % ${CITIES.length}],
             'FR', true, now()
      from generate_series(${from}::int, ${to}::int) g`);
    progress(to);
  }
  await db.execute(sql`
    with degree_ids as (
      select array_agg(d.id order by d.id) ids from degrees d join schools s on s.id = d.school_id
      where s.subdomain = 'demo'
    ), campus_ids as (
      select array_agg(c.id order by c.id) ids from campuses c join schools s on s.id = c.school_id
      where s.subdomain = 'demo'
    )
    insert into user_roles (user_id, school_id, role, is_active, activation_date, graduation_year, degree_id, campus_id)
    select u.id, s.id, (array[3, 4, 4, 4, 4, 5, 6, 7])[1 + abs(hashint4(u.id)) % 8], true, now(),
           1990 + abs(hashint4(u.id * 7 + 3)) % 36,
           d.ids[1 + abs(hashint4(u.id * 3 + 1)) % least(10, cardinality(d.ids))],
           c.ids[1 + abs(hashint4(u.id * 5 + 2)) % least(6, cardinality(c.ids))]
    from users u, schools s, degree_ids d, campus_ids c
    where s.subdomain = 'demo' and u.email like 'bench%@bench.example.org'`);
  // Merge GIN's pending list and refresh statistics, as autovacuum would after a bulk load.
  await db.execute(sql`vacuum analyze`);
  return (Date.now() - started) / 1000;
}
