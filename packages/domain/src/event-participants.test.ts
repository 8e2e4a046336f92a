import { describe, expect, it } from 'vitest';
import { PARTICIPANT_MESSAGES, PARTICIPANT_REFS } from './event-participant-messages.ts';
import {
  CHECK_IN_CODE_ALPHABET,
  CHECK_IN_CODE_LENGTH,
  CHECK_IN_CODE_PATTERN,
  checkInSchema,
  defuseCsvCell,
  documentDecisionSchema,
  EVENT_DOCUMENTS_MAX,
  groupCheckInCode,
  holdsSeats,
  moveRegistrationSchema,
  normalizeCheckInCode,
  PARTICIPANT_MESSAGE_SUBJECT_MAX,
  participantMessageSchema,
  requiredDocumentsSchema,
} from './event-participants.ts';

describe('formula-like cells (OWASP CSV injection)', () => {
  it('prefixes cells starting with = + - @ tab or CR with an apostrophe, and only those', () => {
    for (const cell of ['=1+1', '+33', '-2', '@SUM(A1)', '\tx', '\rx']) {
      expect(defuseCsvCell(cell)).toBe(`'${cell}`);
    }
    for (const cell of ['Ada', ' =1', 'a=b', '', '1-2']) expect(defuseCsvCell(cell)).toBe(cell);
  });
});

// Issue 30 item 9: the participant was told to read out a 32-character hex code. Codes are
// now 8 characters that sound and look unalike; old hex codes still check in.
describe('check-in codes', () => {
  const hex = '0123456789abcdef0123456789abcdef';

  it('reads a short code as typed or read out: spaces, dashes, case, O/0 and I/L/1', () => {
    expect(normalizeCheckInCode('K7M4QX9P')).toBe('K7M4QX9P');
    expect(normalizeCheckInCode(' k7m4-qx9p\n')).toBe('K7M4QX9P');
    expect(normalizeCheckInCode(groupCheckInCode('K7M4QX9P'))).toBe('K7M4QX9P');
    expect(normalizeCheckInCode('oil0 1ABC')).toBe('01101ABC');
  });

  it('still reads an old hex code, pasted with its dashes', () => {
    expect(normalizeCheckInCode(hex.toUpperCase())).toBe(hex);
    expect(normalizeCheckInCode('01234567-89ab-cdef-0123-456789abcdef')).toBe(hex);
  });

  it('refuses anything else', () => {
    for (const raw of ['', 'K7M4QX9', 'K7M4QX9PP', 'K7M4QX9U', hex.slice(1), `${hex}0`]) {
      expect(normalizeCheckInCode(raw), raw).toBeNull();
    }
  });

  it('uses 32 letters, none of I, L, O, U; shown in groups of four', () => {
    expect(new Set(CHECK_IN_CODE_ALPHABET).size).toBe(32);
    expect(CHECK_IN_CODE_ALPHABET).not.toMatch(/[ILOU]/);
    for (const c of CHECK_IN_CODE_ALPHABET) {
      expect(CHECK_IN_CODE_PATTERN.test(c.repeat(CHECK_IN_CODE_LENGTH))).toBe(true);
    }
    expect(groupCheckInCode('K7M4QX9P')).toBe('K7M4 QX9P');
  });
});

describe('check-in body', () => {
  const schema = checkInSchema();
  const code = '0123456789abcdef0123456789abcdef';
  it('takes a code (any case) or a registration id, one of the two', () => {
    expect(schema.parse({ code: code.toUpperCase() })).toEqual({ code });
    expect(schema.parse({ code: 'k7m4 qx9p' })).toEqual({ code: 'K7M4QX9P' });
    expect(schema.parse({ registration_id: 3 })).toEqual({ registration_id: 3 });
    for (const body of [{}, { code, registration_id: 3 }]) {
      const issues = schema.safeParse(body).error?.issues ?? [];
      expect(issues.map((i) => [i.path, i.message])).toEqual([
        [[], PARTICIPANT_REFS.codeOrRegistration],
      ]);
    }
    expect(schema.safeParse({ code: 'zz' }).success).toBe(false);
  });
});

describe('moves and messages', () => {
  it('a move names a ticket id', () => {
    expect(moveRegistrationSchema().safeParse({ ticket_id: 0 }).success).toBe(false);
    expect(moveRegistrationSchema().parse({ ticket_id: 7 })).toEqual({ ticket_id: 7 });
  });

  it('a message needs a subject and a text; it goes to confirmed registrations by default', () => {
    const schema = participantMessageSchema();
    expect(schema.parse({ subject: ' Hi ', body: 'Text' })).toEqual({
      subject: 'Hi',
      body: 'Text',
      statuses: ['confirmed'],
    });
    const long = 'x'.repeat(PARTICIPANT_MESSAGE_SUBJECT_MAX + 1);
    const bad = schema.safeParse({ subject: long, body: '', statuses: [] });
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual(['body', 'statuses', 'subject']);
  });

  it('has every message in both languages', () => {
    expect(Object.keys(PARTICIPANT_MESSAGES.en).sort()).toEqual(
      Object.keys(PARTICIPANT_MESSAGES.fr).sort(),
    );
  });
});

describe('documents to validate', () => {
  it('a list of titles, each kept by its id; at most EVENT_DOCUMENTS_MAX', () => {
    const schema = requiredDocumentsSchema();
    expect(schema.parse({ documents: [{ id: 4, title: ' ID ' }, { title: 'CV' }] })).toEqual({
      documents: [{ id: 4, title: 'ID' }, { title: 'CV' }],
    });
    const many = Array.from({ length: EVENT_DOCUMENTS_MAX + 1 }, () => ({ title: 'X' }));
    expect(schema.safeParse({ documents: many }).success).toBe(false);
    expect(schema.safeParse({ documents: [{ title: ' ' }] }).success).toBe(false);
  });

  it('a refusal needs a reason; pending and confirmed registrations hold seats', () => {
    const schema = documentDecisionSchema();
    expect(schema.parse({ decision: 'accept' })).toEqual({ decision: 'accept', reason: '' });
    const issues = schema.safeParse({ decision: 'refuse' }).error?.issues ?? [];
    expect(issues.map((i) => [i.path, i.message])).toEqual([
      [['reason'], PARTICIPANT_REFS.documentReasonRequired],
    ]);
    expect(['confirmed', 'pending', 'waiting', 'cancelled'].map(holdsSeats)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
