import { describe, expect, it } from 'vitest';
import { CAMPUS_MESSAGES, CAMPUS_NAME_MAX, campusSchema } from './campuses.ts';

// Spec 1 §3 "Campus: id, name"; spec 2 §6 "School admins … manage … degrees and campuses".
describe('a campus an admin saves', () => {
  const parse = (body: unknown) => campusSchema.safeParse(body);

  it('requires a name, trimmed, of at most 255 characters', () => {
    expect(CAMPUS_NAME_MAX).toBe(255);
    expect(parse({ name: '  Lyon  ' }).data).toEqual({ name: 'Lyon' });
    expect(parse({ name: 'L'.repeat(255) }).success).toBe(true);
    for (const body of [
      {},
      { name: '' },
      { name: '   ' },
      { name: 'L'.repeat(256) },
      { name: 3 },
    ]) {
      expect(
        parse(body).error?.issues.map((issue) => issue.path.join('.')),
        JSON.stringify(body),
      ).toEqual(['name']);
    }
  });
});

describe('the campus messages', () => {
  it('count the members or events in the way, in both languages', () => {
    expect(CAMPUS_MESSAGES.fr.inUse(1)).toContain('1 membre y est rattaché');
    expect(CAMPUS_MESSAGES.fr.inUse(3)).toContain('3 membres y sont rattachés');
    expect(CAMPUS_MESSAGES.en.inUse(1)).toContain('1 member belongs');
    expect(CAMPUS_MESSAGES.en.usedByEvents(2)).toContain('2 events restrict');
    // The school's wording names them campus or centre: the messages name neither.
    for (const messages of Object.values(CAMPUS_MESSAGES)) {
      for (const text of [messages.nameTaken, messages.inUse(2), messages.usedByEvents(2)]) {
        expect(text).not.toMatch(/campus|centre/i);
      }
    }
  });
});
