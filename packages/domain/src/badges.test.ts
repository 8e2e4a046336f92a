import { describe, expect, it } from 'vitest';
import { BADGE_MESSAGES } from './badge-messages.ts';
import {
  BADGE_DESCRIPTION_MAX,
  BADGE_TITLE_MAX,
  badgeSchema,
  badgeText,
  canManageBadges,
  emojiIcon,
  heldBadges,
  isEmojiIcon,
} from './badges.ts';
import type { PermissionSchool, PermissionUser } from './permissions.ts';
import { inLocale } from './test-locale.ts';

// Spec 1 §3 "Badge: emoji icon, title and description per language"; §5 "badge icon must be
// an emoji and title is required per language"; spec 2 §6 "School admins … give badges".

describe('a badge icon', () => {
  it('is exactly one emoji: single, with a skin tone, a ZWJ sequence, a flag, a keycap', () => {
    for (const icon of ['🎓', '🏆', '🤝', '👍🏽', '👩‍🎓', '👨‍👩‍👧‍👦', '🇫🇷', '🏴󠁧󠁢󠁳󠁣󠁴󠁿', '1️⃣', '#️⃣', '❤️']) {
      expect(emojiIcon(icon), icon).toBe(icon);
    }
    // The longest RGI sequence: a kiss with two skin tones (15 UTF-16 units).
    expect(emojiIcon('🧑🏻‍❤️‍💋‍🧑🏼')).toBe('🧑🏻‍❤️‍💋‍🧑🏼');
  });

  it('ignores the spaces around it and takes a text-style pictograph in its emoji form', () => {
    expect(emojiIcon('  🎓 ')).toBe('🎓');
    expect(emojiIcon('❤')).toBe('❤️');
    expect(emojiIcon('✈')).toBe('✈️');
  });

  it('refuses letters, digits alone, several emoji, text and emptiness', () => {
    for (const icon of [
      '',
      '  ',
      'a',
      'A',
      'é',
      '1',
      '#',
      '42',
      '🎓🎓',
      '🎓 🏆',
      'Bravo 🎓',
      '🎓!',
      ':)',
      '\u200d',
      '\uFE0F',
      '🇫',
    ]) {
      expect(emojiIcon(icon), JSON.stringify(icon)).toBeNull();
    }
    expect(isEmojiIcon(3)).toBe(false);
    expect(isEmojiIcon('🎓')).toBe(true);
  });
});

describe('a badge an admin saves', () => {
  const parse = (body: unknown) => badgeSchema.safeParse(body);
  const fields = (body: unknown) =>
    parse(body).error?.issues.map((issue) => issue.path.join('.')) ?? [];

  it('needs an emoji, a title in one language at least, and trims its texts', () => {
    expect(parse({ icon: ' 🏆 ', title: { fr: ' Jury ', en: '' } }).data).toEqual({
      icon: '🏆',
      title: { fr: 'Jury', en: '' },
      description: { fr: '', en: '' },
    });
    expect(
      parse({
        icon: '🤝',
        title: { en: 'Mentor' },
        description: { fr: 'Accompagne', en: 'Guides' },
      }).data,
    ).toEqual({
      icon: '🤝',
      title: { fr: '', en: 'Mentor' },
      description: { fr: 'Accompagne', en: 'Guides' },
    });
  });

  it(`keeps titles to ${BADGE_TITLE_MAX} and descriptions to ${BADGE_DESCRIPTION_MAX} characters`, () => {
    expect(BADGE_TITLE_MAX).toBe(50);
    expect(BADGE_DESCRIPTION_MAX).toBe(255);
    const ok = { icon: '🎓', title: { fr: 'T'.repeat(50) }, description: { en: 'D'.repeat(255) } };
    expect(parse(ok).success).toBe(true);
    expect(fields({ ...ok, title: { fr: 'T'.repeat(51) } })).toEqual(['title.fr']);
    expect(fields({ ...ok, description: { en: 'D'.repeat(256) } })).toEqual(['description.en']);
  });

  it('refuses each bad field on its own path', () => {
    const title = { fr: 'Jury', en: 'Jury' };
    expect(fields({ title })).toEqual(['icon']);
    expect(fields({ icon: 'J', title })).toEqual(['icon']);
    expect(fields({ icon: 7, title })).toEqual(['icon']);
    expect(fields({ icon: '🎓' })).toEqual(['title']);
    expect(fields({ icon: '🎓', title: { fr: ' ', en: '' } })).toEqual(['title']);
    expect(fields({ icon: '🎓', title: 'Jury' })).toEqual(['title']);
    expect(fields({ icon: '🎓', title: { fr: 3 } })).toEqual(['title.fr']);
    expect(fields({ icon: '🎓', title, description: 'x' })).toEqual(['description']);
    // Every problem at once, so a form shows them together.
    expect(fields({ icon: 'x', title: {} })).toEqual(['icon', 'title']);
  });

  it('words its refusals in both languages', () => {
    const fr = inLocale(badgeSchema, 'fr').safeParse({ icon: 'abc', title: {} });
    expect(fr.error?.issues.map((issue) => issue.message)).toEqual([
      BADGE_MESSAGES.fr.notEmoji,
      BADGE_MESSAGES.fr.titleRequired,
    ]);
    const en = inLocale(badgeSchema, 'en').safeParse({ icon: '', title: { en: 'Jury' } });
    expect(en.error?.issues.map((issue) => issue.message)).toEqual(['This field is required']);
  });
});

describe('badges shown to members', () => {
  it('read in the page language, else the other one', () => {
    expect(badgeText({ fr: 'Ambassadeur', en: 'Ambassador' }, 'en')).toBe('Ambassador');
    expect(badgeText({ fr: 'Jury', en: '' }, 'en')).toBe('Jury');
    expect(badgeText({ fr: '', en: 'Mentor' }, 'fr')).toBe('Mentor');
  });

  it('follow the school order and skip a badge deleted since', () => {
    const badges = [{ id: 3 }, { id: 1 }, { id: 2 }];
    expect(heldBadges(badges, [2, 3, 9])).toEqual([{ id: 3 }, { id: 2 }]);
  });
});

describe('who manages badges', () => {
  const school = {
    id: 1,
    roles: [2, 4].map((role) => ({ role, enabled: true })),
    school_role_view_permission: [],
    userrole_validators: {},
    flags: { show_inactive: false, has_public_pages: false },
  } as unknown as PermissionSchool;
  const user = (role: number, superUser = false) =>
    ({
      id: 1,
      is_superuser: superUser,
      roles: [{ school: 1, role, is_active: true }],
    }) as unknown as PermissionUser;

  it('is the school admins and super users, not members', () => {
    expect(canManageBadges(user(2), school)).toBe(true);
    expect(canManageBadges(user(4, true), school)).toBe(true);
    expect(canManageBadges(user(4), school)).toBe(false);
  });
});
