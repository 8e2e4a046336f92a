import { describe, expect, it } from 'vitest';
import { DEGREE_MESSAGES, DEGREE_TEXT_MAX, degreeSchema } from './degrees.ts';
import { DEGREE_NAME_MAX } from './limits.ts';

// Spec 1 §4 School settings "degree name required (recommended max 128)"; §5 Degrees
// "Deletion is blocked while users hold the degree".
describe('a degree an admin saves', () => {
  const parse = (body: unknown) => degreeSchema.safeParse(body);
  const fields = (body: unknown) =>
    parse(body).error?.issues.map((issue) => issue.path.join('.')) ?? [];

  it('requires a name; 128 is only recommended, the column holds 255', () => {
    expect(DEGREE_NAME_MAX).toBe(128);
    expect(DEGREE_TEXT_MAX).toBe(255);
    expect(parse({ name: ' Master ' }).data).toEqual({ name: 'Master' });
    expect(fields({ name: 'M'.repeat(200) })).toEqual([]);
    expect(fields({})).toEqual(['name']);
    expect(fields({ name: '  ' })).toEqual(['name']);
    expect(fields({ name: 'M'.repeat(256) })).toEqual(['name']);
  });

  it('takes an optional section and subsection, empty meaning none', () => {
    expect(parse({ name: 'M', section: ' Sciences ', subsection: '' }).data).toEqual({
      name: 'M',
      section: 'Sciences',
      subsection: null,
    });
    expect(fields({ name: 'M', section: 3, subsection: 'S'.repeat(256) })).toEqual([
      'section',
      'subsection',
    ]);
  });

  it('says why it is not deleted, in both languages, without naming degrees or certificates', () => {
    expect(DEGREE_MESSAGES.fr.inUse(1)).toBe('Suppression impossible\u00a0: 1 membre le détient.');
    expect(DEGREE_MESSAGES.en.inUse(2)).toBe('Cannot delete: 2 members hold it.');
    for (const messages of Object.values(DEGREE_MESSAGES)) {
      for (const text of [messages.nameTaken, messages.inUse(2), messages.usedByFilters(2)]) {
        expect(text).not.toMatch(/diplôme|degree|certifica/i);
      }
    }
  });
});
