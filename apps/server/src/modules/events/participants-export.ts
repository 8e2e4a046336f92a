import {
  CSV_FORMULA_PATTERN,
  type Locale,
  PARTICIPANT_MESSAGES,
  type RegistrationStatus,
} from '@alumni/domain';
import Papa from 'papaparse';
import type { Db } from '../../db/client.ts';
import { eventRegistrations, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import { organisedEvent, participantFilter, selectParticipants } from './participants.service.ts';

/**
 * The participants of an event as a CSV file (issue 14 item 4 "export them as CSV
 * (formula-injection escaped)"): papaparse writes it, `;`-separated like the member
 * imports, UTF-8 with a BOM so that spreadsheets read the accents, CRLF line ends; a cell
 * starting with `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'`
 * (papaparse's `escapeFormulae` with the domain's CSV_FORMULA_PATTERN).
 */

/** An ASCII file name for the download: `<slug>-participants.csv`. */
const downloadName = (slug: string) =>
  `${slug.replace(/[^\w.-]+/g, '_').slice(0, 100) || 'event'}-participants.csv`;

/**
 * The CSV of event `eventId`'s registrations (organisers only: organisedEvent's errors),
 * filtered by `status` and name `q`, ordered by name, headers in `locale`. Returns its text
 * and a file name.
 */
export async function participantsCsv(
  db: Db,
  actor: Actor,
  input: { eventId: number; status?: RegistrationStatus | undefined; q?: string | undefined },
  locale: Locale,
): Promise<{ fileName: string; csv: string }> {
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
    m.csvRegisteredAt,
    m.csvCheckedInAt,
  ];
  const data = rows.map((r) => [
    `${r.contact.firstName} ${r.contact.lastName}`,
    r.contact.email,
    r.contact.phone ?? '',
    r.ticket.name,
    String(r.quantity),
    r.status,
    (r.amountCents / 100).toFixed(2),
    r.createdAt.toISOString(),
    r.checkedInAt?.toISOString() ?? '',
  ]);
  const csv = Papa.unparse(
    { fields, data },
    { delimiter: ';', newline: '\r\n', escapeFormulae: CSV_FORMULA_PATTERN },
  );
  return { fileName: downloadName(event.slug), csv: `\uFEFF${csv}\r\n` };
}
