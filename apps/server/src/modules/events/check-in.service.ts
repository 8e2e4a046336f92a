import { fillPlaceholders, PARTICIPANT_MESSAGES } from '@alumni/domain';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventRegistrations } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { organisedEvent, type ParticipantRow, selectParticipants } from './participants.service.ts';

/**
 * Check-in (issue 14 item 7): each registration has a random, unique check-in code (the
 * column's default, migration 0018), valid while it is confirmed; its member gets it as a QR
 * code, and the event's organisers (its author, the school's admins) check them in by that
 * code or by the registration found by name. One conditional UPDATE (`checked_in_at is
 * null`) lets exactly one check-in through; the next ones answer when it happened.
 */

/**
 * The QR code of the actor's own registration `registrationId` of event `eventId`: its code
 * and an SVG data URL (qrcode package). 404 someone else's or unknown; 409 not confirmed.
 */
export async function registrationQr(
  db: Db,
  actor: Actor,
  input: { eventId: number; registrationId: number },
): Promise<{ code: string; qr_svg: string }> {
  const [registration] = await db
    .select({ status: eventRegistrations.status, code: eventRegistrations.checkInCode })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.id, input.registrationId),
        eq(eventRegistrations.eventId, input.eventId),
        eq(eventRegistrations.schoolId, actor.school.id),
        eq(eventRegistrations.userId, actor.user.id),
      ),
    );
  if (!registration) throw notFound();
  if (registration.status !== 'confirmed') {
    throw conflict(PARTICIPANT_MESSAGES[actor.locale].notConfirmed);
  }
  // Loaded on first use, not at start (docs/operations.md, "Build and start").
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(registration.code, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
  return {
    code: registration.code,
    qr_svg: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** When a check-in happened, in the reader's language and the school's time zone, named. */
function whenText(at: Date, actor: Actor): string {
  return new Intl.DateTimeFormat(actor.locale === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'long',
    timeZone: actor.school.timeZone,
  }).format(at);
}

/** The outcome of a check-in. */
export interface CheckInOutcome {
  result: 'checked_in' | 'already_checked_in';
  checkedInAt: Date;
  detail: string | null;
  participant: ParticipantRow;
}

/**
 * Checks in the registration of event `eventId` with check-in code `code`, or registration
 * `registrationId`, for the actor (organisers only: 403 when they see the event, else 404).
 * Returns `checked_in`, or `already_checked_in` with the first check-in's time. 404 no such
 * registration in this event; 409 not confirmed (waiting or cancelled).
 */
export async function checkIn(
  db: Db,
  actor: Actor,
  input: { eventId: number; code?: string | undefined; registrationId?: number | undefined },
): Promise<CheckInOutcome> {
  const messages = PARTICIPANT_MESSAGES[actor.locale];
  const event = await organisedEvent(db, actor, input.eventId);
  const which: SQL | undefined = and(
    eq(eventRegistrations.eventId, event.id),
    input.code !== undefined
      ? eq(eventRegistrations.checkInCode, input.code)
      : eq(eventRegistrations.id, input.registrationId ?? 0),
  );
  const [done] = await db
    .update(eventRegistrations)
    .set({ checkedInAt: new Date(), checkedInBy: actor.user.id })
    .where(
      and(
        which,
        eq(eventRegistrations.status, 'confirmed'),
        isNull(eventRegistrations.checkedInAt),
      ),
    )
    .returning({ id: eventRegistrations.id });
  const [participant] = await selectParticipants(db, which).limit(1);
  if (!participant) throw input.code !== undefined ? notFound(messages.unknownCode) : notFound();
  if (done && participant.checkedInAt) {
    return {
      result: 'checked_in',
      checkedInAt: participant.checkedInAt,
      detail: null,
      participant,
    };
  }
  if (participant.status !== 'confirmed') throw conflict(messages.notConfirmed);
  const at = participant.checkedInAt ?? new Date();
  return {
    result: 'already_checked_in',
    checkedInAt: at,
    detail: fillPlaceholders(messages.alreadyCheckedIn, { at: whenText(at, actor) }),
    participant,
  };
}
