import { describe, expect, it } from 'vitest';
import { API_KEY_MESSAGES } from './api-key-messages.ts';
import {
  API_KEY_METHODS,
  API_KEY_NAME_MAX,
  API_KEY_PATTERN,
  apiKeyPrefix,
  apiKeySchema,
  canManageApiKeys,
} from './api-keys.ts';
import type { PermissionSchool, PermissionUser } from './permissions.ts';
import { inLocale } from './test-locale.ts';

// Spec 1 §2 Settings "API key and docs", §3 "API key with owner", §5 "API key owner required";
// issue 31 item 9: "a school API key with an owner (required), shown once, stored hashed,
// revocable, with its last use".

const KEY = `alk_0a1b2c3d_${'A'.repeat(40)}-_9`;

describe('an API key', () => {
  it('is alk_, an 8-hex-digit prefix, then a 43-character base64url secret', () => {
    expect(API_KEY_PATTERN.test(KEY)).toBe(true);
    expect(apiKeyPrefix(KEY)).toBe('0a1b2c3d');
    for (const wrong of [
      '',
      'alk_',
      KEY.slice(0, -1),
      `${KEY}A`,
      KEY.replace('alk_', 'ALK_'),
      KEY.replace('0a1b2c3d', '0A1B2C3D'),
      KEY.replace('-', '+'),
      ` ${KEY}`,
    ]) {
      expect(apiKeyPrefix(wrong), wrong).toBeNull();
    }
  });

  it('only reads: GET and HEAD', () => {
    expect([...API_KEY_METHODS].sort()).toEqual(['GET', 'HEAD']);
  });
});

describe('the body creating a key', () => {
  const fr = inLocale(apiKeySchema, 'fr');
  const en = inLocale(apiKeySchema, 'en');

  it('needs an owner (spec 1 §5 "API key owner required")', () => {
    for (const body of [{}, { owner: null }, { owner: undefined, name: 'CRM' }]) {
      const result = en.safeParse(body);
      expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
        ['owner', API_KEY_MESSAGES.en.ownerRequired],
      ]);
    }
    expect(fr.safeParse({}).error?.issues[0]?.message).toBe(API_KEY_MESSAGES.fr.ownerRequired);
  });

  it('takes an owner id (number or digits) and an optional trimmed name', () => {
    expect(en.safeParse({ owner: 12 }).data).toEqual({ owner: 12, name: '' });
    expect(en.safeParse({ owner: '12', name: '  CRM sync ' }).data).toEqual({
      owner: 12,
      name: 'CRM sync',
    });
  });

  it('refuses a wrong owner and a name over 100 characters', () => {
    for (const owner of [0, -1, 'x', 1.5, true, {}]) {
      expect(en.safeParse({ owner }).success, JSON.stringify(owner)).toBe(false);
    }
    expect(API_KEY_NAME_MAX).toBe(100);
    expect(en.safeParse({ owner: 1, name: 'a'.repeat(100) }).success).toBe(true);
    expect(en.safeParse({ owner: 1, name: 'a'.repeat(101) }).error?.issues[0]?.path).toEqual([
      'name',
    ]);
  });
});

describe('who manages the keys', () => {
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
    expect(canManageApiKeys(user(2), school)).toBe(true);
    expect(canManageApiKeys(user(4, true), school)).toBe(true);
    expect(canManageApiKeys(user(4), school)).toBe(false);
  });
});
