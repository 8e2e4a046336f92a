import { describe, expect, it } from 'vitest';
import { JOB_UPDATE_LINK_DAYS, jobUpdateLinkExpiresAt, LINK_HOLDER } from './job-update-link.ts';
import { decideSave, PUBLICATION_STATE } from './publication.ts';

// Issue 15 item 3: how long an update link works, and what the publication rules let its
// holder do (the author's moves, never an admin's or a validator's).

const DAY = 86_400_000;
const now = new Date('2026-11-26T12:00:00Z');

describe('jobUpdateLinkExpiresAt', () => {
  it('ends with the publication of an ad that became readable, 90 days from now otherwise', () => {
    const announced = new Date('2026-11-01T08:00:00Z');
    expect(jobUpdateLinkExpiresAt({ announcedAt: announced }, now)).toEqual(
      new Date(announced.getTime() + 90 * DAY),
    );
    expect(jobUpdateLinkExpiresAt({ announcedAt: null }, now)).toEqual(
      new Date(now.getTime() + JOB_UPDATE_LINK_DAYS * DAY),
    );
  });
});

describe('LINK_HOLDER under decideSave', () => {
  const save = (state: 1 | 2 | 3 | 4, validated: boolean, requiresValidation = true) =>
    decideSave({ state, validated, adminEdits: 0 }, LINK_HOLDER, {
      draft: false,
      requiresValidation,
    });
  it('submits a refused ad again, keeps an unvalidated published one, never edits a validated one', () => {
    expect(save(PUBLICATION_STATE.refused, false)).toMatchObject({
      ok: true,
      state: PUBLICATION_STATE.pending,
    });
    expect(save(PUBLICATION_STATE.published, false, false)).toMatchObject({
      ok: true,
      state: PUBLICATION_STATE.published,
      adminEdit: false,
    });
    expect(save(PUBLICATION_STATE.published, true)).toEqual({
      ok: false,
      refusal: 'validatedLocked',
    });
  });
});
