import { describe, expect, it } from 'vitest';
import {
  customPagePath,
  customPagesSettingsPath,
  shownTitle,
  sortedPages,
} from './customPagesRules.ts';

describe('custom pages on screen (issue 31 item 6)', () => {
  it('show a title in the page’s language, else the other, else the fallback', () => {
    expect(shownTitle({ fr: 'Charte', en: 'Charter' }, 'en', '?')).toEqual({
      text: 'Charter',
      lang: 'en',
    });
    expect(shownTitle({ fr: 'Charte', en: '' }, 'en', '?')).toEqual({ text: 'Charte', lang: 'fr' });
    expect(shownTitle({ fr: '', en: ' ' }, 'fr', 'Sans titre')).toEqual({
      text: 'Sans titre',
      lang: 'fr',
    });
  });

  it('list the pages by shown title, accents aside', () => {
    const page = (slug: string, fr: string, en = '') => ({
      slug,
      title: { fr, en },
      visibility: 'members' as const,
    });
    const pages = [page('z', 'Zèbre'), page('e', 'Été', 'Summer'), page('a', 'Accueil')];
    expect(sortedPages(pages, 'fr').map((p) => p.slug)).toEqual(['a', 'e', 'z']);
    expect(sortedPages(pages, 'en').map((p) => p.slug)).toEqual(['a', 'e', 'z']);
  });

  it('have addresses in the page’s language', () => {
    expect(customPagePath('fr', 'contact')).toBe('/page/contact');
    expect(customPagePath('en', 'charte', 4)).toBe('/en/page/charte/4');
    expect(customPagesSettingsPath('en', 3)).toBe(
      '/en/settings/school?section=features&part=pages&page=3',
    );
  });
});
