/**
 * Duplicate users (issue 34 item 5; spec 1 §2 school settings "duplicate users", spec 1 §5
 * "duplicate merge needs a choice per conflict", spec 2 §6 super admins "deduplicate", spec 2
 * §8 "Cannot merge users from another school"): which members look like the same person, and
 * which of their fields a merge must ask about. Pure: the server finds the people, the web
 * shows the choices.
 */

/** Why two members look like one person. */
export const DUPLICATE_REASONS = ['email', 'name_birth', 'external_ref'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/**
 * The fields of an account a merge keeps one value of (the kept account's, or the merged
 * one's). The picture and banner follow the kept account, else the merged one's.
 */
export const MERGE_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'birth_name',
  'civility',
  'date_birth',
  'phone',
  'city',
  'country',
  'summary',
  'external_ref',
] as const;
export type MergeField = (typeof MERGE_FIELDS)[number];

/** Which account's value a merge keeps for a field. */
export const MERGE_CHOICES = ['keep', 'merge'] as const;
export type MergeChoice = (typeof MERGE_CHOICES)[number];

/** The at most number of pairs a list of duplicates shows (the rest after a merge). */
export const DUPLICATE_PAIRS_MAX = 200;

/** Mail domains that ignore dots in the local part and deliver `a+tag@` to `a@`. */
export const GMAIL_LIKE_DOMAINS: Readonly<Record<string, string>> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/** Drops accents (NFD, then combining marks) and lowercases. Never throws. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * The e-mail as one mailbox: lowercased, without accents, and for gmail-like domains without
 * the dots of the local part nor a `+tag` (`Jean.Dupont+alumni@GoogleMail.com` →
 * `jeandupont@gmail.com`). Never throws.
 */
export function normalizeEmail(email: string): string {
  const folded = foldText(email);
  const at = folded.lastIndexOf('@');
  if (at < 0) return folded;
  let local = folded.slice(0, at);
  const domain = folded.slice(at + 1);
  const gmail = GMAIL_LIKE_DOMAINS[domain];
  if (!gmail) return `${local}@${domain}`;
  local = local.split('+')[0]?.replaceAll('.', '') ?? '';
  return `${local}@${gmail}`;
}

/** A name reduced to its letters and digits, without accents nor case (`Lé-On` → `leon`). */
export function normalizeName(name: string | null | undefined): string {
  return foldText(name ?? '').replace(/[^\p{L}\p{N}]+/gu, '');
}

/** What detection looks at of a member. */
export interface DuplicateCandidate {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  /** ISO date (YYYY-MM-DD) or null. */
  date_birth: string | null;
  external_ref: string | null;
}

/** Two members that look like one person, the smaller id first, and why. */
export interface DuplicateMatch {
  ids: [number, number];
  reasons: DuplicateReason[];
}

/** The keys under which two members are the same person, one per reason that applies. */
function keysOf(person: DuplicateCandidate): [DuplicateReason, string][] {
  const keys: [DuplicateReason, string][] = [['email', normalizeEmail(person.email)]];
  const first = normalizeName(person.first_name);
  const last = normalizeName(person.last_name);
  if (first && last && person.date_birth) {
    keys.push(['name_birth', `${first}|${last}|${person.date_birth}`]);
  }
  const ref = (person.external_ref ?? '').trim().toLowerCase();
  if (ref) keys.push(['external_ref', ref]);
  return keys;
}

/**
 * The pairs of `people` that look like one person (same e-mail once normalised, same first
 * and last name and birth date, same external reference), each pair once with all its
 * reasons, ordered by their smaller id then the other; at most `max`. Never throws.
 */
export function findDuplicatePairs(
  people: readonly DuplicateCandidate[],
  max = DUPLICATE_PAIRS_MAX,
): DuplicateMatch[] {
  const groups = new Map<string, number[]>();
  for (const person of people) {
    for (const [reason, key] of keysOf(person)) {
      const group = `${reason}:${key}`;
      const ids = groups.get(group);
      if (ids) ids.push(person.id);
      else groups.set(group, [person.id]);
    }
  }
  const pairs = new Map<string, DuplicateMatch>();
  for (const [group, ids] of groups) {
    if (ids.length < 2) continue;
    const reason = group.slice(0, group.indexOf(':')) as DuplicateReason;
    const sorted = [...new Set(ids)].sort((a, b) => a - b);
    for (let i = 0; i < sorted.length; i += 1) {
      for (let j = i + 1; j < sorted.length; j += 1) {
        const a = sorted[i] as number;
        const b = sorted[j] as number;
        const key = `${a}:${b}`;
        const pair = pairs.get(key) ?? { ids: [a, b], reasons: [] };
        if (!pair.reasons.includes(reason)) pair.reasons.push(reason);
        pairs.set(key, pair);
      }
    }
  }
  return [...pairs.values()]
    .map((p) => ({ ...p, reasons: DUPLICATE_REASONS.filter((r) => p.reasons.includes(r)) }))
    .sort((x, y) => x.ids[0] - y.ids[0] || x.ids[1] - y.ids[1])
    .slice(0, max);
}

/** A member's mergeable fields (MERGE_FIELDS), null or '' when empty. */
export type MergeFields = Record<MergeField, string | null>;

const isEmpty = (value: string | null | undefined) =>
  value === null || value === undefined || value.trim() === '';

/**
 * The fields on which two members disagree: both have a value and they differ (an e-mail
 * only in case counts, as the kept spelling must be chosen). A field empty on one side takes
 * the other's value with no question. Never throws.
 */
export function conflictingFields(keep: MergeFields, merge: MergeFields): MergeField[] {
  return MERGE_FIELDS.filter(
    (field) => !isEmpty(keep[field]) && !isEmpty(merge[field]) && keep[field] !== merge[field],
  );
}

/**
 * The values the kept account ends with: for a conflicting field the chosen side's, else the
 * one that is set (the kept account's first). Returns the conflicting fields without a
 * choice in `missing` (spec 1 §5 "duplicate merge needs a choice per conflict"). Never throws.
 */
export function mergedFields(
  keep: MergeFields,
  merge: MergeFields,
  choices: Partial<Record<MergeField, MergeChoice>>,
): { values: MergeFields; missing: MergeField[] } {
  const conflicts = conflictingFields(keep, merge);
  const missing = conflicts.filter((field) => !choices[field]);
  const values = {} as MergeFields;
  for (const field of MERGE_FIELDS) {
    if (conflicts.includes(field)) {
      values[field] = choices[field] === 'merge' ? merge[field] : keep[field];
    } else {
      values[field] = isEmpty(keep[field]) ? merge[field] : keep[field];
    }
  }
  return { values, missing };
}
