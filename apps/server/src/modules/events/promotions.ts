import type { Locale } from '@alumni/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventRegistrations, eventTickets, users } from '../../db/schema/index.ts';
import type { Actor } from '../../platform/actor.ts';
import type { Mailer } from '../../platform/mail.ts';
import { schoolEmail } from '../../platform/mail-layout.ts';
import { type PublicUrlConfig, schoolLocale, schoolUrl } from '../../platform/public-url.ts';
import { promotionEmail } from './emails.ts';
import type { EventRecord } from './store.ts';

/**
 * Telling members their waiting registration got its seats (issue 30 item 3: "a waiting
 * registration becomes confirmed when a seat frees, but the person gets no notification and
 * no mail"). Whatever seats them (a cancellation, more seats on the ticket, an organiser's
 * move) calls `announcePromotions` in its transaction: a domain event per registration (the
 * notifications module writes the member's notification) and one `mail.send` job each, keyed
 * by the registration (a registration leaves the waiting list once, and a retried job or a
 * replayed request mails nobody twice). Both commit or roll back with the change.
 */

/** A registration that left the waiting list, and the seated status it got. */
export interface Promotion {
  id: number;
  status: 'confirmed' | 'pending';
}

/** What sending the mail needs: the mailer and the public addresses for the link. */
export interface PromotionMail {
  mailer: Mailer;
  urls: PublicUrlConfig;
}

/** An event's start in `locale` and the school's zone, named ("… 19:00 (Europe/Paris)"). */
function startText(at: Date, locale: Locale, timeZone: string): string {
  const text = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(at);
  return `${text} (${timeZone})`;
}

/**
 * Tells the members of `promotions` (registrations of `event` just seated by the actor's
 * change, on `tx`) that they left the waiting list: emits `event_registration.promoted` and
 * queues the mail, in the school's language, to the contact e-mail given at booking (else
 * the member's). Nothing when the list is empty.
 */
export async function announcePromotions(
  tx: Db,
  actor: Actor,
  mail: PromotionMail,
  event: Pick<EventRecord, 'id' | 'title' | 'slug' | 'startAt'>,
  promotions: readonly Promotion[],
): Promise<void> {
  if (!promotions.length) return;
  const { school } = actor;
  const rows = await tx
    .select({
      id: eventRegistrations.id,
      userId: eventRegistrations.userId,
      quantity: eventRegistrations.quantity,
      contactEmail: eventRegistrations.contactEmail,
      contactFirstName: eventRegistrations.contactFirstName,
      email: users.email,
      firstName: users.firstName,
      ticket: eventTickets.name,
    })
    .from(eventRegistrations)
    .innerJoin(users, eq(users.id, eventRegistrations.userId))
    .innerJoin(eventTickets, eq(eventTickets.id, eventRegistrations.ticketId))
    .where(
      and(
        eq(eventRegistrations.schoolId, school.id),
        inArray(
          eventRegistrations.id,
          promotions.map((p) => p.id),
        ),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const locale = schoolLocale(school);
  const when = startText(event.startAt, locale, school.timeZone);
  const link = schoolUrl(mail.urls, school, `/evenements/${event.slug}`);
  for (const { id, status } of promotions) {
    const row = byId.get(id);
    if (!row) continue;
    await actor.emit(tx, 'event_registration.promoted', {
      registrationId: id,
      userId: row.userId,
      eventId: event.id,
      title: event.title,
      slug: event.slug,
      status,
    });
    const content = promotionEmail(locale, {
      schoolName: school.name,
      firstName: row.contactFirstName || row.firstName,
      title: event.title,
      when,
      seats: row.quantity,
      ticket: row.ticket,
      status,
      link,
    });
    await mail.mailer.send({
      school,
      to: row.contactEmail || row.email,
      ...schoolEmail(school, content, locale),
      key: `event-registration-promoted:${id}`,
    });
  }
}
