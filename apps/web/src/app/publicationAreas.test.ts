import { LOCALES } from '@alumni/domain';
import { describe, expect, it } from 'vitest';
import { ARTICLE_PUBLICATION } from '../features/blog/publicationArea.ts';
import { EVENT_PUBLICATION } from '../features/events/publicationArea.ts';
import { GROUP_PUBLICATION } from '../features/groups/publicationArea.ts';
import { JOB_PUBLICATION } from '../features/jobs/publicationArea.ts';
import type { PublicationWebArea } from '../features/publication/area.ts';
import { allPublicationKeys, publicationKeys } from '../features/publication/area.ts';
import { CATALOGUES } from '../i18n/allCatalogues.ts';

/** Every area on the kit: a new one is added here, so that its words are checked. */
const AREAS: PublicationWebArea[] = [
  ARTICLE_PUBLICATION,
  EVENT_PUBLICATION,
  JOB_PUBLICATION,
  GROUP_PUBLICATION,
];

describe('publication kit areas', () => {
  for (const area of AREAS) {
    it(`${area.i18nPrefix}: fr and en hold every key the kit reads`, () => {
      const keys = allPublicationKeys(area);
      for (const locale of LOCALES) {
        expect(
          keys.filter((key) => !(key in CATALOGUES[locale])),
          locale,
        ).toEqual([]);
      }
    });
  }

  it('names a listed history action by its own key, any other by {prefix}_history_other', () => {
    const keys = publicationKeys(ARTICLE_PUBLICATION);
    expect(keys.historyAction('admin_edit')).toBe('blog_history_admin_edit');
    expect(keys.historyAction('archive')).toBe('blog_history_other');
    expect(publicationKeys(EVENT_PUBLICATION).status('pending')).toBe('events_status_pending');
  });

  it('gives each area its own test ids and query keys', () => {
    const ids = AREAS.flatMap((area) => Object.values(area.testIds));
    expect(new Set(ids).size).toBe(ids.length);
    const roots = AREAS.map((area) => JSON.stringify(area.queryKeys.all));
    expect(new Set(roots).size).toBe(roots.length);
  });
});
