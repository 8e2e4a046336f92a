import { describe, expect, it } from 'vitest';
import {
  COMMENT_CONTENT_MAX,
  canDeleteFeedItem,
  canEditFeedItem,
  canUseFeed,
  commentSchema,
  POST_IMAGES_MAX,
  POST_LINK_SCHEMES,
  POST_TEXT_MAX,
  postContentProblem,
  postPatchSchema,
  postSchema,
} from './feed.ts';
import type { PermissionSchool, PermissionUser } from './permissions.ts';
import { ROLE } from './roles.ts';
import { inLocale } from './test-locale.ts';

const school: PermissionSchool = {
  id: 1,
  roles: [ROLE.SchoolAdmin, ROLE.Alumni, ROLE.External].map((role) => ({
    id: role,
    role,
    enabled: true,
    enable_free_reg: false,
    color: null,
    names: { fr: '', en: '' },
    active: true,
    shown_in_directory: true,
  })),
  school_role_view_permission: [ROLE.SchoolAdmin, ROLE.Alumni].map((role) => ({
    app: 'feed',
    view: 'feed_list',
    school_role: role,
    allowed: true,
    superowner_allowed: role === ROLE.SchoolAdmin,
  })),
  userrole_validators: {},
  flags: { show_inactive: false, has_public_pages: false },
};
const member = (id: number, role: number): PermissionUser => ({
  id,
  is_superuser: false,
  roles: [{ id: id * 10, role, school: 1, is_active: true }],
});

describe('feed rules (spec 1 §1, spec 2 §6)', () => {
  it('opens the feed to roles allowed on feed/feed_list and to super users', () => {
    expect(canUseFeed(member(1, ROLE.Alumni), school)).toBe(true);
    expect(canUseFeed(member(2, ROLE.External), school)).toBe(false);
    expect(canUseFeed({ id: 3, is_superuser: true, roles: [] }, school)).toBe(true);
  });

  it('lets only the author edit, and the author or an admin delete', () => {
    expect(canEditFeedItem(member(1, ROLE.Alumni), 1)).toBe(true);
    expect(canEditFeedItem(member(9, ROLE.SchoolAdmin), 1)).toBe(false);
    expect(canDeleteFeedItem(member(1, ROLE.Alumni), school, 1)).toBe(true);
    expect(canDeleteFeedItem(member(9, ROLE.SchoolAdmin), school, 1)).toBe(true);
    expect(canDeleteFeedItem(member(2, ROLE.Alumni), school, 1)).toBe(false);
  });

  it(`takes at most ${POST_IMAGES_MAX} images and comments of 1 to ${COMMENT_CONTENT_MAX} characters`, () => {
    expect(inLocale(postSchema(), 'en').parse({ content: '<p>Hi</p>' })).toEqual({
      content: '<p>Hi</p>',
      images: [],
    });
    expect(
      inLocale(postSchema(), 'en').safeParse({ images: ['a', 'b', 'c', 'd', 'e'] }).success,
    ).toBe(false);
    // An edit changes only what it sends: no default empties the content.
    expect(inLocale(postPatchSchema(), 'en').parse({ images: [] })).toEqual({ images: [] });
    expect(inLocale(commentSchema(), 'en').safeParse({ content: '   ' }).success).toBe(false);
    expect(
      inLocale(commentSchema(), 'fr').safeParse({ content: 'a'.repeat(2001) }).error?.issues[0]
        ?.message,
    ).toContain('2000');
  });
});

describe('post content (text or an image; text of at most 5000 characters)', () => {
  it('refuses no text and no image, and text over POST_TEXT_MAX once whitespace is collapsed', () => {
    expect(POST_TEXT_MAX).toBe(5000);
    expect(postContentProblem(' \n ', 0, 'en')).toBe('Write something or add an image.');
    expect(postContentProblem('', 1, 'en')).toBeNull();
    expect(postContentProblem('a'.repeat(5000), 0, 'en')).toBeNull();
    expect(postContentProblem(`${'a '.repeat(2500)}b`, 0, 'fr')).toContain('5000');
  });

  it('keeps http, https and mailto links only', () => {
    expect(POST_LINK_SCHEMES).toEqual(['http', 'https', 'mailto']);
  });
});
