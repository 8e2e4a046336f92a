import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, SUMMARY_MAX, yearSelectorRange } from './limits.ts';
import { ROLE } from './roles.ts';
import type { ValidationMessageCatalogue } from './validation-messages.ts';
import { VALIDATION_REFS, validationRef } from './validation-messages.ts';

/**
 * Field validation (spec 1 §5 Validation rules: General, Registration) as zod schema
 * factories. Each takes the locale its messages are in; the server validates request bodies
 * with them and the web validates forms with them, so both reject the same input with the same
 * words (DESIGN §6).
 */

type Messages = ValidationMessageCatalogue;

/** "Required" when the value is missing, `otherwise` when it is there but of the wrong type. */
function requiredOr(m: Messages, otherwise: string) {
  return (issue: { input?: unknown }) => (issue.input == null ? m.required : otherwise);
}

/**
 * Wraps a rule so it passes the empty string: "required" is then the only issue of an empty
 * field. (zod's `abort: true` would do it too, but it also stops the object's cross-field
 * checks, which must still run.)
 */
function unlessEmpty(rule: (value: string) => boolean): (value: string) => boolean {
  return (value) => value === '' || rule(value);
}

function requiredText(m: Messages) {
  return z.string({ error: m.required }).trim().min(1, { error: m.required });
}

/**
 * Cross-field checks run even when a field already failed, so a form shows every problem at
 * once; zod would skip them after any aborting issue. They read the fields defensively.
 */
const RUN_ON_ANY_OBJECT = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};

function addIssue(ctx: z.RefinementCtx, path: string, message: string): void {
  ctx.addIssue({ code: 'custom', path: [path], message });
}

/**
 * Email field (spec 1 §5 General "Login: valid email"): required, trimmed and lowercased, then
 * checked against zod's email pattern. Returns a zod string schema for `locale`.
 */
export function emailSchema() {
  const m = VALIDATION_REFS;
  return requiredText(m)
    .toLowerCase()
    .refine(
      unlessEmpty((value) => z.regexes.email.test(value)),
      { error: m.invalidEmail },
    );
}

/**
 * Password field (spec 1 §5 General, spec 2 §9 "Password minimum 8 characters"): required,
 * then one issue per unmet rule: at least PASSWORD_MIN_LENGTH characters, a lowercase letter,
 * an uppercase letter, a digit and a special character (neither letter, digit nor space).
 * Letters of any script count. Not trimmed: spaces are part of a password.
 */
export function passwordSchema() {
  const m = VALIDATION_REFS;
  const rule = (pattern: RegExp, error: string) =>
    [unlessEmpty((value) => pattern.test(value)), { error }] as const;
  return z
    .string({ error: m.required })
    .min(1, { error: m.required })
    .refine(
      unlessEmpty((value) => value.length >= PASSWORD_MIN_LENGTH),
      {
        error: validationRef('passwordMinLength', { min: PASSWORD_MIN_LENGTH }),
      },
    )
    .refine(...rule(/\p{Ll}/u, m.passwordLowercase))
    .refine(...rule(/\p{Lu}/u, m.passwordUppercase))
    .refine(...rule(/[0-9]/, m.passwordDigit))
    .refine(...rule(/[^\p{L}\p{N}\s]/u, m.passwordSpecial));
}

function passwordConfirmSchema(m: Messages) {
  return z.string({ error: m.required }).min(1, { error: m.required });
}

/** Adds the mismatch issue on `password_confirm` (spec 1 §5 "confirmation must match"). */
function checkPasswordsMatch(
  value: { password?: unknown; password_confirm?: unknown },
  ctx: z.RefinementCtx,
  m: Messages,
): void {
  const { password, password_confirm: confirm } = value;
  // An empty confirmation already says "required"; a mismatch on top would only add noise.
  if (typeof password !== 'string' || typeof confirm !== 'string' || confirm === '') return;
  if (password !== confirm) addIssue(ctx, 'password_confirm', m.passwordMismatch);
}

/**
 * Login form (spec 1 §5 General "Login: valid email; password required"): `{ email, password }`
 * with the email trimmed and lowercased and any non-empty password (its strength is not
 * checked at login, so older passwords still work).
 */
export function loginSchema() {
  const m = VALIDATION_REFS;
  return z.object({
    email: emailSchema(),
    password: z.string({ error: m.required }).min(1, { error: m.required }),
  });
}
export type LoginInput = z.infer<ReturnType<typeof loginSchema>>;

/** Forgot-password form (spec 1 §2 forgot password): `{ email }`. */
export function forgotPasswordSchema() {
  return z.object({ email: emailSchema() });
}
export type ForgotPasswordInput = z.infer<ReturnType<typeof forgotPasswordSchema>>;

/**
 * Reset-password form (spec 1 §5 General "Password ... confirmation must match"):
 * `{ token, password, password_confirm }`, the password as passwordSchema, and a mismatch
 * issue on `password_confirm` (reported together with the password's own issues).
 */
export function passwordResetSchema() {
  const m = VALIDATION_REFS;
  return z
    .object({
      token: requiredText(m),
      password: passwordSchema(),
      password_confirm: passwordConfirmSchema(m),
    })
    .superRefine((value, ctx) => checkPasswordsMatch(value, ctx, m), RUN_ON_ANY_OBJECT);
}
export type PasswordResetInput = z.infer<ReturnType<typeof passwordResetSchema>>;

const DATE_PATTERN = /(?<!\d)(\d{4})-(\d{2})-(\d{2})(?!\d)/;

/**
 * Finds the yyyy-mm-dd date a string contains (spec 1 §5 General "Date must contain a
 * yyyy-mm-dd pattern"), so '1990-05-17' and '1990-05-17T00:00:00Z' both give 1990, 5, 17.
 * Returns null when there is none or when it is not a calendar date ('2023-02-29'). Never
 * throws.
 */
export function parseDateString(
  value: string,
): { year: number; month: number; day: number } | null {
  const match = DATE_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  // Date.UTC rolls '02-30' over to March: the date is real only if it comes back unchanged.
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day } : null;
}

/**
 * Date field (spec 1 §5 General): required, and must contain a real yyyy-mm-dd date
 * (parseDateString). The value is kept as given, trimmed.
 */
export function dateStringSchema() {
  const m = VALIDATION_REFS;
  return requiredText(m).refine(
    unlessEmpty((value) => parseDateString(value) !== null),
    { error: m.invalidDate },
  );
}

/** Full years between a birth date and `today`'s local calendar date; negative if unborn. */
function ageOn(birth: { year: number; month: number; day: number }, today: Date): number {
  const month = today.getMonth() + 1;
  const beforeBirthday =
    month < birth.month || (month === birth.month && today.getDate() < birth.day);
  return today.getFullYear() - birth.year - (beforeBirthday ? 1 : 0);
}

const SLUG_PATTERN = /^[A-Za-z0-9-]+$/;

/** Slug field (spec 1 §5 General "Slug: letters, digits, hyphens only"): required, trimmed. */
export function slugSchema() {
  const m = VALIDATION_REFS;
  return requiredText(m).refine(
    unlessEmpty((value) => SLUG_PATTERN.test(value)),
    { error: m.invalidSlug },
  );
}

// DNS labels of letters (any script, lowercased), digits and inner hyphens; the last label
// (TLD) starts with a letter, which also keeps bare IP addresses out.
const DOMAIN_PATTERN =
  /^(?:[\p{Ll}\p{Lo}0-9](?:[\p{Ll}\p{Lo}0-9-]{0,61}[\p{Ll}\p{Lo}0-9])?\.)+[\p{Ll}\p{Lo}](?:[\p{Ll}\p{Lo}0-9-]{0,61}[\p{Ll}\p{Lo}0-9])?$/u;
const HTTP_URL_PATTERN = /^https?:\/\/([^/?#]*)/i;
const PORT_PATTERN = /^[0-9]{1,5}$/;

function hasControlOrSpace(value: string): boolean {
  return [...value].some((c) => {
    const code = c.codePointAt(0) ?? 0;
    return code <= 0x20 || code === 0x7f || /\s/u.test(c);
  });
}

/**
 * Tells whether a string is a web address (spec 1 §5 General "URL: begins with http or https
 * with a valid host"): it starts with 'http://' or 'https://' (any case), has no whitespace or
 * control character, carries no user name or password (they disguise the real host), and its
 * host is a domain name, with an optional port up to 65535. Never throws.
 */
export function isHttpUrl(value: string): boolean {
  if (hasControlOrSpace(value)) return false;
  const authority = HTTP_URL_PATTERN.exec(value)?.[1];
  if (authority === undefined || authority.includes('@') || authority.includes('\\')) return false;
  const colon = authority.lastIndexOf(':');
  const host = colon === -1 ? authority : authority.slice(0, colon);
  const port = colon === -1 ? null : authority.slice(colon + 1);
  if (port !== null && !(PORT_PATTERN.test(port) && Number(port) <= 65_535)) return false;
  return DOMAIN_PATTERN.test(host.toLowerCase());
}

/**
 * Optional URL field (spec 1 §5 General "URL ... (empty allowed)"): trimmed; '' passes,
 * anything else must satisfy isHttpUrl.
 */
export function urlSchema() {
  const m = VALIDATION_REFS;
  return z
    .string({ error: m.invalidUrl })
    .trim()
    .refine(unlessEmpty(isHttpUrl), { error: m.invalidUrl });
}

const PHONE_PATTERN = /^[0-9 +\-()]{6,20}$/;

/**
 * Optional phone field (spec 1 §5 Registration "phone ... valid"): trimmed; '' passes,
 * anything else is 6–20 characters among digits, spaces, '+', '-', '(' and ')', with at
 * least one digit.
 */
export function phoneSchema() {
  const m = VALIDATION_REFS;
  return z
    .string({ error: m.invalidPhone })
    .trim()
    .refine(
      unlessEmpty((value) => PHONE_PATTERN.test(value) && /[0-9]/.test(value)),
      { error: m.invalidPhone },
    );
}

/**
 * Graduation year (spec 1 §5 Registration, spec 2 §9 "Year selector from 1950 to current year
 * plus 6"): a required integer among yearSelectorRange(today). Without `today`, the range is
 * the one of the day the value is checked (a schema built once at start stays right).
 */
export function graduationYearSchema(today?: Date) {
  const m = VALIDATION_REFS;
  const rangeMessage = (years: number[]) =>
    validationRef('yearOutOfRange', { min: years[0] ?? '', max: years.at(-1) ?? '' });
  return z
    .number({
      error: (issue) =>
        issue.input == null ? m.required : rangeMessage(yearSelectorRange(today ?? new Date())),
    })
    .superRefine((year, ctx) => {
      const years = yearSelectorRange(today ?? new Date());
      if (!years.includes(year)) ctx.addIssue({ code: 'custom', message: rangeMessage(years) });
    });
}

/** Compares names as people read them: case, accents and surrounding spaces ignored. */
function sameName(a: string, b: string): boolean {
  const fold = (s: string) =>
    s.normalize('NFD').replace(/\p{M}/gu, '').trim().toLocaleLowerCase('fr');
  return fold(a) === fold(b);
}

export interface RegistrationOptions {
  /** The school's `min_registration_age` (spec 2 §9, default MIN_REGISTRATION_AGE_DEFAULT 0). */
  minAge: number;
  /** The date ages and the year range are computed on (local calendar date); default: the day of the check. */
  today?: Date;
  /** Whether a campus must be chosen (the school has campuses). */
  campusRequired: boolean;
  /** Manual user add or new-role questionnaire: they word the missing-campus message apart. */
  kind: 'manual' | 'new-role';
}

/**
 * Registration form (spec 1 §5 Registration and General). Takes the locale and the options;
 * returns a zod object schema for: first_name, last_name, city (required text); birth_name
 * (optional; no digits; must differ from last_name ignoring case and accents); civility
 * ('M.', 'Mme.' or null, default null); date_birth (yyyy-mm-dd; in the past and at least
 * `minAge` full years old on `today`); email; phone (optional); password and password_confirm
 * (rules of passwordSchema, must match); terms_use and privacy_policy (must be true);
 * account_type ('community' or 'recruiter'); role (code 3–8); graduation_year
 * (graduationYearSchema); degree and campus (ids, optional; a missing campus when
 * `campusRequired` gives 'Merci de choisir un centre' for manual registration and 'Merci de
 * sélectionner un centre' for a new role, or their English wording).
 */
export function registrationSchema(opts: RegistrationOptions) {
  const m = VALIDATION_REFS;
  const campusMessage = opts.kind === 'manual' ? m.campusRequiredManual : m.campusRequiredNewRole;
  const optionalId = z.number({ error: m.invalidChoice }).int({ error: m.invalidChoice });
  return z
    .object({
      first_name: requiredText(m),
      last_name: requiredText(m),
      birth_name: z
        .string({ error: m.noDigits })
        .trim()
        .regex(/^[^0-9]*$/, { error: m.noDigits })
        .nullable()
        .optional(),
      civility: z.enum(['M.', 'Mme.'], { error: m.invalidChoice }).nullable().default(null),
      date_birth: dateStringSchema().superRefine((value, ctx) => {
        const birth = parseDateString(value);
        if (!birth) return;
        const age = ageOn(birth, opts.today ?? new Date());
        if (age < 0) ctx.addIssue({ code: 'custom', message: m.birthDateInFuture });
        else if (age < opts.minAge) {
          const message = validationRef('minimumAge', { age: opts.minAge });
          ctx.addIssue({ code: 'custom', message });
        }
      }),
      city: requiredText(m),
      email: emailSchema(),
      phone: phoneSchema().nullable().optional(),
      password: passwordSchema(),
      password_confirm: passwordConfirmSchema(m),
      terms_use: z.literal(true, { error: m.termsUseRequired }),
      privacy_policy: z.literal(true, { error: m.privacyPolicyRequired }),
      account_type: z.enum(['community', 'recruiter'], {
        error: requiredOr(m, m.invalidChoice),
      }),
      role: z
        .number({ error: requiredOr(m, m.invalidRole) })
        .int({ error: m.invalidRole })
        .min(ROLE.Student, { error: m.invalidRole })
        .max(ROLE.Prospect, { error: m.invalidRole }),
      graduation_year: graduationYearSchema(opts.today),
      degree: optionalId.nullable().optional(),
      campus: optionalId.nullable().optional(),
    })
    .superRefine((value, ctx) => {
      checkPasswordsMatch(value, ctx, m);
      const { birth_name: birthName, last_name: lastName } = value;
      if (
        typeof birthName === 'string' &&
        birthName !== '' &&
        typeof lastName === 'string' &&
        sameName(birthName, lastName)
      ) {
        addIssue(ctx, 'birth_name', m.birthNameSameAsLastName);
      }
      // Checked here, not on the field: zod drops a missing optional key's own issues.
      if (opts.campusRequired && value.campus == null) addIssue(ctx, 'campus', campusMessage);
    }, RUN_ON_ANY_OBJECT);
}
export type RegistrationInput = z.infer<ReturnType<typeof registrationSchema>>;

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
  const id = z.number({ error: m.invalidChoice }).int({ error: m.invalidChoice });
  return z
    .object({
      role: z
        .number({ error: requiredOr(m, m.invalidRole) })
        .int({ error: m.invalidRole })
        .min(ROLE.Student, { error: m.invalidRole })
        .max(ROLE.Prospect, { error: m.invalidRole }),
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
