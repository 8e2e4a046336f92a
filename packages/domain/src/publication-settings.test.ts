import { describe, expect, it } from 'vitest';
import {
  publicationReviewSchema,
  publicationSettingsSchema,
  REFUSAL_REASON_LABEL_MAX,
  REFUSAL_REASONS_MAX,
  refusalText,
} from './publication-settings.ts';

// Spec 1 §2 Settings "job ad / event / blog validation", §5 "one refusal reason must be ticked".
describe('validation settings of the publishing areas', () => {
  const settings = (reasons: unknown[]) =>
    publicationSettingsSchema.safeParse({ validate: true, has_filter: false, reasons });

  it('take at most 20 reasons of at most 200 characters, French required', () => {
    expect(REFUSAL_REASONS_MAX).toBe(20);
    expect(REFUSAL_REASON_LABEL_MAX).toBe(200);
    const reason = { label_fr: 'Hors sujet' };
    expect(settings(Array.from({ length: 20 }, () => reason)).success).toBe(true);
    expect(settings(Array.from({ length: 21 }, () => reason)).success).toBe(false);
    expect(settings([{ label_fr: 'x'.repeat(200) }]).success).toBe(true);
    expect(settings([{ label_fr: 'x'.repeat(201) }]).success).toBe(false);
    expect(settings([{ label_fr: '  ', label_en: 'Off topic' }]).success).toBe(false);
  });
});

describe('a validator’s decision', () => {
  const review = publicationReviewSchema({ reasonMax: 1000, reasonRequired: 'required' });

  it('refuses with ticked reasons, written words, or both; never with neither', () => {
    expect(review.safeParse({ decision: 'refuse', reasons: [3] }).success).toBe(true);
    expect(review.safeParse({ decision: 'refuse', reason: 'Trop court' }).success).toBe(true);
    const neither = review.safeParse({ decision: 'refuse', reason: '  ' });
    expect(neither.error?.issues.map((i) => i.path.join('.'))).toEqual(['reason']);
    expect(review.safeParse({ decision: 'validate' }).data).toEqual({
      decision: 'validate',
      reason: '',
      reasons: [],
    });
    expect(review.safeParse({ decision: 'refuse', reasons: [0] }).success).toBe(false);
  });

  it('records the ticked labels in the school’s language, then the words, a line each', () => {
    const ticked = [
      { label_fr: 'Photo sans crédit', label_en: 'Uncredited photo' },
      { label_fr: 'Hors sujet', label_en: '' },
    ];
    expect(refusalText(ticked, ' Voir la charte. ', 'fr')).toBe(
      'Photo sans crédit\nHors sujet\nVoir la charte.',
    );
    expect(refusalText(ticked, '', 'en')).toBe('Uncredited photo\nHors sujet');
  });
});
