import type { ValidationCounts } from '@alumni/domain';
import { apiPath, clampCounter, VALIDATION_PATHS, VALIDATION_TYPES } from '@alumni/domain';

/**
 * The live counters of the signed-in user (spec 1 §4 "Live notification stream events:
 * message, message-init, validations, validations-init"; spec 2 §4 "counters never go below
 * 0"): what waits for validation per type, and unread messages. Pure: the provider feeds it
 * the stream's events and the fallback refresh's answers.
 */
export interface LiveCounts {
  /** Null until a `validations-init` event or `GET /api/validations/` answered. */
  validations: ValidationCounts | null;
  unread: number;
}

export const INITIAL_LIVE_COUNTS: LiveCounts = { validations: null, unread: 0 };

/** The address of the signed-in user's live event stream (`VALIDATION_PATHS.stream`, spec 2 §7). */
export const liveEventsUrl = (userId: number) => apiPath(VALIDATION_PATHS.stream, { userId });

/** The events of the live event stream (`liveEventsUrl`). */
export const LIVE_EVENTS = ['validations-init', 'validations', 'message-init', 'message'] as const;
export type LiveEventName = (typeof LIVE_EVENTS)[number];

export type LiveCountsAction = { type: LiveEventName; data: unknown } | { type: 'reset' };

const asNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : null;

/** An event's `data` line as JSON; the raw text when it is not JSON. */
export function parseEventData(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/**
 * Counts from a `validations(-init)` payload or `GET /api/validations/`: each known type
 * clamped at 0; a type the payload leaves out keeps its previous value (0 at first).
 * A payload that is not an object changes nothing.
 */
export function readValidationCounts(
  data: unknown,
  previous: ValidationCounts | null,
): ValidationCounts | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return previous;
  const fields = data as Record<string, unknown>;
  const counts = {} as ValidationCounts;
  for (const type of VALIDATION_TYPES) {
    const value = asNumber(fields[type]);
    counts[type] = clampCounter(value ?? previous?.[type] ?? 0);
  }
  return counts;
}

/**
 * Unread messages after a `message-init` or `message` event. `{unread: n}` (or a bare
 * number) sets the count; `{delta: n}` moves it; any other `message` is one new message.
 * Never below 0.
 */
export function readUnread(type: 'message-init' | 'message', data: unknown, previous: number) {
  const bare = asNumber(data);
  if (bare !== null) return clampCounter(bare);
  if (typeof data === 'object' && data !== null) {
    const fields = data as Record<string, unknown>;
    const unread = asNumber(fields.unread);
    if (unread !== null) return clampCounter(unread);
    const delta = asNumber(fields.delta);
    if (delta !== null) return clampCounter(previous, delta);
  }
  return type === 'message' ? clampCounter(previous, 1) : previous;
}

export function liveCountsReducer(state: LiveCounts, action: LiveCountsAction): LiveCounts {
  switch (action.type) {
    case 'reset':
      return INITIAL_LIVE_COUNTS;
    case 'validations-init':
    case 'validations': {
      const validations = readValidationCounts(action.data, state.validations);
      return validations === state.validations ? state : { ...state, validations };
    }
    case 'message-init':
    case 'message': {
      const unread = readUnread(action.type, action.data, state.unread);
      return unread === state.unread ? state : { ...state, unread };
    }
  }
}

/** Everything waiting for validation that `counts` shows; 0 while unknown. */
export function totalPending(counts: ValidationCounts | null): number {
  if (!counts) return 0;
  return VALIDATION_TYPES.reduce((sum, type) => sum + clampCounter(counts[type] ?? 0), 0);
}

/** A counter as a badge shows it: up to 99, then '99+'. */
export function badgeLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The delay before the next attempt to reopen the stream after `failures` failures in a row:
 * 5 s, then doubling, at most 5 minutes.
 */
export function streamRetryDelay(failures: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, failures - 1), 300_000);
}

/** How often the counts are read with `GET /api/validations/` while the stream is down (spec 2 §7). */
export const FALLBACK_REFRESH_MS = 30_000;
