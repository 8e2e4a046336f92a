import { z } from 'zod';
import { SUMMARY_MAX } from './limits.ts';
import { messageRef } from './message-refs.ts';
import { staticChoiceSchema } from './static-lists.ts';
import { isHttpUrl } from './validation.ts';
import { VALIDATION_REFS, validationRef } from './validation-messages.ts';

/** Timeline kinds (spec 1 §4 Other): Current 0, Before 1, After6 2, After24 3, LatestWorkExp 4, MaxDegreeType 5. */
export const TIMELINE_KIND = {
  Current: 0,
  Before: 1,
  After6: 2,
  After24: 3,
  LatestWorkExp: 4,
  MaxDegreeType: 5,
} as const;
export type TimelineKind = (typeof TIMELINE_KIND)[keyof typeof TIMELINE_KIND];

/**
 * Fixed lists of the work-experience statistics fields (codes; labels are translated). Its
 * business sector and contract type are options of the school's lists (`business_sector`,
 * `contract_type`, shared with job ads: static-lists.ts), checked by the server.
 */
export const FITS_EDUCATION = ['yes', 'partly', 'no'] as const;
export const EXECUTIVE_STATUSES = ['executive', 'non_executive', 'self_employed'] as const;
export const WORKING_TIMES = ['full_time', 'part_time'] as const;
export const HOW_FOUND = [
  'school_network',
  'job_board',
  'internship',
  'spontaneous',
  'recruiter',
  'personal_network',
  'created_company',
  'other',
] as const;
/** Degree types of an education (highest-degree statistics read them in this order). */
export const DEGREE_TYPES = [
  'none',
  'secondary',
  'bachelor_2',
  'bachelor_3',
  'master',
  'engineer',
  'mba',
  'doctorate',
  'certificate',
  'other',
] as const;
export const GRADUATION_STATUSES = ['graduated', 'in_progress', 'not_graduated'] as const;
/** Graduation types whose year needs four digits (spec 1 §5 General). */
const YEAR_REQUIRED_STATUSES: readonly string[] = ['graduated', 'in_progress'];

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

function text(max: number) {
  const m = VALIDATION_REFS;
  return z
    .string({ error: m.required })
    .trim()
    .min(1, { error: m.required })
    .max(max, { error: validationRef('tooLong', { max }) });
}

function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: validationRef('tooLong', { max }) })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();
}

/**
 * Work experience (spec 1 §5 Profile, General): title, organisation and location
 * required; valid dates (yyyy-mm-dd); the end date must not precede the start unless it is
 * the current occupation (a current occupation has no end date); the statistics fields
 * (fit, sector, contract, status, working time, salary, how found) required when the
 * school asks for them (`statistics: true`); sector and contract are codes of the school's
 * `business_sector` and `contract_type` lists, which the server checks.
 */
export function workExperienceSchema(opts: { statistics: boolean }) {
  const m = VALIDATION_REFS;
  const choice = <T extends readonly [string, ...string[]]>(values: T) => {
    const schema = z.enum(values, { error: m.invalidChoice });
    return opts.statistics ? schema : schema.nullable().optional();
  };
  // A code of the school's list: its form here, its presence in the list on the server.
  const listChoice = () =>
    opts.statistics ? staticChoiceSchema() : staticChoiceSchema().nullable().optional();
  return z
    .object({
      title: text(150),
      organisation: text(150),
      location: text(150),
      current_occupation: z.boolean().default(false),
      start_date: z.string({ error: m.required }).regex(dateOnly, { error: m.invalidDate }),
      end_date: z.string().regex(dateOnly, { error: m.invalidDate }).nullable().optional(),
      description: optionalText(SUMMARY_MAX),
      fits_education: choice(FITS_EDUCATION),
      business_sector: listChoice(),
      contract_type: listChoice(),
      executive_status: choice(EXECUTIVE_STATUSES),
      working_time: choice(WORKING_TIMES),
      salary: opts.statistics
        ? z.number({ error: m.required }).int({ error: m.required }).min(0).max(10_000_000)
        : z.number().int().min(0).max(10_000_000).nullable().optional(),
      how_found: choice(HOW_FOUND),
    })
    .superRefine((value, ctx) => {
      if (value.current_occupation) return;
      // Month precision: the month-year picker gives the 1st of the month (spec 1 §5), so a
      // job started on the 15th may end "that month".
      if (
        value.end_date &&
        value.start_date &&
        value.end_date.slice(0, 7) < value.start_date.slice(0, 7)
      ) {
        ctx.addIssue({ code: 'custom', path: ['end_date'], message: m.endBeforeStart });
      }
    });
}
export type WorkExperienceInput = z.infer<ReturnType<typeof workExperienceSchema>>;

/** Education (spec 1 §5): degree type, title, facility, status; a four-digit year for graduated or in-progress. */
export function educationSchema() {
  const m = VALIDATION_REFS;
  return z
    .object({
      degree_type: z.enum(DEGREE_TYPES, { error: m.invalidChoice }),
      title: text(200),
      facility: text(200),
      location: optionalText(150),
      graduation_status: z.enum(GRADUATION_STATUSES, { error: m.invalidChoice }),
      graduation_year: z.number().int().nullable().optional(),
      description: optionalText(SUMMARY_MAX),
    })
    .superRefine((value, ctx) => {
      const year = value.graduation_year;
      const needsYear = YEAR_REQUIRED_STATUSES.includes(value.graduation_status);
      if ((needsYear && year == null) || (year != null && (year < 1000 || year > 9999))) {
        ctx.addIssue({ code: 'custom', path: ['graduation_year'], message: m.fourDigitYear });
      }
    });
}
export type EducationInput = z.infer<ReturnType<typeof educationSchema>>;

/** Profile link (spec 1 §5 Profile): a title and a valid http(s) URL (attachments are uploaded separately). */
export function profileLinkSchema() {
  const m = VALIDATION_REFS;
  return z.object({
    icon: z.string().max(32).nullable().optional(),
    title: text(100),
    url: z.string({ error: m.required }).trim().refine(isHttpUrl, { error: m.invalidUrl }),
  });
}
export type ProfileLinkInput = z.infer<ReturnType<typeof profileLinkSchema>>;

/** Hobby: a name of up to 100 characters. */
export function hobbySchema() {
  return z.object({ name: text(100) });
}

/** Timeline (spec 1 §3 Timeline entry): for each kind, the education or work experience it holds. */
export const TimelineUpdateSchema = z.object({
  entries: z
    .array(
      z
        .object({
          kind: z.number().int().min(0).max(5),
          education: z.number().int().nullable().optional(),
          work_experience: z.number().int().nullable().optional(),
        })
        .refine((e) => (e.education == null) !== (e.work_experience == null), {
          // PROFILE_REFS.timelineOneTarget (profile-edit.ts imports this file).
          error: messageRef('profile', 'timelineOneTarget'),
        }),
    )
    .max(12),
});
