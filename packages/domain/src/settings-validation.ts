import { z } from 'zod';
import { SUMMARY_MAX } from './limits.ts';
import {
  dateStringSchema,
  graduationYearSchema,
  parseDateString,
  passwordSchema,
  phoneSchema,
} from './validation.ts';
import {
  addIssue,
  ageOn,
  checkPasswordsMatch,
  choiceIdSchema,
  passwordConfirmSchema,
  RUN_ON_ANY_OBJECT,
  registrableRoleSchema,
  requiredText,
  sameName,
} from './validation-helpers.ts';
import { VALIDATION_REFS, validationRef } from './validation-messages.ts';

/**
 * What a signed-in member changes about their account (spec 1 §5 Profile and Password,
 * §3 User school settings) and the new-role questionnaire: zod schemas shared by the
 * server's routes and the web's forms, messages as references (message-refs.ts).
 */

/**
 * Personal data (spec 1 §5 Profile "First and last name and email valid; summary max 1000",
 * Registration birth-name rules): the fields a user edits in Settings → Personal data.
 * E-mail is not editable here. Empty optional texts become null.
 */
export function personalDataSchema(opts: { today?: Date } = {}) {
  const m = VALIDATION_REFS;
  const optionalText = (max: number) =>
    z
      .string()
      .trim()
      .max(max, { error: validationRef('tooLong', { max }) })
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .optional();
  return z
    .object({
      first_name: requiredText(m).pipe(
        z.string().max(150, { error: validationRef('tooLong', { max: 150 }) }),
      ),
      last_name: requiredText(m).pipe(
        z.string().max(150, { error: validationRef('tooLong', { max: 150 }) }),
      ),
      birth_name: z
        .string({ error: m.noDigits })
        .trim()
        .max(150, { error: validationRef('tooLong', { max: 150 }) })
        .regex(/^[^0-9]*$/, { error: m.noDigits })
        .transform((v) => (v === '' ? null : v))
        .nullable()
        .optional(),
      civility: z.enum(['M.', 'Mme.'], { error: m.invalidChoice }).nullable().optional(),
      date_birth: dateStringSchema()
        .superRefine((value, ctx) => {
          const birth = parseDateString(value);
          if (birth && ageOn(birth, opts.today ?? new Date()) < 0)
            ctx.addIssue({ code: 'custom', message: m.birthDateInFuture });
        })
        .nullable()
        .optional(),
      city: optionalText(150),
      country: z
        .string()
        .trim()
        .regex(/^([A-Za-z]{2})?$/, { error: m.invalidChoice })
        .transform((v) => (v === '' ? null : v.toUpperCase()))
        .nullable()
        .optional(),
      phone: phoneSchema().nullable().optional(),
      summary: optionalText(SUMMARY_MAX),
    })
    .superRefine((value, ctx) => {
      if (value.birth_name && value.last_name && sameName(value.birth_name, value.last_name)) {
        addIssue(ctx, 'birth_name', m.birthNameSameAsLastName);
      }
    }, RUN_ON_ANY_OBJECT);
}
export type PersonalDataInput = z.infer<ReturnType<typeof personalDataSchema>>;

/** Password change (spec 1 §5 Password): the current password, a new one and its confirmation. */
export function passwordChangeSchema() {
  const m = VALIDATION_REFS;
  return z
    .object({
      current_password: z.string({ error: m.required }).min(1, { error: m.required }),
      password: passwordSchema(),
      password_confirm: passwordConfirmSchema(m),
    })
    .superRefine((value, ctx) => checkPasswordsMatch(value, ctx, m), RUN_ON_ANY_OBJECT);
}
export type PasswordChangeInput = z.infer<ReturnType<typeof passwordChangeSchema>>;

/**
 * User school settings (spec 1 §3): every preference a user sets per school, all optional
 * so that a form may save one section at a time.
 */
export const UserSchoolSettingsSchema = z.object({
  weekly_job_summary: z.boolean(),
  weekly_job_contract_types: z.array(z.string().max(32)).max(20),
  open_to_opportunities: z.boolean(),
  visible_to_recruiters: z.boolean(),
  temporary_lecturer: z.boolean(),
  newsletter: z.boolean(),
  platform_information_emails: z.boolean(),
  experience_sharing: z.boolean(),
  ambassador: z.boolean(),
  jury: z.boolean(),
  mass_chat_reception: z.boolean(),
  interest_group_invitations: z.boolean(),
  is_mentor: z.boolean(),
  looking_for_mentor: z.boolean(),
  mentoring_types_mentor: z.array(z.string().max(64)).max(20),
  mentoring_types_mentee: z.array(z.string().max(64)).max(20),
  max_mentee: z.number().int().min(0).max(50),
  school_badges: z.array(z.number().int()),
});
export type UserSchoolSettings = z.infer<typeof UserSchoolSettingsSchema>;
/** What a user may change: everything but badges, which admins give. */
export const UserSchoolSettingsUpdateSchema = UserSchoolSettingsSchema.omit({
  school_badges: true,
}).partial();

/**
 * New-role questionnaire (spec 1 §5 Registration "The role-add form requires all fields";
 * campus at new-role registration: 'Merci de sélectionner un centre'): a signed-in member
 * asks for another role in the school. The degree is required when the school has degrees.
 */
export function newRoleRequestSchema(opts: {
  today?: Date;
  campusRequired: boolean;
  degreeRequired: boolean;
}) {
  const m = VALIDATION_REFS;
  const id = choiceIdSchema(m);
  return z
    .object({
      role: registrableRoleSchema(m),
      graduation_year: graduationYearSchema(opts.today),
      degree: id.nullable().optional(),
      campus: id.nullable().optional(),
    })
    .superRefine((value, ctx) => {
      if (opts.degreeRequired && value.degree == null) addIssue(ctx, 'degree', m.required);
      if (opts.campusRequired && value.campus == null)
        addIssue(ctx, 'campus', m.campusRequiredNewRole);
    }, RUN_ON_ANY_OBJECT);
}
export type NewRoleRequestInput = z.infer<ReturnType<typeof newRoleRequestSchema>>;
