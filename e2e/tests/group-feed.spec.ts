import type { Page } from '@playwright/test';
import { budget, expect, signInAs, test } from '../fixtures.ts';

// Issue 33 item 4, seen from the school feed and the event form: a public group's post shows
// in the school feed naming its group (a link to the group's feed), and the event form offers
// the groups the author manages as its organiser. The demo member (Hélène Lefèvre) runs with
// the public running club and manages the private finance network (seed/groups.ts).
const MEMBER = 'member@demo.example.org';

const words = {
  fr: {
    feed: '/feed',
    inGroup: 'Dans le groupe',
    create: '/evenements/create',
    field: 'Organisé par un groupe',
    event: '/evenements/',
    organisedBy: 'Organisé par le groupe',
  },
  en: {
    feed: '/en/feed',
    inGroup: 'In the group',
    create: '/en/evenements/create',
    field: 'Organised by a group',
    event: '/en/evenements/',
    organisedBy: 'Organised by the group',
  },
} as const;

/**
 * Writes a post in the running club as the signed-in member, through the page (the browser
 * resolves the school's host): the newest post of the feed, whatever other tests published
 * before (a feed page holds 10; the seed's group posts were pushed off it on a full run).
 */
async function writeGroupPost(page: Page, text: string) {
  const status = await page.evaluate(async (content) => {
    const group = (await (await fetch('/api/groups/by-slug/club-de-course-a-pied/')).json()) as {
      id: number;
    };
    const res = await fetch('/api/posts/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: `<p>${content}</p>`, group_id: group.id }),
    });
    return res.status;
  }, text);
  expect(status).toBe(201);
}

async function groupLine(page: Page, text: string, label: string) {
  const line = page.getByTestId('post').filter({ hasText: text }).getByTestId('post-group');
  await expect(line).toContainText(label);
  await expect(line.getByRole('link', { name: 'Club de course à pied' })).toHaveAttribute(
    'href',
    /\/groups\/club-de-course-a-pied\/feed$/,
  );
}

for (const locale of ['fr', 'en'] as const) {
  test(`a group's post names its group in the feed, and an event names its organising group (${locale})`, async ({
    page,
    visit,
  }) => {
    test.setTimeout(budget(60_000));
    const w = words[locale];
    await signInAs(page, MEMBER);
    const text = `Sortie du dimanche ${Date.now()}-${locale}`;
    await visit(w.feed);
    await writeGroupPost(page, text);
    await visit(w.feed);
    await groupLine(page, text, w.inGroup);
    await page.screenshot({ path: `/tmp/shots/group-feed-${locale}.png`, fullPage: false });

    await visit(w.create);
    const select = page.getByRole('combobox', { name: w.field });
    await select.click();
    await page.getByRole('option', { name: 'Réseau Finance' }).click();
    await expect(select).toHaveValue('Réseau Finance');
    // The running club is the demo member's as a member, not a manager: not offered.
    await select.click();
    await expect(page.getByRole('option', { name: 'Club de course à pied' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await select.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/event-group-${locale}.png`, fullPage: false });

    // The school's next event is the running club's (seed): its page names and links the group.
    // Fetched by the page (the browser resolves the school's host; the API context does not).
    const { results } = (await page.evaluate(async () => (await fetch('/api/events/')).json())) as {
      results: { slug: string; group_id: number | null }[];
    };
    const organised = results.find((e) => e.group_id !== null);
    expect(organised).toBeDefined();
    await visit(`${w.event}${organised?.slug}`);
    const facts = page.getByTestId('event-facts');
    await expect(facts).toContainText(w.organisedBy);
    await expect(page.getByTestId('event-group')).toHaveAttribute(
      'href',
      /\/groups\/club-de-course-a-pied$/,
    );
    await facts.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots/event-organised-${locale}.png`, fullPage: false });
  });
}
