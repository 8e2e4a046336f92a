/**
 * The EXPLAIN ANALYZE plans of what `GET /api/directory/` runs, for the directory benchmark:
 * each scenario's query goes through the service itself (search.ts) in a transaction that
 * works as the app does (role `alumni_app`, `app.school_id` set: row-level security on), with
 * the queries it sends recorded and then run again under EXPLAIN ANALYZE with their values.
 * The planner's estimate (EXPLAIN FORMAT JSON) shows as its row count.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DirectoryQuerySchema, directoryListedRoles } from '@alumni/domain';
import { type Db, findSchoolBySubdomain, schoolRoles, searchDirectory } from '@alumni/server/tools';
import { eq, sql } from 'drizzle-orm';

type Query = { text: string; values?: unknown[] };
type Client = { query: (config: Query | string, values?: unknown[]) => Promise<unknown> };

/** The plans of one scenario: every query the service sent for it, explained. */
async function scenarioPlans(db: Db, subdomain: string, url: string): Promise<string> {
  const school = await findSchoolBySubdomain(db, subdomain);
  if (!school) throw new Error(`no school ${subdomain}`);
  const listedRoles = directoryListedRoles({
    roles: (await db.select().from(schoolRoles).where(eq(schoolRoles.schoolId, school.id))).map(
      (r) => ({ role: r.role, enabled: r.enabled, shown_in_directory: r.shownInDirectory }),
    ),
  });
  const query = DirectoryQuerySchema.parse(
    Object.fromEntries(new URL(url, 'http://x').searchParams),
  );
  const out: string[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('role', 'alumni_app', true), set_config('app.school_id', ${String(school.id)}, true), set_config('app.all_schools', '', true)`,
    );
    const client = (tx as unknown as { session: { client: Client } }).session.client;
    const original = client.query.bind(client);
    const sent: Query[] = [];
    client.query = (config, values) => {
      if (typeof config !== 'string') sent.push({ text: config.text, values: values ?? [] });
      return original(config, values);
    };
    try {
      await searchDirectory(tx, school, query, {
        recruiter: false,
        listedRoles,
        adminList: false,
        fields: { kind: 'member', userId: 0 },
      });
    } finally {
      client.query = original;
    }
    for (const { text, values } of sent) {
      if (/^explain \(format json\)/i.test(text)) {
        const rows = (await original({ text, values })) as { rows: { 'QUERY PLAN': unknown }[] };
        const plan = rows.rows[0]?.['QUERY PLAN'] as [{ Plan: { 'Plan Rows': number } }];
        out.push(`estimate: ${plan[0]?.Plan['Plan Rows']} rows (EXPLAIN, not run)`);
      } else if (/^(select|with)\b/i.test(text.trim())) {
        const rows = (await original({ text: `explain (analyze, costs off) ${text}`, values })) as {
          rows: { 'QUERY PLAN': string }[];
        };
        out.push(rows.rows.map((r) => r['QUERY PLAN']).join('\n'));
      }
    }
  });
  return out.join('\n\n');
}

/**
 * Explains every scenario on the benchmark's database and writes the plans into the section
 * of `members` in `bench/results/directory-plans.txt` (the other sizes' sections stay).
 * Returns the section.
 */
export async function writePlans(
  db: Db,
  members: number,
  opts: { smallSchool: string; scenarios: { name: string; school: string; path: string }[] },
): Promise<string> {
  const parts: string[] = [];
  for (const scenario of opts.scenarios) {
    const subdomain = scenario.school === 'small' ? opts.smallSchool : 'demo';
    const plans = await scenarioPlans(db, subdomain, scenario.path);
    parts.push(`-- ${scenario.name}: ${subdomain} ${scenario.path}\n${plans}\n`);
  }
  const heading = `==== ${members.toLocaleString('en')} members ====`;
  const section = `${heading}\n\n${parts.join('\n')}`;
  const file = path.resolve(import.meta.dirname, '../results/directory-plans.txt');
  const sections = new Map<string, string>();
  if (existsSync(file)) {
    // Sections start with their heading; anything before the first one is an old format.
    for (const part of readFileSync(file, 'utf8').split(/^(?===== )/m)) {
      const title = part.split('\n', 1)[0] ?? '';
      if (title.startsWith('==== ')) sections.set(title, part.trimEnd());
    }
  }
  sections.set(heading, section.trimEnd());
  const ordered = [...sections.entries()]
    .sort(([a], [b]) => Number(a.replace(/\D/g, '')) - Number(b.replace(/\D/g, '')))
    .map(([, text]) => text);
  writeFileSync(file, `${ordered.join('\n\n')}\n`);
  return section;
}
