import { describe, expect, it } from 'vitest';
import { CUSTOM_PAGE_MESSAGES } from './custom-page-messages.ts';
import {
  CUSTOM_PAGE_HTML_MAX,
  CUSTOM_PAGE_TITLE_MAX,
  customPageAccess,
  customPageEntryNames,
  customPageNavbarState,
  customPageSchema,
  customPageTextIn,
  customSubpageSchema,
} from './custom-pages.ts';
import type { FeaturePath } from './features.ts';
import { visibleFeatures, visibleFeaturesFor } from './navigation.ts';
import type { PermissionSchool } from './permissions.ts';
import type { FeatureEntry } from './school.ts';
import { inLocale } from './test-locale.ts';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('a custom page (spec 1 §2 /page/{slug}, §5 Slug)', () => {
  const page = { slug: 'nous-contacter', title: { fr: 'Nous contacter', en: 'Contact us' } };

  it('takes a slug of letters, digits and hyphens, lowercased and tidied', () => {
    const parse = (slug: unknown) => inLocale(customPageSchema, 'fr').safeParse({ ...page, slug });
    expect(parse(' Nous--Contacter- ').data?.slug).toBe('nous-contacter');
    expect(parse('page2').data?.slug).toBe('page2');
    expect(issues(parse('nous contacter'))).toEqual({
      slug: 'Seuls les lettres, les chiffres et les tirets sont autorisés',
    });
    expect(issues(parse('---'))).toEqual({
      slug: 'Seuls les lettres, les chiffres et les tirets sont autorisés',
    });
    expect(issues(parse('é'))).toHaveProperty('slug');
    expect(issues(parse(''))).toEqual({ slug: 'Ce champ est obligatoire' });
    expect(issues(parse('a'.repeat(101)))).toEqual({
      slug: 'Ce champ ne doit pas dépasser 100 caractères',
    });
  });

  it('needs a title in one language at least, each at most 100 characters', () => {
    const parse = (title: unknown) =>
      inLocale(customPageSchema, 'en').safeParse({ ...page, title });
    expect(parse({ fr: '', en: 'Contact' }).success).toBe(true);
    expect(issues(parse({ fr: ' ', en: '' }))).toEqual({
      title: CUSTOM_PAGE_MESSAGES.en.titleRequired,
    });
    expect(issues(parse({ fr: 'x'.repeat(CUSTOM_PAGE_TITLE_MAX + 1), en: '' }))).toEqual({
      'title.fr': 'This field must not exceed 100 characters',
    });
    expect(issues(parse(undefined))).toEqual({ title: 'This field is required' });
  });

  it('is for members, in the navbar, with an empty body unless told otherwise', () => {
    expect(customPageSchema.parse(page)).toEqual({
      ...page,
      body: { fr: '', en: '' },
      visibility: 'members',
      in_navbar: true,
    });
    const parse = (extra: object) =>
      inLocale(customPageSchema, 'en').safeParse({ ...page, ...extra });
    expect(issues(parse({ visibility: 'everyone', in_navbar: 'yes' }))).toEqual({
      visibility: 'Invalid choice',
      in_navbar: 'Invalid value',
    });
    expect(issues(parse({ body: { fr: 'x'.repeat(CUSTOM_PAGE_HTML_MAX + 1) } }))).toEqual({
      'body.fr': `This field must not exceed ${CUSTOM_PAGE_HTML_MAX} characters`,
    });
  });

  it('has sub-pages of a title and a body, without slug or visibility', () => {
    expect(customSubpageSchema.parse({ title: { fr: 'Annexe', en: '' } })).toEqual({
      title: { fr: 'Annexe', en: '' },
      body: { fr: '', en: '' },
    });
    expect(issues(inLocale(customSubpageSchema, 'fr').safeParse({ title: { fr: '' } }))).toEqual({
      title: CUSTOM_PAGE_MESSAGES.fr.titleRequired,
    });
  });
});

describe('who reads a page (spec 2 §6 Feature visibility)', () => {
  const anonymous = { signedIn: false, member: false, admin: false };
  const outsider = { signedIn: true, member: false, admin: false };
  const member = { signedIn: true, member: true, admin: false };
  const admin = { signedIn: true, member: true, admin: true };
  const open = { visibility: 'public', navbar: 'on' } as const;
  const closed = { visibility: 'members', navbar: 'none' } as const;

  it('lets members read every page, and anyone a public page of a school with public pages', () => {
    expect(customPageAccess(closed, member, false)).toBe('read');
    expect(customPageAccess(open, anonymous, true)).toBe('read');
    expect(customPageAccess(open, outsider, true)).toBe('read');
  });

  it('asks anonymous visitors to sign in, and refuses signed-in outsiders, otherwise', () => {
    expect(customPageAccess(closed, anonymous, true)).toBe('sign-in');
    expect(customPageAccess(open, anonymous, false)).toBe('sign-in');
    expect(customPageAccess(closed, outsider, true)).toBe('forbidden');
    expect(customPageAccess(open, outsider, false)).toBe('forbidden');
  });

  it('switches a page off with its navbar entries, for everyone but the admins', () => {
    expect(customPageNavbarState([])).toBe('none');
    expect(customPageNavbarState([{ enabled: false }, { enabled: true }])).toBe('on');
    expect(customPageNavbarState([{ enabled: false }])).toBe('off');
    const off = { visibility: 'public', navbar: 'off' } as const;
    for (const reader of [anonymous, outsider, member]) {
      expect(customPageAccess(off, reader, true)).toBe('not-found');
    }
    expect(customPageAccess(off, admin, true)).toBe('read');
  });
});

describe('navbar entries of custom pages (spec 2 §2 "member-only or public display")', () => {
  const entry = (path: FeaturePath, extra: Partial<FeatureEntry> = {}): FeatureEntry => ({
    id: extra.id ?? 1,
    feature: { path, reserved: false },
    enabled: true,
    order: 0,
    priorityOrder: 11,
    icon: null,
    priority: 11,
    url_redirect: null,
    slug: 'contact',
    translations: [],
    ...extra,
  });
  const school = (hasPublicPages: boolean): PermissionSchool => ({
    id: 1,
    roles: [],
    school_role_view_permission: [],
    userrole_validators: {},
    flags: { show_inactive: false, has_public_pages: hasPublicPages },
  });

  it('shows anonymous visitors the public pages only, where the school has public pages', () => {
    const open = entry('page', { id: 1, public: true });
    const closed = entry('page', { id: 2, public: false, slug: 'charte' });
    const link = entry('custom', { id: 3, url_redirect: 'https://x.org' });
    expect(visibleFeaturesFor([open, closed, link], null, school(true))).toEqual([open]);
    expect(visibleFeaturesFor([open, closed, link], null, school(false))).toEqual([]);
    const viewer = { authenticated: false, isAdmin: false, hasPublicPages: true };
    expect(visibleFeatures([open, closed, link], viewer)).toEqual([open]);
  });

  it('are named after the page, cut to the entry’s 32 characters', () => {
    expect(customPageEntryNames({ fr: ' Nous contacter ', en: '' })).toEqual({
      fr: 'Nous contacter',
      en: '',
    });
    const long = customPageEntryNames({ fr: 'Une page au titre vraiment bien trop long', en: '' });
    expect(long.fr).toBe('Une page au titre vraiment bien…');
    expect(Array.from(long.fr)).toHaveLength(32);
  });
});

describe('customPageTextIn', () => {
  it('gives the language asked, else the other when it holds no text, else null', () => {
    expect(customPageTextIn({ fr: '<p>Bonjour</p>', en: '<p>Hello</p>' }, 'en')).toEqual({
      text: '<p>Hello</p>',
      lang: 'en',
    });
    expect(customPageTextIn({ fr: '<p>Bonjour</p>', en: '<p>&nbsp;</p>' }, 'en')).toEqual({
      text: '<p>Bonjour</p>',
      lang: 'fr',
    });
    expect(customPageTextIn({ fr: '', en: '<p></p>' }, 'fr')).toBeNull();
  });
});
