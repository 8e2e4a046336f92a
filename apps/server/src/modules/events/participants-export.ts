import {
  fillPlaceholders,
  type Locale,
  PARTICIPANT_MESSAGES,
  type RegistrationStatus,
} from '@alumni/domain';
import type { Db } from '../../db/client.ts';
import { eventRegistrations, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { csvDocument, downloadName, spreadsheetTime } from '../../platform/csv-export.ts';
import { organisedEvent, participantFilter, selectParticipants } from './participants.service.ts';

/**
 * The participants of an event as a CSV file (issue 14 item 4 "export them as CSV
 * (formula-injection escaped)"), written as every export is (platform/csv-export.ts).
 */

/**
 * The CSV of event `eventId`'s registrations (organisers only: organisedEvent's errors),
 * filtered by `status` and name `q`, ordered by name, in `lang` (the page's; else the
 * request's): headers, statuses and decimal comma or point as the page says them, times in
 * the school's zone. Returns its text and a file name.
 */
export async function participantsCsv(
  db: Db,
  actor: Actor,
  input: {
    eventId: number;
    status?: RegistrationStatus | undefined;
    q?: string | undefined;
    lang?: Locale | undefined;
  },
): Promise<{ fileName: string; csv: string }> {
  const locale = input.lang ?? actor.locale;
  const zone = actor.school.timeZone;
  const event = await organisedEvent(db, actor, input.eventId);
  const rows = await selectParticipants(db, participantFilter(event.id, input)).orderBy(
    users.lastName,
    users.firstName,
    eventRegistrations.id,
  );
  const m = PARTICIPANT_MESSAGES[locale];
  const fields = [
    m.csvName,
    m.csvEmail,
    m.csvPhone,
    m.csvTicket,
    m.csvQuantity,
    m.csvStatus,
    m.csvAmount,
    fillPlaceholders(m.csvRegisteredAt, { zone }),
    fillPlaceholders(m.csvCheckedInAt, { zone }),
  ];
  const statusWords: Record<RegistrationStatus, string> = {
    confirmed: m.csvConfirmed,
    waiting: m.csvWaiting,
    pending: m.csvPending,
    cancelled: m.csvCancelled,
  };
  const when = spreadsheetTime(zone);
  const decimals = locale === 'fr' ? ',' : '.';
  const data = rows.map((r) => [
    `${r.contact.firstName} ${r.contact.lastName}`,
    r.contact.email,
    r.contact.phone ?? '',
    r.ticket.name,
    String(r.quantity),
    statusWords[r.status as RegistrationStatus] ?? r.status,
    (r.amountCents / 100).toFixed(2).replace('.', decimals),
    when(r.createdAt),
    r.checkedInAt ? when(r.checkedInAt) : '',
  ]);
  return {
    fileName: downloadName(event.slug, 'event', '-participants.csv'),
    csv: csvDocument(fields, data),
  };
}
