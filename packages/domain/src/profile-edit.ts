import { z } from 'zod';
import type { Locale } from './locales.ts';
import { educationSchema, workExperienceSchema } from './profile.ts';
import { PROFILE_MESSAGES, PROFILE_REFS } from './profile-messages.ts';
import { graduationYearSchema, parseDateString } from './validation.ts';
import { choiceIdSchema } from './validation-helpers.ts';
import { VALIDATION_REFS } from './validation-messages.ts';

// The messages live apart, without zod, for the code that only puts them into words.
export {
  PROFILE_MESSAGES,
  PROFILE_REFS,
  type ProfileMessageCatalogue,
} from './profile-messages.ts';

/**
 * Editing a profile (spec 1 §2 Profile, §4 User and roles, §5 Profile; spec 2 §2
 * Profile-update prompt, §7): the rules of a PATCH (merged over the stored item and checked
 * whole), the member's claim of the school's education, role change requests and the
 * timeline's targets. Pure: the server checks requests with them and the web its forms.
 */

/** Any JSON object, merged over `stored` before the whole is checked. */
function mergedOver(stored: Record<string, unknown>) {
  return z
    .record(z.string(), z.unknown(), { error: PROFILE_REFS.invalidBody })
    .transform((patch) => ({ ...stored, ...patch }));
}

/**
 * A work experience as the member writes it: workExperienceSchema, whose dates must also be
 * real calendar dates ('2023-02-30' has the yyyy-mm-dd shape but is no date).
 */
export function workExperienceInputSchema(opts: { statistics: boolean }) {
  const m = VALIDATION_REFS;
  return workExperienceSchema(opts).superRefine((value, ctx) => {
    for (const field of ['start_date', 'end_date'] as const) {
      const date = value[field];
      // A date of another shape already has workExperienceSchema's issue.
      if (date && /^\d{4}-\d{2}-\d{2}$/.test(date) && !parseDateString(date)) {
        ctx.addIssue({ code: 'custom', path: [field], message: m.invalidDate });
      }
    }
  });
}

/**
 * A PATCH of a work experience (spec 2 §7 "current_occupation and end_date, or other
 * experience fields"): any subset of the fields, merged over the stored experience (in the
 * API's field names), then checked whole by workExperienceInputSchema, so `{current_occupation:
 * false, end_date}` alone (the profile-update prompt's "No") is enough and an end date
 * before the stored start is refused on `end_date`. Closing a current occupation needs its
 * end date (spec 1 §5 "required in the end-date step"). Issues carry the fields' paths.
 */
export function workExperiencePatchSchema(opts: {
  statistics: boolean;
  stored: Record<string, unknown>;
}) {
  const m = VALIDATION_REFS;
  const closing = opts.stored.current_occupation === true;
  return mergedOver(opts.stored).pipe(
    workExperienceInputSchema(opts).superRefine((value, ctx) => {
      if (closing && !value.current_occupation && !value.end_date) {
        ctx.addIssue({ code: 'custom', path: ['end_date'], message: m.required });
      }
    }),
  );
}

/**
 * An education as the member writes it (spec 1 §3 Education, §4 "Education added from a
 * school or changed is visible only after admin validation"): educationSchema plus
 * `school: true` when the member declares it as THIS school's education (it then waits for
 * validation, and its facility is the school's name) and, optionally, the school's `degree`
 * id it leads to.
 */
export function educationInputSchema() {
  const m = VALIDATION_REFS;
  return educationSchema().safeExtend({
    school: z.boolean({ error: m.invalidChoice }).default(false),
    degree: choiceIdSchema(m).nullable().optional(),
  });
}
export type EducationInputWithClaim = z.infer<ReturnType<typeof educationInputSchema>>;

/** A PATCH of an education: any subset of educationInputSchema's fields merged over the stored one. */
export function educationPatchSchema(stored: Record<string, unknown>) {
  return mergedOver(stored).pipe(educationInputSchema());
}

/**
 * Role change request (spec 1 §2 roles modal, §3 "A role with a pending change request
 * (degree, graduation year, campus) is flagged", §4): the new degree, graduation year (the
 * year selector's range) and campus of one of the member's roles. Degree and campus are
 * required when the school has them ('Merci de sélectionner un centre' for the campus).
 */
export function roleChangeRequestSchema(opts: {
  today?: Date;
  campusRequired: boolean;
  degreeRequired: boolean;
}) {
  const m = VALIDATION_REFS;
  const id = choiceIdSchema(m);
  return z
    .object({
      degree: id.nullable().optional(),
      graduation_year: graduationYearSchema(opts.today),
      campus: id.nullable().optional(),
    })
    .superRefine(
      (value, ctx) => {
        if (opts.degreeRequired && value.degree == null) {
          ctx.addIssue({ code: 'custom', path: ['degree'], message: m.required });
        }
        if (opts.campusRequired && value.campus == null) {
          ctx.addIssue({ code: 'custom', path: ['campus'], message: m.campusRequiredNewRole });
        }
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    );
}
export type RoleChangeRequestInput = z.infer<ReturnType<typeof roleChangeRequestSchema>>;

/** Degree, graduation year and campus of a role, or of a change request for it. */
export interface RoleChoices {
  degree: number | null;
  graduation_year: number | null;
  campus: number | null;
}

/** Tells whether a change request would change anything on the role. Never throws. */
export function roleChangeDiffers(current: RoleChoices, requested: RoleChoices): boolean {
  return (
    (current.degree ?? null) !== (requested.degree ?? null) ||
    (current.graduation_year ?? null) !== (requested.graduation_year ?? null) ||
    (current.campus ?? null) !== (requested.campus ?? null)
  );
}

/**
 * Problems with a timeline (spec 1 §3 Timeline entry, §4 kinds 0–5) beyond its shape
 * (TimelineUpdateSchema): every entry must point at one of the member's own educations or
 * work experiences, and each kind may appear once. Returns `{"entries.<i>.<field>":
 * [message]}`, empty when the timeline is fine. Never throws.
 */
export function timelineIssues(
  locale: Locale,
  entries: readonly {
    kind: number;
    education?: number | null | undefined;
    work_experience?: number | null | undefined;
  }[],
  owned: { educations: readonly number[]; experiences: readonly number[] },
): Record<string, string[]> {
  const m = PROFILE_MESSAGES[locale];
  const issues: Record<string, string[]> = {};
  const add = (path: string, message: string) => {
    issues[path] ??= [];
    issues[path].push(message);
  };
  const seen = new Set<number>();
  entries.forEach((entry, i) => {
    if (seen.has(entry.kind)) add(`entries.${i}.kind`, m.timelineDuplicateKind);
    seen.add(entry.kind);
    if (entry.education != null && !owned.educations.includes(entry.education)) {
      add(`entries.${i}.education`, m.timelineNotOwned);
    }
    if (entry.work_experience != null && !owned.experiences.includes(entry.work_experience)) {
      add(`entries.${i}.work_experience`, m.timelineNotOwned);
    }
  });
  return issues;
}
