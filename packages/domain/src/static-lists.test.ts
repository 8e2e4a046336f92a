import { describe, expect, it } from 'vitest';
import {
  moveOption,
  proposeOptionCode,
  STATIC_LIST_DEFAULTS,
  STATIC_LIST_SCOPES,
  STATIC_OPTION_CODE_MAX,
  STATIC_OPTION_CODE_PATTERN,
  STATIC_OPTION_TEXT_MAX,
  type StaticListScope,
  staticListUsageText,
  staticOptionCreateSchema,
  staticOptionInUse,
  staticOptionPatchSchema,
  staticOptionText,
} from './static-lists.ts';
import { inLocale } from './test-locale.ts';

// Spec 1 §3 Other "List translation: scope, ext_id, locale, translation, order"; §5 General
// "Translation lists need at least one non-empty translation"; issue 31 item 3 "deleting an
// option in use refused with what uses it".

describe('the default options', () => {
  it('keep the codes content stored before the lists were the school’s', () => {
    expect(STATIC_LIST_DEFAULTS.article_category.map((o) => o.ext_id)).toEqual([
      'news',
      'school_life',
      'careers',
      'portraits',
      'events',
      'partners',
      'other',
    ]);
    expect(STATIC_LIST_DEFAULTS.event_category.map((o) => o.ext_id)).toEqual([
      'networking',
      'conference',
      'workshop',
      'afterwork',
      'sport',
      'career',
      'other',
    ]);
  });

  it('keep the job ads’ and work experiences’ codes, one list each for what both name', () => {
    const codes = (scope: StaticListScope) => STATIC_LIST_DEFAULTS[scope].map((o) => o.ext_id);
    // Job ads' contract types, then the work experiences' own.
    expect(codes('contract_type')).toEqual([
      'permanent',
      'fixed_term',
      'internship',
      'apprenticeship',
      'freelance',
      'temporary',
      'volunteer',
      'civil_service',
      'other',
    ]);
    // Job ads' sectors (the work experiences' that said the same moved to them), then the
    // work experiences' own.
    expect(codes('business_sector')).toEqual([
      'it',
      'finance',
      'consulting',
      'industry',
      'health',
      'education',
      'public',
      'retail',
      'media',
      'energy',
      'transport',
      'construction',
      'agriculture',
      'hospitality',
      'services',
      'other',
    ]);
    expect(codes('job_experience')).toEqual(['none', '0_2', '2_5', '5_10', '10_plus']);
    expect(codes('job_category')).toContain('engineering');
    expect(codes('group_category').length).toBeGreaterThan(0);
    for (const scope of STATIC_LIST_SCOPES) {
      expect(new Set(codes(scope)).size, scope).toBe(codes(scope).length);
      for (const code of codes(scope)) expect(code).toMatch(STATIC_OPTION_CODE_PATTERN);
    }
  });

  it('give every scope texts in both languages, within the limits', () => {
    for (const scope of STATIC_LIST_SCOPES) {
      for (const option of STATIC_LIST_DEFAULTS[scope]) {
        expect(option.translations.fr.length).toBeGreaterThan(0);
        expect(option.translations.en.length).toBeGreaterThan(0);
        expect(option.translations.fr.length).toBeLessThanOrEqual(STATIC_OPTION_TEXT_MAX);
        expect(option.ext_id.length).toBeLessThanOrEqual(STATIC_OPTION_CODE_MAX);
      }
    }
  });
});

describe('an option’s body', () => {
  const create = inLocale(staticOptionCreateSchema, 'en');

  it('needs one non-empty text at least (spec 1 §5 General)', () => {
    expect(create.safeParse({ translations: { fr: 'Alumni', en: '' } }).success).toBe(true);
    expect(create.safeParse({ translations: { en: ' Alumni ' } }).data).toEqual({
      translations: { fr: '', en: 'Alumni' },
    });
    const none = create.safeParse({ translations: { fr: '  ', en: '' } });
    expect(none.error?.issues).toMatchObject([
      { path: ['translations'], message: 'Give the option a text in one language at least.' },
    ]);
    const fr = inLocale(staticOptionCreateSchema, 'fr').safeParse({ translations: {} });
    expect(fr.error?.issues[0]?.message).toBe(
      'Donnez un texte à l’option dans une langue au moins.',
    );
    expect(create.safeParse({}).error?.issues[0]).toMatchObject({ path: ['translations'] });
  });

  it('keeps each text within 100 characters', () => {
    const long = create.safeParse({ translations: { fr: 'x'.repeat(101), en: 'ok' } });
    expect(long.error?.issues).toMatchObject([{ path: ['translations', 'fr'] }]);
    expect(
      create.safeParse({ translations: { fr: 'x'.repeat(STATIC_OPTION_TEXT_MAX), en: '' } })
        .success,
    ).toBe(true);
  });

  it('takes a code of lower-case letters, digits and underscores, 32 at most', () => {
    const base = { translations: { fr: 'Stage', en: '' } };
    expect(create.safeParse({ ...base, ext_id: 'stage_2026' }).success).toBe(true);
    for (const code of ['Stage', 'stage-ete', 'é', '', 'x'.repeat(33)]) {
      expect(create.safeParse({ ...base, ext_id: code }).success, code).toBe(false);
    }
  });

  it('changes the texts, the place or both, and not nothing', () => {
    const patch = inLocale(staticOptionPatchSchema, 'en');
    expect(patch.safeParse({ order: 0 }).success).toBe(true);
    expect(patch.safeParse({ translations: { fr: 'A', en: 'B' } }).success).toBe(true);
    expect(patch.safeParse({}).success).toBe(false);
    expect(patch.safeParse({ order: -1 }).success).toBe(false);
    expect(patch.safeParse({ order: 1.5 }).success).toBe(false);
  });
});

describe('an option’s text', () => {
  it('is the page’s language, else the other one', () => {
    const option = { translations: { fr: 'Vie du campus', en: '' } };
    expect(staticOptionText(option, 'fr')).toBe('Vie du campus');
    expect(staticOptionText(option, 'en')).toBe('Vie du campus');
    expect(staticOptionText({ translations: { fr: 'A', en: 'B' } }, 'en')).toBe('B');
  });
});

describe('a proposed code', () => {
  it('is the text without accents, in lower case, with underscores', () => {
    expect(proposeOptionCode({ fr: 'Vie de l’école', en: 'School life' }, new Set())).toBe(
      'vie_de_l_ecole',
    );
    expect(proposeOptionCode({ fr: '', en: 'Job dating!' }, new Set())).toBe('job_dating');
    expect(proposeOptionCode({ fr: '🎓', en: '' }, new Set())).toBe('option');
  });

  it('is unique in the list and fits in 32 characters', () => {
    const taken = new Set(['news', 'news_2']);
    expect(proposeOptionCode({ fr: 'News', en: '' }, taken)).toBe('news_3');
    const long = proposeOptionCode({ fr: 'a'.repeat(40), en: '' }, new Set(['a'.repeat(32)]));
    expect(long).toBe(`${'a'.repeat(30)}_2`);
  });
});

describe('moving an option', () => {
  it('puts it at its new place, the others keeping their order', () => {
    expect(moveOption([1, 2, 3, 4], 3, 0)).toEqual([3, 1, 2, 4]);
    expect(moveOption([1, 2, 3, 4], 1, 2)).toEqual([2, 3, 1, 4]);
    expect(moveOption([1, 2, 3, 4], 2, 99)).toEqual([1, 3, 4, 2]);
    expect(moveOption([1, 2], 9, 0)).toEqual([1, 2]);
  });
});

describe('the refusal to delete an option in use', () => {
  it('says what uses it, in both languages', () => {
    expect(staticOptionInUse('en', [{ kind: 'articles', count: 3 }])).toBe(
      'Cannot delete: used by 3\u00a0articles. Give them another option first.',
    );
    expect(
      staticListUsageText('en', [
        { kind: 'articles', count: 1 },
        { kind: 'events', count: 0 },
        { kind: 'job_ads', count: 2 },
      ]),
    ).toBe('1\u00a0article and 2\u00a0job ads');
    expect(staticOptionInUse('fr', [{ kind: 'events', count: 1 }])).toBe(
      'Suppression impossible\u00a0: utilisée par 1\u00a0événement. Changez-leur d’abord d’option.',
    );
  });
});
