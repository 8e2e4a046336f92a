/**
 * The discussions' pure rules on the web side (issue 32; docs/areas/discussions.md): how a
 * thread merges what the REST pages and the socket's `change` frames bring (by message id,
 * ordered by `seq`, an older change never over a newer one), the cursors a reconnecting tab
 * resumes from, receipts, day separators, previews, the composer's send key (spec 2 §9
 * Alt+Enter), attachment checks (spec 2 §8) and the socket's reconnection delay. No React,
 * no I/O: the hooks and components use them, the unit tests pin them.
 */

import { fullName, MESSAGE_ATTACHMENT_MAX_BYTES } from '@alumni/domain';

/** What the rules need of a message (the contract's `ChatMessage` has these and more). */
export interface ThreadMessage {
  id: number;
  seq: number;
  change_seq: number;
  sender: { id: number };
  created_at: string;
  deleted_at: string | null;
}

/** A thread as the page holds it: its messages oldest first, and where older ones start. */
export interface ThreadState<M extends ThreadMessage = ThreadMessage> {
  messages: M[];
  /** The `before` cursor of the page of older messages; null when the first is held. */
  older: number | null;
}

/**
 * A page's `next` as a `before` seq: the contract's cursor text ('27'), or an address
 * carrying `before=27`; null when there is no older page.
 */
export function beforeOf(next: string | null): number | null {
  if (!next) return null;
  const text = /[?&]before=(\d+)/.exec(next)?.[1] ?? next;
  const before = Number(text);
  return Number.isInteger(before) && before > 0 ? before : null;
}

/**
 * `messages` with `incoming` merged in: one entry per id, the version with the highest
 * `change_seq` kept (a change already seen, or older than what is held, changes nothing),
 * ordered by `seq`. Returns `messages` itself when nothing changed, so React skips a render.
 */
export function mergeMessages<M extends ThreadMessage>(messages: M[], incoming: readonly M[]): M[] {
  const byId = new Map(messages.map((message) => [message.id, message]));
  let changed = false;
  for (const message of incoming) {
    const held = byId.get(message.id);
    if (held && held.change_seq >= message.change_seq) continue;
    byId.set(message.id, message);
    changed = true;
  }
  if (!changed) return messages;
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/** The thread with one message written, edited or deleted (a socket `change` frame). */
export function applyChange<M extends ThreadMessage>(
  thread: ThreadState<M>,
  message: M,
): ThreadState<M> {
  const messages = mergeMessages(thread.messages, [message]);
  return messages === thread.messages ? thread : { ...thread, messages };
}

/** The highest sequence number a thread's messages carry (a change's seq included); 0 if none. */
export function highestSeq(messages: readonly ThreadMessage[]): number {
  let highest = 0;
  for (const message of messages) highest = Math.max(highest, message.seq, message.change_seq);
  return highest;
}

/**
 * The cursors a (re)connecting socket sends in `resume` (design "Transport"): per conversation
 * the highest change the socket delivered (`seen`); for one it delivered nothing of, the
 * highest the REST answers showed (`fetched`: the list's `last_seq`, a thread page's
 * `change_seq`), which the caches already hold. A cursor too low only brings changes again
 * (merged once); one too high would lose some, so `seen` wins over `fetched`.
 */
export function resumeCursors(
  seen: ReadonlyMap<number, number>,
  fetched: ReadonlyMap<number, number>,
): Record<string, number> {
  const cursors: Record<string, number> = {};
  for (const [id, seq] of fetched) cursors[String(id)] = seq;
  for (const [id, seq] of seen) cursors[String(id)] = seq;
  return cursors;
}

/**
 * Whether a change of `seq` in a conversation is new to a tab that has seen up to `seen`
 * (undefined: nothing yet). The server sends each change once per socket; after a reconnect,
 * a change the REST page already showed may come again.
 */
export function isNewChange(seen: number | undefined, seq: number): boolean {
  return seen === undefined || seq > seen;
}

/** A participant's read position (the contract's participants carry it). */
export interface ReadPosition {
  user_id: number;
  last_read_seq: number;
}

/**
 * The receipt of one's own message (spec 1 §4 "Message: sent, read"): 'read' once every other
 * participant (`positions`, the viewer's own left out if there) has read up to its seq, 'sent'
 * before; null for others' messages and deleted ones.
 */
export function receiptOf(
  message: ThreadMessage,
  viewerId: number,
  positions: readonly ReadPosition[],
): 'sent' | 'read' | null {
  if (message.sender.id !== viewerId || message.deleted_at !== null) return null;
  const others = positions.filter((position) => position.user_id !== viewerId);
  if (others.length === 0) return 'sent';
  return others.every((position) => position.last_read_seq >= message.seq) ? 'read' : 'sent';
}

/** The local calendar day of an instant, as 'YYYY-MM-DD' in the browser's time zone. */
export function dayKey(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A thread cut into days, for its separators: each day with its messages, in order. */
export function groupByDay<M extends ThreadMessage>(
  messages: readonly M[],
): { day: string; messages: M[] }[] {
  const days: { day: string; messages: M[] }[] = [];
  for (const message of messages) {
    const day = dayKey(message.created_at);
    const last = days[days.length - 1];
    if (last && last.day === day) last.messages.push(message);
    else days.push({ day, messages: [message] });
  }
  return days;
}

/** What the list shows of a conversation's last message. */
export type MessagePreview =
  | { kind: 'none' }
  | { kind: 'deleted' }
  | { kind: 'attachment' }
  | { kind: 'text'; text: string };

/** The preview of a last message: its first line, "deleted", "attachment", or nothing yet. */
export function previewOf(
  message: { body: string; deleted_at: string | null; attachments: readonly unknown[] } | null,
): MessagePreview {
  if (!message) return { kind: 'none' };
  if (message.deleted_at !== null) return { kind: 'deleted' };
  const text = message.body.trim().split('\n')[0]?.trim() ?? '';
  if (text) return { kind: 'text', text: text.length > 120 ? `${text.slice(0, 119)}…` : text };
  return message.attachments.length > 0 ? { kind: 'attachment' } : { kind: 'none' };
}

/**
 * A conversation's name: a group's title, else the other participants' names (`participants`
 * are the others, as the contract gives them); null when nobody else is left in it.
 */
export function conversationName(conversation: {
  title: string | null;
  participants: readonly { first_name: string; last_name: string }[];
}): string | null {
  if (conversation.title) return conversation.title;
  if (conversation.participants.length === 0) return null;
  return conversation.participants.map(fullName).join(', ');
}

/** What a key press in the composer does (spec 2 §9: Alt+Enter sends, Enter makes a new line). */
export function composerKey(event: {
  key: string;
  altKey: boolean;
  isComposing?: boolean;
}): 'send' | null {
  if (event.isComposing) return null;
  return event.key === 'Enter' && event.altKey ? 'send' : null;
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
// The extensions the server takes (domain discussions.ts: documents typed by content, named so).
const EXTENSIONS = /\.(jpe?g|png|webp|gif|pdf|docx?|xlsx?|pptx?|txt|text|csv|md|log)$/i;

/**
 * Why a file cannot be attached, as a catalogue key (spec 2 §8 "Invalid attachment format",
 * "attachment too large (max 3 MB)"), or null. Judged by its name's extension or, for images,
 * the browser's type: a first check before the upload, the server decides by the content.
 */
export function attachmentProblem(file: {
  name: string;
  type: string;
  size: number;
}): 'discussions_attachment_invalid' | 'discussions_attachment_too_large' | null {
  if (!IMAGE_TYPES.includes(file.type) && !EXTENSIONS.test(file.name)) {
    return 'discussions_attachment_invalid';
  }
  if (file.size > MESSAGE_ATTACHMENT_MAX_BYTES) return 'discussions_attachment_too_large';
  return null;
}

/**
 * The wait before reconnecting after `failures` failures in a row: 1 s doubling up to 30 s,
 * then ±20 % jitter (`random` in [0, 1)) so that a restarted server is not met by every tab
 * at once.
 */
export function reconnectDelay(failures: number, random: number): number {
  const base = Math.min(1_000 * 2 ** Math.max(0, failures - 1), 30_000);
  return Math.round(base * (0.8 + 0.4 * random));
}

/** How long a connection may take before the thread says it is connecting (spec 2 §8). */
export const CONNECTING_NOTICE_MS = 3_000;

/** The socket's address on the page's own host: ws: or wss: as the page's scheme (spec 2 §7). */
export function socketUrl(location: { protocol: string; host: string }, path: string): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`;
}

/**
 * A file size as a person reads it in `locale` (units of 1,024, as the 3 MB limit):
 * `850 Ko`, `1,2 Mo`, `3.5 MB`.
 */
export function fileSizeText(bytes: number, locale: 'fr' | 'en'): string {
  const units = locale === 'fr' ? ['o', 'Ko', 'Mo'] : ['B', 'KB', 'MB'];
  const number = (value: number, digits: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value);
  if (bytes < 1024) return `${number(bytes, 0)}\u00a0${units[0]}`;
  if (bytes < 1024 * 1024) return `${number(Math.round(bytes / 1024), 0)}\u00a0${units[1]}`;
  return `${number(bytes / (1024 * 1024), 1)}\u00a0${units[2]}`;
}

/**
 * A new message's `client_id`: a random UUID (v4). `crypto.randomUUID` exists only on secure
 * pages; a school served over plain HTTP gets one from `getRandomValues`.
 */
export function newClientId(random: Crypto = globalThis.crypto): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The time of day of `iso` in `locale`, in the browser's time zone: '14:05', '2:05 PM'. Here
 * rather than in i18n/format.ts, which every page loads (the sign-in page's budget).
 */
export function timeOfDay(iso: string, locale: 'fr' | 'en'): string {
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
    timeFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}
