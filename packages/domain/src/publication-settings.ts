import { z } from 'zod';
import type { Locale } from './locales.ts';
import { isSchoolAdmin, type PermissionSchool, type PermissionUser } from './permissions.ts';
import { requiredText } from './validation-helpers.ts';
import { VALIDATION_REFS, validationRef } from './validation-messages.ts';

/**
 * The validation settings of the publishing areas (spec 1 §2 Settings, School settings
 * sections "job ad validation", "event validation", "blog validation"; spec 1 §3 School
 * flags): whether the area's items wait for a validator (`validate_jobads`, `validate_event`,
 * `validate_blog`), whether authors may restrict who reads them (`has_filter_…`), the view
 * counters (`show_views_blog`, `show_views_jobads`), whether job ads stay out of the feed
 * (`feed_hide_jobads`), and the school's list of refusal reasons, of which a validator ticks
 * at least one when refusing (spec 1 §5 "one refusal reason must be ticked").
 */

/**
 * The areas with validation settings, as `?area=` and the refusal reasons' `area` (`club`:
 * interest groups, School settings "interest groups review", `validate_club`, `has_filter_club`).
 */
export const PUBLICATION_AREAS = ['blog', 'event', 'jobad', 'club'] as const;
export type PublicationArea = (typeof PUBLICATION_AREAS)[number];

/** The flags each area has, beside `validate` and `has_filter` (which all have). */
export const AREA_FLAGS: Record<PublicationArea, readonly ('show_views' | 'feed_hide')[]> = {
  blog: ['show_views'],
  event: [],
  jobad: ['show_views', 'feed_hide'],
  club: [],
};

/**
 * Longest refusal reason label (characters) and most reasons per area. The spec gives no
 * number: a reason is a short sentence a validator ticks, and a list longer than twenty is no
 * longer read.
 */
export const REFUSAL_REASON_LABEL_MAX = 200;
export const REFUSAL_REASONS_MAX = 20;

const m = VALIDATION_REFS;
/** Largest row id (PostgreSQL integer). */
const ID_MAX = 2_147_483_647;

/** One refusal reason as an admin writes it: French required, English optional (French shown). */
export const refusalReasonSchema = z.object({
  id: z.number().int().positive().max(ID_MAX).optional(),
  label_fr: requiredText(m, REFUSAL_REASON_LABEL_MAX),
  label_en: z
    .string()
    .trim()
    .max(REFUSAL_REASON_LABEL_MAX, {
      error: validationRef('tooLong', { max: REFUSAL_REASON_LABEL_MAX }),
    })
    .default(''),
});
export type RefusalReasonInput = z.output<typeof refusalReasonSchema>;

/**
 * An area's settings as an admin saves them: the flags, and the whole list of reasons in
 * their order (reasons left out are deleted; those with an `id` are kept and renamed).
 * `show_views` and `feed_hide` are read only for the areas that have them (AREA_FLAGS).
 */
export const publicationSettingsSchema = z.object({
  validate: z.boolean(),
  has_filter: z.boolean(),
  show_views: z.boolean().optional(),
  feed_hide: z.boolean().optional(),
  reasons: z
    .array(refusalReasonSchema)
    .max(REFUSAL_REASONS_MAX, { error: validationRef('maxValue', { max: REFUSAL_REASONS_MAX }) }),
});
export type PublicationSettingsInput = z.output<typeof publicationSettingsSchema>;

/** Who reads and changes them: the school's admins (spec 2 §6 "School settings: admin roles"). */
export const canManagePublicationSettings = (user: PermissionUser, school: PermissionSchool) =>
  isSchoolAdmin(user, school);

/**
 * Body of a validator's decision on an article, event or job ad (spec 1 §4, §5): `validate`,
 * or `refuse` with the ticked refusal reasons of the school (`reasons`, ids; at least one
 * where the school has a list, checked by the server) and/or a written reason (`reason`, at
 * most `reasonMax` characters). A refusal with neither fails on `reason` with the area's
 * `reasonRequired` message.
 */
export function publicationReviewSchema(opts: { reasonMax: number; reasonRequired: string }) {
  return z
    .object({
      decision: z.enum(['validate', 'refuse'], { error: m.invalidChoice }),
      reason: z
        .string({ error: m.invalidValue })
        .trim()
        .max(opts.reasonMax, { error: validationRef('tooLong', { max: opts.reasonMax }) })
        .default(''),
      reasons: z
        .array(z.number({ error: m.invalidValue }).int().positive().max(ID_MAX), {
          error: m.invalidValue,
        })
        .max(REFUSAL_REASONS_MAX, {
          error: validationRef('maxValue', { max: REFUSAL_REASONS_MAX }),
        })
        .default([]),
    })
    .superRefine((body, ctx) => {
      if (body.decision === 'refuse' && body.reason === '' && body.reasons.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['reason'], message: opts.reasonRequired });
      }
    });
}
export type PublicationReviewInput = z.input<ReturnType<typeof publicationReviewSchema>>;
export type PublicationReview = z.output<ReturnType<typeof publicationReviewSchema>>;

/**
 * The text a refusal records and its author reads: the ticked reasons' labels in `locale`
 * (French where a reason has no English label), then the validator's own words, one per line.
 */
export function refusalText(
  ticked: { label_fr: string; label_en: string }[],
  comment: string,
  locale: Locale,
): string {
  const labels = ticked.map((r) => (locale === 'en' && r.label_en ? r.label_en : r.label_fr));
  return [...labels, comment.trim()].filter(Boolean).join('\n');
}
