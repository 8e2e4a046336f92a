import type {
  ArticleCategory,
  PermissionSchool,
  PermissionUser,
  PublicationStatus,
} from '@alumni/domain';
import {
  ARTICLE_CATEGORIES,
  canUseBlog,
  canValidateArticles,
  decideSave,
  isSchoolAdmin,
  PUBLICATION_STATE,
  PUBLICATION_STATUSES,
} from '@alumni/domain';

/**
 * What the blog's pages offer whom (spec 1 §2 Blog "filters draft, published, scheduled,
 * pending", §4 Publication; spec 2 §6), free of React so it is unit-tested on its own. The
 * server decides; these only show the buttons and filters that will work.
 */

/** The list's status filters, in the order shown: published first (the default). */
export const LIST_STATUSES: readonly PublicationStatus[] = [
  'published',
  'scheduled',
  'draft',
  'pending',
  'refused',
];

/** Who writes articles: members with the blog view (domain canUseBlog). Never throws. */
export function canWriteArticles(user: PermissionUser | null, school: PermissionSchool): boolean {
  return user !== null && canUseBlog(user, school);
}

/**
 * The status filters `user` gets on the list: none for anonymous readers (published only);
 * members who write see their own drafts, scheduled, pending and refused articles, validators
 * and admins everyone's (the server filters). Never throws.
 */
export function listStatuses(
  user: PermissionUser | null,
  school: PermissionSchool,
): readonly PublicationStatus[] {
  return canWriteArticles(user, school) ? LIST_STATUSES : ['published'];
}

/** Whether `user` sees an article's history: its author, Blog validators and admins. */
export function seesHistory(
  user: (PermissionUser & { id: number }) | null,
  school: PermissionSchool,
  authorId: number,
): boolean {
  if (!user) return false;
  return user.id === authorId || canValidateArticles(user, school) || isSchoolAdmin(user, school);
}

/** A status read from the address (`?status=`), kept when the viewer has it, else published. */
export function parseStatus(
  raw: string | null,
  allowed: readonly PublicationStatus[],
): PublicationStatus {
  const status = PUBLICATION_STATUSES.find((value) => value === raw);
  return status && allowed.includes(status) ? status : 'published';
}

/** A category read from the address (`?category=`); null for any other value. */
export function parseCategory(raw: string | null): ArticleCategory | null {
  return ARTICLE_CATEGORIES.find((value) => value === raw) ?? null;
}

/** The buttons of the article form. */
export type SaveAction = 'draft' | 'submit' | 'publish' | 'schedule' | 'save';

/**
 * The save buttons the publication rules allow (domain publication.ts decideSave): a draft,
 * pending or refused article (or a new one) can be saved as a draft, and then either submitted
 * for validation (the school validates blog articles and the writer is no Blog validator) or
 * published (scheduled when its date is to come); a published or scheduled article is only
 * saved as it is (a save never takes it back). Never throws.
 */
export function saveActions(
  status: PublicationStatus | null,
  opts: { requiresValidation: boolean; isValidator: boolean; future: boolean },
): SaveAction[] {
  if (status === 'published' || status === 'scheduled') return ['save'];
  // Where the server's rule (decideSave) takes a save that is not a draft.
  const outcome = decideSave(
    null,
    { isAuthor: true, isValidator: opts.isValidator, isAdmin: false },
    { draft: false, requiresValidation: opts.requiresValidation },
  );
  if (outcome.ok && outcome.state === PUBLICATION_STATE.pending) return ['draft', 'submit'];
  return ['draft', opts.future ? 'schedule' : 'publish'];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall-clock fields of `date` in `timeZone`, as numbers (month 1–12, hour 0–23). */
function wallClock(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/**
 * An instant as a `datetime-local` input's value ('' for null), in `timeZone` (an IANA name,
 * the school's for events) or else the browser's time zone.
 */
export function toLocalInput(iso: string | null, timeZone?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const c = timeZone
    ? wallClock(date, timeZone)
    : {
        year: date.getFullYear(),
        month: date.getMonth() + 1,
        day: date.getDate(),
        hour: date.getHours(),
        minute: date.getMinutes(),
      };
  return `${c.year}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}`;
}

/**
 * A `datetime-local` value as an ISO instant, read in `timeZone` (else the browser's); null
 * when empty or invalid. A wall time a daylight-saving change skips moves forward.
 */
export function fromLocalInput(value: string, timeZone?: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  if (!timeZone) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date.toISOString();
  }
  const asUtc = Date.parse(`${value.slice(0, 16)}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  // The zone's offset at an instant: its wall clock read as if UTC, minus the instant.
  const offset = (at: number) => {
    const c = wallClock(new Date(at), timeZone);
    return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute) - at;
  };
  const first = asUtc - offset(asUtc);
  return new Date(asUtc - offset(first)).toISOString();
}

/**
 * Whether a `datetime-local` value (read in `timeZone`, else the browser's) lies in the
 * future: its article or event would be scheduled.
 */
export function isFuture(value: string, now: Date = new Date(), timeZone?: string): boolean {
  const iso = fromLocalInput(value, timeZone);
  return iso !== null && new Date(iso).getTime() > now.getTime();
}
