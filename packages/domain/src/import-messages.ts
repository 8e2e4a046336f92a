import {
  DEGREE_IMPORT_REASONS,
  type ImportLineError,
  MEMBER_IMPORT_REASONS,
} from './import-reasons.ts';
import type { Locale } from './locales.ts';
import { fillPlaceholders, messageRef } from './message-refs.ts';

/**
 * The words of the member and degree imports (spec 1 §5 User import, spec 2 §9 Import CSV),
 * in both languages: why a file cannot be read at all (the server's 400 `{"file": [...]}`,
 * sent as message references and put into words in the request's language), and why a line
 * is rejected, naming its bad value (the report on the page and the rejected-rows CSV). The
 * report stores reasons as the English codes of member-import.ts; these turn them into words.
 */

const IMPORT_MESSAGES_FR = {
  notUtfText:
    "Ligne {line}\u00a0: le fichier n'est pas du texte UTF-8 (ou n'est pas dans un seul encodage). Enregistrez-le au format «\u00a0CSV UTF-8\u00a0».",
  empty: 'Le fichier est vide.',
  wrongHeader:
    'Ligne 1\u00a0: la première ligne doit être les noms de colonnes «\u00a0{expected}\u00a0», en anglais ou en français, dans n’importe quel ordre (trouvé\u00a0: «\u00a0{found}\u00a0»).',
  unclosedQuote:
    'Ligne {line}\u00a0: un champ entre guillemets n\'est jamais fermé («\u00a0"\u00a0» manquant).',
  textAfterQuote:
    "Ligne {line}\u00a0: un guillemet fermant «\u00a0\"\u00a0» est suivi d'autre chose que «\u00a0;\u00a0» ou d'une fin de ligne.",
  nulCharacter:
    'Ligne {line}\u00a0: le fichier contient des caractères nuls\u202f; c’est un fichier binaire, pas un CSV texte.',
  binaryFile:
    'Ce fichier est au format {format}, ni un CSV texte ni un classeur XLSX. Enregistrez-le au format «\u00a0CSV UTF-8\u00a0» ou «\u00a0Classeur Excel (.xlsx)\u00a0».',
  htmlFile: 'Ce fichier est une page HTML, pas un CSV texte.',
  svgFile: 'Ce fichier est une image SVG, pas un CSV texte.',
  noFile: "Aucun fichier n'a été envoyé.",
  brokenUpload: "Le fichier n'a pas pu être reçu\u00a0: l'envoi est incomplet ou mal formé.",
  tooLarge: 'Le fichier dépasse la taille maximale de {max} Mo.',
  notDraft: "Cet import n'est plus un brouillon.",
  notSubmitted: "Cet import n'attend pas de validation.",
  notApplied: "Cet import n'est pas appliqué.",
  alreadyActive: 'Ce membre a déjà activé son compte.',
  wrongColumnCount: 'nombre de colonnes incorrect',
  wrongColumnCountValue: 'nombre de colonnes incorrect\u00a0: {value} trouvées',
  missingFirstName: 'prénom manquant',
  invalidFirstName: 'prénom invalide',
  invalidFirstNameValue: 'prénom invalide (150 caractères au plus)\u00a0: «\u00a0{value}\u00a0»',
  missingLastName: 'nom manquant',
  invalidLastName: 'nom invalide',
  invalidLastNameValue: 'nom invalide (150 caractères au plus)\u00a0: «\u00a0{value}\u00a0»',
  invalidEmail: 'e-mail invalide',
  invalidEmailValue: 'e-mail invalide\u00a0: «\u00a0{value}\u00a0»',
  duplicateEmail: 'e-mail en double dans le fichier',
  duplicateEmailValue: 'e-mail en double dans le fichier\u00a0: «\u00a0{value}\u00a0»',
  invalidGraduationYear: "année d'arrivée invalide",
  invalidGraduationYearValue: "année d'arrivée invalide\u00a0: «\u00a0{value}\u00a0»",
  unknownDegree: 'diplôme inconnu',
  unknownDegreeValue: "diplôme inconnu de l'école\u00a0: «\u00a0{value}\u00a0»",
  invalidRoleCode: 'code de rôle invalide',
  invalidRoleCodeValue: 'code de rôle invalide\u00a0: «\u00a0{value}\u00a0»',
  invalidExternalRef: 'référence externe invalide',
  invalidExternalRefValue:
    'référence externe invalide (64 caractères au plus)\u00a0: «\u00a0{value}\u00a0»',
  unknownCampus: 'campus inconnu',
  unknownCampusValue: "campus inconnu de l'école\u00a0: «\u00a0{value}\u00a0»",
  missingDegreeName: 'nom du diplôme manquant',
  degreeNameTooLong: 'nom du diplôme trop long',
  degreeNameTooLongValue:
    'nom du diplôme trop long (255 caractères au plus)\u00a0: «\u00a0{value}\u00a0»',
  duplicateDegree: 'diplôme en double dans le fichier',
  duplicateDegreeValue: 'diplôme en double dans le fichier\u00a0: «\u00a0{value}\u00a0»',
  sectionTooLong: 'filière ou composante trop longue',
  sectionTooLongValue:
    'filière ou composante trop longue (255 caractères au plus)\u00a0: «\u00a0{value}\u00a0»',
  csvLine: 'ligne',
  csvReason: 'motif',
};

type ImportMessageKey = keyof typeof IMPORT_MESSAGES_FR;

const IMPORT_MESSAGES_EN: Record<ImportMessageKey, string> = {
  notUtfText:
    'Line {line}: the file is not UTF-8 text (or mixes encodings). Save it as "CSV UTF-8".',
  empty: 'The file is empty.',
  wrongHeader:
    'Line 1: the first line must be the column names "{expected}", in English or French, in any order (found: "{found}").',
  unclosedQuote: 'Line {line}: a quoted field is never closed (missing `"`).',
  textAfterQuote:
    'Line {line}: a closing quote `"` is followed by something other than `;` or the end of the line.',
  nulCharacter: 'Line {line}: the file holds NUL characters; it is a binary file, not a text CSV.',
  binaryFile:
    'This file is a {format} file, neither a text CSV nor an XLSX workbook. Save it as "CSV UTF-8" or "Excel Workbook (.xlsx)".',
  htmlFile: 'This file is an HTML page, not a text CSV.',
  svgFile: 'This file is an SVG image, not a text CSV.',
  noFile: 'No file was sent.',
  brokenUpload: 'The file could not be received: the upload is incomplete or malformed.',
  tooLarge: 'The file is larger than the maximum of {max} MB.',
  notDraft: 'This import is no longer a draft.',
  notSubmitted: 'This import is not waiting for validation.',
  notApplied: 'This import is not applied.',
  alreadyActive: 'This member has already activated their account.',
  wrongColumnCount: 'wrong number of columns',
  wrongColumnCountValue: 'wrong number of columns: {value} found',
  missingFirstName: 'missing first name',
  invalidFirstName: 'invalid first name',
  invalidFirstNameValue: 'invalid first name (150 characters at most): "{value}"',
  missingLastName: 'missing last name',
  invalidLastName: 'invalid last name',
  invalidLastNameValue: 'invalid last name (150 characters at most): "{value}"',
  invalidEmail: 'invalid email',
  invalidEmailValue: 'invalid email: "{value}"',
  duplicateEmail: 'duplicate email in file',
  duplicateEmailValue: 'duplicate email in file: "{value}"',
  invalidGraduationYear: 'invalid year of arrival',
  invalidGraduationYearValue: 'invalid year of arrival: "{value}"',
  unknownDegree: 'unknown degree',
  unknownDegreeValue: 'degree unknown to the school: "{value}"',
  invalidRoleCode: 'invalid role code',
  invalidRoleCodeValue: 'invalid role code: "{value}"',
  invalidExternalRef: 'invalid external ref',
  invalidExternalRefValue: 'invalid external ref (64 characters at most): "{value}"',
  unknownCampus: 'unknown campus',
  unknownCampusValue: 'campus unknown to the school: "{value}"',
  missingDegreeName: 'missing degree name',
  degreeNameTooLong: 'degree name too long',
  degreeNameTooLongValue: 'degree name too long (255 characters at most): "{value}"',
  duplicateDegree: 'duplicate degree in file',
  duplicateDegreeValue: 'duplicate degree in file: "{value}"',
  sectionTooLong: 'subsection or section too long',
  sectionTooLongValue: 'subsection or section too long (255 characters at most): "{value}"',
  csvLine: 'line',
  csvReason: 'reason',
};

/** The imports' catalogue, per locale (registered in api/issues.ts as `imports`). */
export const IMPORT_MESSAGES: Record<Locale, Record<ImportMessageKey, string>> = {
  fr: IMPORT_MESSAGES_FR,
  en: IMPORT_MESSAGES_EN,
};

/**
 * The reasons that name a degree or a campus, for a school with the `certificate` wording
 * (school.ts: degrees read as certificates, campuses as centres).
 */
export const CERTIFICATE_REASONS: Record<Locale, Partial<Record<ImportMessageKey, string>>> = {
  fr: {
    unknownDegree: 'certificat inconnu',
    unknownDegreeValue: "certificat inconnu de l'école\u00a0: «\u00a0{value}\u00a0»",
    unknownCampus: 'centre inconnu',
    unknownCampusValue: "centre inconnu de l'école\u00a0: «\u00a0{value}\u00a0»",
    missingDegreeName: 'nom du certificat manquant',
    degreeNameTooLong: 'nom du certificat trop long',
    degreeNameTooLongValue:
      'nom du certificat trop long (255 caractères au plus)\u00a0: «\u00a0{value}\u00a0»',
    duplicateDegree: 'certificat en double dans le fichier',
    duplicateDegreeValue: 'certificat en double dans le fichier\u00a0: «\u00a0{value}\u00a0»',
  },
  en: {
    unknownDegree: 'unknown certificate',
    unknownDegreeValue: 'certificate unknown to the school: "{value}"',
    unknownCampus: 'unknown centre',
    unknownCampusValue: 'centre unknown to the school: "{value}"',
    missingDegreeName: 'missing certificate name',
    degreeNameTooLong: 'certificate name too long',
    degreeNameTooLongValue: 'certificate name too long (255 characters at most): "{value}"',
    duplicateDegree: 'duplicate certificate in file',
    duplicateDegreeValue: 'duplicate certificate in file: "{value}"',
  },
};

/** The reference (`$msg:imports.<key>?…`) of an import message, for error bodies. */
export const importRef = (key: ImportMessageKey, params: Record<string, string | number> = {}) =>
  messageRef('imports', key, params);

/** An import message in words, `{name}` placeholders filled. */
export const importMessage = (
  locale: Locale,
  key: ImportMessageKey,
  params: Record<string, string | number> = {},
) => fillPlaceholders(IMPORT_MESSAGES[locale][key], params);

const M = MEMBER_IMPORT_REASONS;
const D = DEGREE_IMPORT_REASONS;

/** The catalogue key of each stored line reason (its English code, member-import.ts). */
const REASON_KEYS: Readonly<Record<string, ImportMessageKey>> = {
  [M.wrongColumnCount]: 'wrongColumnCount',
  [M.missingFirstName]: 'missingFirstName',
  [M.invalidFirstName]: 'invalidFirstName',
  [M.missingLastName]: 'missingLastName',
  [M.invalidLastName]: 'invalidLastName',
  [M.invalidEmail]: 'invalidEmail',
  [M.duplicateEmail]: 'duplicateEmail',
  [M.invalidGraduationYear]: 'invalidGraduationYear',
  [M.unknownDegree]: 'unknownDegree',
  [M.invalidRoleCode]: 'invalidRoleCode',
  [M.invalidExternalRef]: 'invalidExternalRef',
  [M.unknownCampus]: 'unknownCampus',
  [D.missingName]: 'missingDegreeName',
  [D.nameTooLong]: 'degreeNameTooLong',
  [D.duplicateName]: 'duplicateDegree',
  [D.valueTooLong]: 'sectionTooLong',
};

/**
 * Why a line was rejected, in `locale` and the school's `wording`, naming its bad value when
 * the report kept one ("e-mail invalide : « jean@@exemple.fr »"). A reason this version does
 * not know (a newer server) is returned as it came. Never throws.
 */
export function importReasonText(
  error: ImportLineError,
  locale: Locale,
  wording: 'default' | 'certificate' = 'default',
): string {
  const key = REASON_KEYS[error.reason];
  if (!key) return error.value ? `${error.reason}: "${error.value}"` : error.reason;
  const withValue = `${key}Value` as ImportMessageKey;
  const chosen =
    error.value !== undefined && error.value !== '' && withValue in IMPORT_MESSAGES[locale]
      ? withValue
      : key;
  const template =
    (wording === 'certificate' ? CERTIFICATE_REASONS[locale][chosen] : undefined) ??
    IMPORT_MESSAGES[locale][chosen];
  return fillPlaceholders(template, { value: error.value ?? '' });
}
