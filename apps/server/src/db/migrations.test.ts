import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const folder = path.join(import.meta.dirname, 'migrations');
const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe('the migrations journal', () => {
  it('dates each migration after the one before', () => {
    // Drizzle's migrator applies only the migrations dated after the last one a database
    // has: one dated earlier would be skipped on every existing database.
    const dates = journal.entries.map((entry) => entry.when);
    for (let i = 1; i < dates.length; i++) {
      expect(dates[i], journal.entries[i]?.tag).toBeGreaterThan(dates[i - 1] as number);
    }
  });

  it('numbers the files in order, one per entry', () => {
    const files = readdirSync(folder).filter((name) => name.endsWith('.sql'));
    expect(files.sort()).toEqual(journal.entries.map((entry) => `${entry.tag}.sql`));
    journal.entries.forEach((entry, i) => {
      expect(entry.idx).toBe(i);
      expect(entry.tag.startsWith(String(i).padStart(4, '0'))).toBe(true);
    });
  });
});
