import type { Locale } from './locales.ts';
import { fillPlaceholders, messageRef, refsOf } from './message-refs.ts';

/**
 * Field validation messages (spec 1 §5 Validation rules: General, Registration), one catalogue
 * per locale. The zod schemas of validation.ts take their issue messages from here, so the
 * server's 400 answers and the web's forms say the same words. `{name}` marks a value
 * filled in by formatValidationMessage.
 */
export interface ValidationMessageCatalogue {
  required: string;
  requiredMany: string;
  invalidEmail: string;
  /** `{min}`: PASSWORD_MIN_LENGTH. */
  passwordMinLength: string;
  passwordLowercase: string;
  passwordUppercase: string;
  passwordDigit: string;
  passwordSpecial: string;
  passwordMismatch: string;
  birthNameSameAsLastName: string;
  noDigits: string;
  /** `{age}`: the school's minimum registration age. */
  minimumAge: string;
  birthDateInFuture: string;
  termsUseRequired: string;
  privacyPolicyRequired: string;
  /** Exact text of spec 1 §5 Registration for manual registration. */
  campusRequiredManual: string;
  /** Exact text of spec 1 §5 Registration for new-role registration. */
  campusRequiredNewRole: string;
  /** `{min}`, `{max}`: the year selector's bounds. */
  yearOutOfRange: string;
  invalidDate: string;
  invalidUrl: string;
  invalidSlug: string;
  invalidPhone: string;
  invalidChoice: string;
  invalidRole: string;
  /** `{max}`: the field's maximum length in characters. */
  tooLong: string;
  endBeforeStart: string;
  fourDigitYear: string;
  currentPasswordWrong: string;
  /** zod's own issues without a rule message (a wrong type, an unknown choice…). */
  invalidValue: string;
  /** `{min}`: the field's minimum length in characters. */
  tooShort: string;
  /** `{max}`: the largest number allowed. */
  maxValue: string;
  /** `{min}`: the smallest number allowed. */
  minValue: string;
  /** `{min}`: the number must be greater (exclusive bound, e.g. a positive id). */
  greaterThan: string;
  /** `{max}`: the number must be less (exclusive bound). */
  lessThan: string;
  /** Text with a NUL character or half of a UTF-16 pair: no person types it. */
  invalidCharacters: string;
  /** A refusal without a ticked reason where the school has a list (spec 1 §5). */
  refusalReasonRequired: string;
}

export type ValidationMessageKey = keyof ValidationMessageCatalogue;

export const VALIDATION_MESSAGES: Record<Locale, ValidationMessageCatalogue> = {
  fr: {
    required: 'Ce champ est obligatoire',
    requiredMany: 'Ces champs sont obligatoires',
    invalidEmail: 'Adresse e-mail invalide',
    passwordMinLength: 'Le mot de passe doit contenir au moins {min} caractères',
    passwordLowercase: 'Le mot de passe doit contenir au moins une minuscule',
    passwordUppercase: 'Le mot de passe doit contenir au moins une majuscule',
    passwordDigit: 'Le mot de passe doit contenir au moins un chiffre',
    passwordSpecial: 'Le mot de passe doit contenir au moins un caractère spécial',
    passwordMismatch: 'Les mots de passe ne correspondent pas',
    birthNameSameAsLastName: 'Le nom de naissance doit être différent du nom de famille',
    noDigits: 'Ce champ ne doit pas contenir de chiffres',
    minimumAge: 'Vous devez avoir au moins {age} ans',
    birthDateInFuture: 'La date de naissance ne peut pas être dans le futur',
    termsUseRequired: "Vous devez accepter les conditions d'utilisation",
    privacyPolicyRequired: 'Vous devez accepter la politique de confidentialité',
    campusRequiredManual: 'Merci de choisir un centre',
    tooLong: 'Ce champ ne doit pas dépasser {max} caractères',
    endBeforeStart: 'La date de fin ne peut pas précéder la date de début',
    fourDigitYear: "L'année doit comporter quatre chiffres",
    currentPasswordWrong: 'Le mot de passe actuel est incorrect',
    campusRequiredNewRole: 'Merci de sélectionner un centre',
    yearOutOfRange: "L'année doit être comprise entre {min} et {max}",
    invalidDate: 'Date invalide (aaaa-mm-jj)',
    invalidUrl: "L'adresse doit commencer par http:// ou https:// et contenir un domaine valide",
    invalidSlug: 'Seuls les lettres, les chiffres et les tirets sont autorisés',
    invalidPhone: 'Numéro de téléphone invalide',
    invalidChoice: 'Choix invalide',
    invalidRole: 'Rôle invalide',
    invalidValue: 'Valeur invalide',
    tooShort: 'Ce champ doit contenir au moins {min} caractères',
    maxValue: 'La valeur doit être inférieure ou égale à {max}',
    minValue: 'La valeur doit être supérieure ou égale à {min}',
    greaterThan: 'La valeur doit être supérieure à {min}',
    lessThan: 'La valeur doit être inférieure à {max}',
    invalidCharacters: 'Ce texte contient des caractères non autorisés',
    refusalReasonRequired: 'Cochez au moins un motif de refus',
  },
  en: {
    required: 'This field is required',
    requiredMany: 'These fields are required',
    invalidEmail: 'Invalid email address',
    passwordMinLength: 'The password must contain at least {min} characters',
    passwordLowercase: 'The password must contain at least one lowercase letter',
    passwordUppercase: 'The password must contain at least one uppercase letter',
    passwordDigit: 'The password must contain at least one digit',
    passwordSpecial: 'The password must contain at least one special character',
    passwordMismatch: 'Passwords do not match',
    birthNameSameAsLastName: 'The birth name must differ from the family name',
    noDigits: 'This field must not contain digits',
    minimumAge: 'You must be at least {age} years old',
    birthDateInFuture: 'The date of birth cannot be in the future',
    termsUseRequired: 'You must accept the terms of use',
    privacyPolicyRequired: 'You must accept the privacy policy',
    campusRequiredManual: 'Please choose a centre',
    tooLong: 'This field must not exceed {max} characters',
    endBeforeStart: 'The end date cannot precede the start date',
    fourDigitYear: 'The year needs four digits',
    currentPasswordWrong: 'The current password is wrong',
    campusRequiredNewRole: 'Please select a centre',
    yearOutOfRange: 'The year must be between {min} and {max}',
    invalidDate: 'Invalid date (yyyy-mm-dd)',
    invalidUrl: 'The address must start with http:// or https:// and have a valid domain',
    invalidSlug: 'Only letters, digits and hyphens are allowed',
    invalidPhone: 'Invalid phone number',
    invalidChoice: 'Invalid choice',
    invalidRole: 'Invalid role',
    invalidValue: 'Invalid value',
    tooShort: 'This field must contain at least {min} characters',
    maxValue: 'The value must be less than or equal to {max}',
    minValue: 'The value must be greater than or equal to {min}',
    greaterThan: 'The value must be greater than {min}',
    lessThan: 'The value must be less than {max}',
    invalidCharacters: 'This text contains characters that are not allowed',
    refusalReasonRequired: 'Tick at least one refusal reason',
  },
};

/**
 * A catalogue message with its `{name}` placeholders filled from `params` (spec 1 §5). Takes
 * the locale, the message key and the values; placeholders without a value stay as they are.
 * Never throws.
 */
export function formatValidationMessage(
  locale: Locale,
  key: ValidationMessageKey,
  params: Record<string, string | number> = {},
): string {
  return fillPlaceholders(VALIDATION_MESSAGES[locale][key], params);
}

/** References to every validation message, for schemas (message-refs.ts). */
export const VALIDATION_REFS = refsOf('validation', VALIDATION_MESSAGES.fr);

/** The reference to validation message `key` with its `{name}` values (message-refs.ts). */
export function validationRef(
  key: ValidationMessageKey,
  params: Record<string, string | number> = {},
): string {
  return messageRef('validation', key, params);
}
