import { describe, expect, it } from 'vitest';
import {
  canDeletePublication,
  canEditPublication,
  decideReview,
  decideSave,
  isPublicationDue,
  namedState,
  PUBLICATION_STATE,
  type PublicationActor,
  type PublishedItem,
  publicationStatus,
  reviewDecisionOf,
} from './publication.ts';

const author: PublicationActor = { isAuthor: true, isValidator: false, isAdmin: false };
const validator: PublicationActor = { isAuthor: false, isValidator: true, isAdmin: false };
const admin: PublicationActor = { isAuthor: false, isValidator: false, isAdmin: true };
const stranger: PublicationActor = { isAuthor: false, isValidator: false, isAdmin: false };
const item = (state: PublishedItem['state'], over: Partial<PublishedItem> = {}): PublishedItem => ({
  state,
  validated: false,
  adminEdits: 0,
  ...over,
});
const { draft, pending, published, refused } = PUBLICATION_STATE;
const validates = { draft: false, requiresValidation: true };
const free = { draft: false, requiresValidation: false };

describe('publication states (spec 1 §4)', () => {
  it('numbers the states draft 1, pending 2, published 3, refused 4', () => {
    expect(PUBLICATION_STATE).toEqual({ draft: 1, pending: 2, published: 3, refused: 4 });
  });

  it('calls a published item with a future date scheduled, and names the states', () => {
    const now = new Date('2026-06-01T10:00:00Z');
    const later = new Date('2026-06-02T10:00:00Z');
    const earlier = new Date('2026-05-01T10:00:00Z');
    expect(publicationStatus(published, later, now)).toBe('scheduled');
    expect(publicationStatus(published, earlier, now)).toBe('published');
    expect(publicationStatus(published, now, now)).toBe('published');
    expect(publicationStatus(published, null, now)).toBe('published');
    expect(publicationStatus(draft, later, now)).toBe('draft');
    expect(publicationStatus(pending, earlier, now)).toBe('pending');
    expect(publicationStatus(refused, null, now)).toBe('refused');
    expect(namedState('published')).toBe('Publish');
    expect(namedState('scheduled')).toBe('WaitPublish');
    expect(namedState('draft')).toBe('Draft');
    expect(namedState('pending')).toBe('Validation');
  });
});

describe('saving (spec 1 §4: a non-validator submits, a validator saves and validates)', () => {
  it('keeps a draft a draft, whoever saves it', () => {
    expect(decideSave(null, author, { draft: true, requiresValidation: true })).toMatchObject({
      ok: true,
      state: draft,
    });
    expect(decideSave(item(draft), validator, { ...validates, draft: true })).toMatchObject({
      state: draft,
    });
  });

  it('publishes at once when the school does not validate articles', () => {
    expect(decideSave(null, author, free)).toEqual({
      ok: true,
      state: published,
      validated: false,
      adminEdit: false,
    });
  });

  it('sends a non-validator’s article to validation when the school validates', () => {
    expect(decideSave(null, author, validates)).toMatchObject({ state: pending });
    expect(decideSave(item(draft), author, validates)).toMatchObject({ state: pending });
  });

  it('publishes and validates a validator’s own article', () => {
    const mine = { ...validator, isAuthor: true };
    expect(decideSave(null, mine, validates)).toEqual({
      ok: true,
      state: published,
      validated: true,
      adminEdit: false,
    });
  });

  it('lets a validator save and validate someone’s pending article', () => {
    expect(decideSave(item(pending), validator, validates)).toMatchObject({
      state: published,
      validated: true,
    });
  });

  it('lets the author edit a refused article and resubmit it, or keep it as a draft', () => {
    expect(decideSave(item(refused), author, validates)).toMatchObject({ state: pending });
    expect(decideSave(item(refused), author, { ...validates, draft: true })).toMatchObject({
      state: draft,
    });
  });

  it('refuses a stranger, and a new article written for someone else', () => {
    expect(decideSave(item(draft), stranger, validates)).toEqual({
      ok: false,
      refusal: 'forbidden',
    });
    expect(decideSave(null, validator, validates)).toEqual({ ok: false, refusal: 'forbidden' });
  });
});

describe('a validated article: one admin-level edit (spec 2 §6)', () => {
  const validated = item(published, { validated: true });

  it('is no longer edited by its author', () => {
    expect(canEditPublication(validated, author)).toBe(false);
    expect(decideSave(validated, author, validates)).toEqual({
      ok: false,
      refusal: 'validatedLocked',
    });
  });

  it('is not edited by a validator who is not an admin', () => {
    expect(decideSave(validated, validator, validates)).toEqual({
      ok: false,
      refusal: 'forbidden',
    });
  });

  it('is edited once by an admin, staying published, and not a second time', () => {
    expect(decideSave(validated, admin, { ...validates, draft: true })).toEqual({
      ok: true,
      state: published,
      validated: true,
      adminEdit: true,
    });
    const edited = { ...validated, adminEdits: 1 };
    expect(canEditPublication(edited, admin)).toBe(false);
    expect(decideSave(edited, admin, validates)).toEqual({ ok: false, refusal: 'adminEditUsed' });
  });

  it('leaves an article published without validation to its author, without counting', () => {
    const open = item(published);
    expect(decideSave(open, author, free)).toMatchObject({ state: published, adminEdit: false });
    expect(decideSave(open, admin, free)).toMatchObject({ state: published, adminEdit: false });
    expect(canEditPublication(open, stranger)).toBe(false);
  });
});

describe('reviewing (spec 2 §6: validators approve or refuse)', () => {
  it('validates a pending article into published', () => {
    expect(decideReview(item(pending), validator, 'validate', '')).toEqual({
      ok: true,
      state: published,
      validated: true,
    });
  });

  it('refuses with a reason only', () => {
    expect(decideReview(item(pending), validator, 'refuse', '  ')).toEqual({
      ok: false,
      refusal: 'reasonRequired',
    });
    expect(decideReview(item(pending), validator, 'refuse', 'Off topic')).toMatchObject({
      state: refused,
    });
  });

  it('decides only pending articles, and only validators do', () => {
    for (const state of [draft, published, refused] as const) {
      expect(decideReview(item(state), validator, 'validate', '')).toEqual({
        ok: false,
        refusal: 'notPending',
      });
    }
    expect(decideReview(item(pending), author, 'validate', '')).toEqual({
      ok: false,
      refusal: 'forbidden',
    });
  });
});

describe('deleting', () => {
  it('lets the author delete a refused, draft or pending article, and admins any', () => {
    for (const state of [draft, pending, refused] as const) {
      expect(canDeletePublication(item(state), author)).toBe(true);
    }
    expect(canDeletePublication(item(published, { validated: true }), author)).toBe(false);
    expect(canDeletePublication(item(published, { validated: true }), admin)).toBe(true);
    expect(canDeletePublication(item(draft), stranger)).toBe(false);
  });
});

describe('scheduled publication', () => {
  const now = new Date('2026-06-01T10:00:00Z');
  it('is due once the date is reached, once', () => {
    const at = new Date('2026-06-01T09:59:00Z');
    expect(isPublicationDue({ state: published, publishAt: at, announcedAt: null }, now)).toBe(
      true,
    );
    expect(isPublicationDue({ state: published, publishAt: at, announcedAt: now }, now)).toBe(
      false,
    );
    expect(
      isPublicationDue(
        { state: published, publishAt: new Date('2026-06-01T10:01:00Z'), announcedAt: null },
        now,
      ),
    ).toBe(false);
    expect(isPublicationDue({ state: pending, publishAt: at, announcedAt: null }, now)).toBe(false);
  });
});

describe('the decision a status change records (the author is told of it)', () => {
  it('is a validator taking a pending item to published, scheduled or refused', () => {
    const by = { actorId: 7 };
    expect(reviewDecisionOf({ ...by, from: 'pending', to: 'published' })).toBe('validated');
    expect(reviewDecisionOf({ ...by, from: 'pending', to: 'scheduled' })).toBe('validated');
    expect(reviewDecisionOf({ ...by, from: 'pending', to: 'refused' })).toBe('refused');
  });
  it('is nothing else: a submission, an edit, the scheduler', () => {
    expect(reviewDecisionOf({ actorId: 7, from: 'draft', to: 'pending' })).toBeNull();
    expect(reviewDecisionOf({ actorId: 7, from: 'refused', to: 'pending' })).toBeNull();
    expect(reviewDecisionOf({ actorId: 7, from: null, to: 'published' })).toBeNull();
    expect(reviewDecisionOf({ actorId: null, from: 'pending', to: 'published' })).toBeNull();
  });
});
