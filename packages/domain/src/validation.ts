import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, yearSelectorRange } from './limits.ts';
import {
  addIssue,
  ageOn,
  checkPasswordsMatch,
  choiceIdSchema,
  PERSON_TEXT_MAX,
  passwordConfirmSchema,
  RUN_ON_ANY_OBJECT,
  registrableRoleSchema,
  requiredOr,
  requiredText,
  sameName,
  unlessEmpty,
} from './validation-helpers.ts';
import { VALIDATION_REFS, validationRef } from './validation-messages.ts';

/**
 * Field validation (spec 1 §5 Validation rules: General, Registration) as zod schema
 * factories. Their messages are references to the validation catalogue (message-refs.ts),
 * put into words by whoever shows them: the server's 400 answer in the request's language,
 * a web form in the page's. The server's route contracts and the web's forms use the same
 * schemas, so both reject the same input with the same words (DESIGN §6).
 */

/**
 * Email field (spec 1 §5 General "Login: valid email"): required, trimmed and lowercased, then
 * checked against zod's email pattern. Returns a zod string schema.
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
 * Registration form (spec 1 §5 Registration and General). Takes the school's options;
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
  const optionalId = choiceIdSchema(m);
  return z
    .object({
      first_name: requiredText(m, PERSON_TEXT_MAX),
      last_name: requiredText(m, PERSON_TEXT_MAX),
      birth_name: z
        .string({ error: m.noDigits })
        .trim()
        .max(PERSON_TEXT_MAX, { error: validationRef('tooLong', { max: PERSON_TEXT_MAX }) })
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
      city: requiredText(m, PERSON_TEXT_MAX),
      email: emailSchema(),
      phone: phoneSchema().nullable().optional(),
      password: passwordSchema(),
      password_confirm: passwordConfirmSchema(m),
      terms_use: z.literal(true, { error: m.termsUseRequired }),
      privacy_policy: z.literal(true, { error: m.privacyPolicyRequired }),
      account_type: z.enum(['community', 'recruiter'], {
        error: requiredOr(m, m.invalidChoice),
      }),
      role: registrableRoleSchema(m),
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
