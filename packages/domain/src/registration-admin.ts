import { z } from 'zod';
import { emailSchema, graduationYearSchema } from './validation.ts';
import {
  addIssue,
  choiceIdSchema,
  PERSON_TEXT_MAX,
  RUN_ON_ANY_OBJECT,
  registrableRoleSchema,
  requiredText,
} from './validation-helpers.ts';
import { VALIDATION_REFS, validationRef } from './validation-messages.ts';

/**
 * What the registrations tab's people do (spec 1 §2 Registration "manual user add, token
 * verification, expired-link page", §4 "Registration token: valid or expired", §5 Registration;
 * spec 2 §6 "School admins … can add users"): the manual add's rules, the refusal's reason and
 * how often an activation link may be sent again.
 */

/** Longest refusal reason a validator writes (characters); it is stored and mailed. */
export const REFUSAL_REASON_MAX = 500;

/**
 * One new activation link per member per this many minutes, whoever asks (an admin for one
 * member, the "send to all" of the list, the person on the expired-link page): a second
 * request inside the window is refused 429, or skipped by the "send to all".
 */
export const ACTIVATION_RESEND_INTERVAL_MINUTES = 15;

/**
 * The body of a manual add (`POST /api/registrations/members/`): first and last name, e-mail,
 * role (codes 3–8, the roles a person may hold by registering), year of arrival, degree and
 * campus optional, except the campus when `campusRequired` (the school has campuses: 'Merci de
 * choisir un centre', spec 1 §5). The route schema is built with `campusRequired: false`; the
 * server applies the school's rule with `parseInput`.
 */
export function memberAddSchema(opts: { campusRequired: boolean; today?: Date }) {
  const m = VALIDATION_REFS;
  const id = choiceIdSchema(m);
  return z
    .object({
      first_name: requiredText(m, PERSON_TEXT_MAX),
      last_name: requiredText(m, PERSON_TEXT_MAX),
      email: emailSchema(),
      role: registrableRoleSchema(m),
      graduation_year: graduationYearSchema(opts.today).nullable().optional(),
      degree: id.nullable().optional(),
      campus: id.nullable().optional(),
    })
    .superRefine((value, ctx) => {
      if (opts.campusRequired && value.campus == null)
        addIssue(ctx, 'campus', m.campusRequiredManual);
    }, RUN_ON_ANY_OBJECT);
}
export type MemberAddInput = z.infer<ReturnType<typeof memberAddSchema>>;

/** The refusal's reason (optional free text, trimmed, at most REFUSAL_REASON_MAX characters). */
export function registrationRefusalReasonSchema() {
  return z
    .string()
    .trim()
    .max(REFUSAL_REASON_MAX, { error: validationRef('tooLong', { max: REFUSAL_REASON_MAX }) });
}

/** The registrations tab's sentences the API answers, per locale. */
export const REGISTRATION_ADMIN_MESSAGES = {
  fr: {
    memberAdded: 'Le membre est ajouté et son invitation envoyée.',
    memberAddedActive: 'Le membre est ajouté\u00a0: son compte était déjà actif.',
    emailTaken: 'Un membre de cet établissement utilise déjà cette adresse e-mail.',
    linkSent: "Un nouveau lien d'activation vient d'être envoyé.",
    linksQueued: (count: number) =>
      count === 1
        ? "1 lien d'activation va être envoyé."
        : `${count} liens d'activation vont être envoyés.`,
    tooSoon: (minutes: number) =>
      `Un lien a déjà été envoyé il y a moins de ${ACTIVATION_RESEND_INTERVAL_MINUTES} minutes. Réessayez dans ${minutes} min.`,
    alreadyActive: 'Ce compte est déjà activé\u00a0: connectez-vous.',
    renewalSent: "Un nouveau lien d'activation vient d'être envoyé à votre adresse e-mail.",
  },
  en: {
    memberAdded: 'The member is added and their invitation sent.',
    memberAddedActive: 'The member is added: their account was already active.',
    emailTaken: 'A member of this school already uses this e-mail address.',
    linkSent: 'A new activation link has just been sent.',
    linksQueued: (count: number) =>
      count === 1 ? '1 activation link will be sent.' : `${count} activation links will be sent.`,
    tooSoon: (minutes: number) =>
      `A link was sent less than ${ACTIVATION_RESEND_INTERVAL_MINUTES} minutes ago. Try again in ${minutes} min.`,
    alreadyActive: 'This account is already activated: sign in.',
    renewalSent: 'A new activation link has just been sent to your e-mail address.',
  },
};
