import { describe, expect, it } from 'vitest';
import { PARTICIPANT_MESSAGES, PARTICIPANT_REFS } from './event-participant-messages.ts';
import {
  checkInSchema,
  defuseCsvCell,
  documentDecisionSchema,
  EVENT_DOCUMENTS_MAX,
  holdsSeats,
  moveRegistrationSchema,
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

describe('check-in body', () => {
  const schema = checkInSchema();
  const code = '0123456789abcdef0123456789abcdef';
  it('takes a code (any case) or a registration id, one of the two', () => {
    expect(schema.parse({ code: code.toUpperCase() })).toEqual({ code });
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
