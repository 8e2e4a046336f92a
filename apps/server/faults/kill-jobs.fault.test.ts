import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  articleHistory,
  articles,
  bulkOperationItems,
  bulkOperations,
  massMailDeliveries,
  outboxMessages,
  posts,
  schoolBadges,
  userBadges,
} from '../src/db/schema/index.ts';
import { buildArticle } from '../test/factories.ts';
import { waitFor } from '../test/poll.ts';
import {
  count,
  killAndRestart,
  killFile,
  members,
  stage,
  waitForProgress,
} from './support/kill-fixtures.ts';

/*
 * Fault suite, kill -9 during queued work (issue 35 item 2): a bulk action, a mass mail and
 * scheduled publications, each on its own database and compiled instance. Each is killed with
 * SIGKILL once its work is under way (some of it committed, some not), then started again on
 * the same database (the killed jobs expire after 5 s with the suite's FAST_QUEUE timing,
 * pg-boss's maintenance fails them within a second, the retry runs them again). Every member,
 * recipient and article is then done exactly once: nothing twice, nothing lost.
 */

const { figures, stages } = killFile();
const POLL = { timeoutMs: 60_000, intervalMs: 20 };

describe.concurrent('kill -9 of an instance during queued work', () => {
  it('a bulk action (badges for 3,000 members): each member done once, progress completed', async () => {
    const s = await stage('bulk');
    stages.push(s);
    const ids = await members(s.db, s.school.id, 3000, `bulk-${s.school.id}`);
    const [badge] = await s.db
      .insert(schoolBadges)
      .values({
        schoolId: s.school.id,
        icon: 'star',
        title: { fr: 'B', en: 'B' },
        description: { fr: '', en: '' },
      })
      .returning();
    const res = await s.instance.request('/api/bulk-operations/badges/', {
      method: 'POST',
      headers: { ...s.admin, 'content-type': 'application/json' },
      body: JSON.stringify({ badges: [badge?.id], user_ids: ids }),
    });
    expect(res.status, await res.clone().text()).toBe(202);
    const { id } = (await res.json()) as { id: number };
    const items = () =>
      count(
        s.db,
        sql`select count(*) as n from ${bulkOperationItems} where ${bulkOperationItems.operationId} = ${id}`,
      );
    const atKill = await waitFor(items, (n) => n > 0 && n < ids.length, POLL);
    const { killedAt, restartMs } = await killAndRestart(s);
    const doneAtKill = await items();

    const status = () =>
      count(
        s.db,
        sql`select count(*) as n from ${bulkOperations} where ${bulkOperations.id} = ${id} and ${bulkOperations.status} = 'completed'`,
      );
    // The items' count moves while the operation resumes; its status turns completed at the end.
    await waitForProgress(items, (n) => n === ids.length);
    await waitFor(status, (n) => n === 1, { timeoutMs: 30_000, intervalMs: 250 });
    const resumeMs = Date.now() - killedAt;
    const [op] = await s.db.select().from(bulkOperations).where(sql`${bulkOperations.id} = ${id}`);
    const held = await count(
      s.db,
      sql`select count(*) as n from ${userBadges} where ${userBadges.badgeId} = ${badge?.id}`,
    );
    const distinct = await count(
      s.db,
      sql`select count(distinct ${userBadges.userId}) as n from ${userBadges} where ${userBadges.badgeId} = ${badge?.id}`,
    );
    const done = await count(
      s.db,
      sql`select count(*) as n from ${bulkOperationItems} where ${bulkOperationItems.operationId} = ${id} and ${bulkOperationItems.outcome} = 'done'`,
    );
    expect({ held, distinct, done, processed: op?.processed, total: op?.total }).toEqual({
      held: ids.length,
      distinct: ids.length,
      done: ids.length,
      processed: ids.length,
      total: ids.length,
    });
    figures.bulk_action = {
      members: ids.length,
      seen_before_kill: atKill,
      done_at_kill: doneAtKill,
      done_after: done,
      duplicates: held - distinct,
      lost: ids.length - distinct,
      restart_ms: restartMs,
      time_to_resume_ms: resumeMs,
    };
  });

  it('a mass mail (1,000 recipients): each recipient’s message in the outbox exactly once', async () => {
    const s = await stage('mail', { MASS_MAIL_PER_MINUTE: '100000' });
    stages.push(s);
    const tag = `mail-${s.school.id}`;
    const ids = await members(s.db, s.school.id, 1000, tag);
    const res = await s.instance.request('/api/mass-mails/', {
      method: 'POST',
      headers: { ...s.admin, 'content-type': 'application/json' },
      body: JSON.stringify({
        subject: 'Gala',
        body: '<p>Hello</p>',
        list: 'newsletter',
        user_ids: ids,
      }),
    });
    expect(res.status, await res.clone().text()).toBe(202);
    const { id } = (await res.json()) as { id: number };
    const like = `${tag}.%`;
    const sent = () =>
      count(
        s.db,
        sql`select count(*) as n from ${outboxMessages} where ${outboxMessages.to} like ${like}`,
      );
    // Mails leave one by one: killed with some sent, some in flight and most to go.
    const atKill = await waitFor(sent, (n) => n >= 20 && n < ids.length, POLL);
    const { killedAt, restartMs } = await killAndRestart(s);
    const sentAtKill = await sent();

    const recipients = () =>
      count(
        s.db,
        sql`select count(distinct ${outboxMessages.to}) as n from ${outboxMessages} where ${outboxMessages.to} like ${like}`,
      );
    await waitForProgress(recipients, (n) => n === ids.length);
    const resumeMs = Date.now() - killedAt;
    // The outbox's idempotency key is unique: a repeat would show as a second row per address.
    const messages = await sent();
    const deliveries = await count(
      s.db,
      sql`select count(*) as n from ${massMailDeliveries} where ${massMailDeliveries.operationId} = ${id} and ${massMailDeliveries.status} = 'sent'`,
    );
    expect({ messages, deliveries }).toEqual({ messages: ids.length, deliveries: ids.length });
    figures.mass_mail = {
      recipients: ids.length,
      seen_before_kill: atKill,
      sent_at_kill: sentAtKill,
      messages_after: messages,
      duplicates: messages - (await recipients()),
      lost: ids.length - (await recipients()),
      restart_ms: restartMs,
      time_to_resume_ms: resumeMs,
    };
  });

  it('scheduled publications (300 articles at one date): each announced once, one feed card each', async () => {
    const s = await stage('publication');
    stages.push(s);
    const N = 300;
    const made = [];
    for (let i = 0; i < N; i += 1) {
      made.push(await buildArticle(s.db, s.school.id, s.adminId, { state: 1, publishAt: null }));
    }
    // Saved for an hour ahead through the API (each queues its job at that date); once every
    // save is in, the date of all is brought to 2 s ahead, rows and jobs alike, so that the
    // saves' pace on a loaded machine does not matter.
    const publishAt = new Date(Date.now() + 3_600_000).toISOString();
    for (let i = 0; i < N; i += 10) {
      await Promise.all(
        made.slice(i, i + 10).map(async (article) => {
          const res = await s.instance.request(`/api/articles/${article.id}/`, {
            method: 'PATCH',
            headers: { ...s.admin, 'content-type': 'application/json' },
            body: JSON.stringify({ draft: false, publish_at: publishAt }),
          });
          expect(res.status, await res.text()).toBe(200);
        }),
      );
    }
    const due = new Date(Date.now() + 2_000);
    await s.db.execute(
      sql`update ${articles} set publish_at = ${due.toISOString()} where ${articles.schoolId} = ${s.school.id}`,
    );
    const moved = await count(
      s.db,
      sql`with moved as (update pgboss.job set start_after = ${due.toISOString()} where name = 'blog.publish' and state = 'created' returning 1) select count(*) as n from moved`,
    );
    expect(moved).toBe(N);
    const announced = () =>
      count(
        s.db,
        sql`select count(*) as n from ${articles} where ${articles.schoolId} = ${s.school.id} and ${articles.announcedAt} is not null`,
      );
    const atKill = await waitFor(announced, (n) => n > 0 && n < N, POLL);
    const { killedAt, restartMs } = await killAndRestart(s);
    const announcedAtKill = await announced();

    // The start's sweep announces what was due; killed jobs find them announced.
    await waitForProgress(announced, (n) => n === N);
    const resumeMs = Date.now() - killedAt;
    const history = await count(
      s.db,
      sql`select count(*) as n from ${articleHistory} where ${articleHistory.schoolId} = ${s.school.id} and ${articleHistory.toStatus} = 'published'`,
    );
    const cards = await count(
      s.db,
      sql`select count(*) as n from ${posts} where ${posts.schoolId} = ${s.school.id} and ${posts.subjectType} = 'article'`,
    );
    expect({ history, cards }).toEqual({ history: N, cards: N });
    figures.scheduled_publication = {
      articles: N,
      seen_before_kill: atKill,
      announced_at_kill: announcedAtKill,
      announcements_after: history,
      feed_cards_after: cards,
      duplicates: history - N,
      restart_ms: restartMs,
      time_to_resume_ms: resumeMs,
    };
  });
});
