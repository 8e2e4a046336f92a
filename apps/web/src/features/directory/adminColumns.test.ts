import { describe, expect, it } from 'vitest';
import {
  ADMIN_COLUMNS_STORAGE_KEY,
  DEFAULT_ADMIN_COLUMNS,
  loadAdminColumns,
  orderedColumns,
  parseStoredColumns,
  saveAdminColumns,
} from './adminColumns.ts';

describe('admin list columns (spec 1 §2 Directory "column chooser")', () => {
  it('keeps the table order and drops unknown or repeated names', () => {
    expect(orderedColumns(['status', 'email', 'nope', 'email', 3])).toEqual(['email', 'status']);
  });

  it('reads a stored choice, the defaults when none or unreadable', () => {
    expect(parseStoredColumns(null)).toEqual(DEFAULT_ADMIN_COLUMNS);
    expect(parseStoredColumns('not json')).toEqual(DEFAULT_ADMIN_COLUMNS);
    expect(parseStoredColumns('{"a":1}')).toEqual(DEFAULT_ADMIN_COLUMNS);
    expect(parseStoredColumns('["phone","email"]')).toEqual(['email', 'phone']);
    // Hiding every optional column is a choice too.
    expect(parseStoredColumns('[]')).toEqual([]);
  });

  it('remembers the choice in the storage, and survives a storage that throws', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    saveAdminColumns(storage, ['city', 'email']);
    expect(store.get(ADMIN_COLUMNS_STORAGE_KEY)).toBe('["email","city"]');
    expect(loadAdminColumns(storage)).toEqual(['email', 'city']);

    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(loadAdminColumns(broken)).toEqual(DEFAULT_ADMIN_COLUMNS);
    expect(() => saveAdminColumns(broken, ['email'])).not.toThrow();
    expect(loadAdminColumns(null)).toEqual(DEFAULT_ADMIN_COLUMNS);
  });
});
