import type { DomainEvents } from '../../platform/domain-events.ts';
import type { SchoolCaches } from '../../platform/school-caches.ts';
import { onCommit } from '../../platform/school-scope.ts';

/**
 * Keeps every instance's cached copy of a school right (issue 16 item 2): on
 * `school.changed`, once the change is committed, the school's caches are dropped here and,
 * through the bus, on every other instance. A failed broadcast is logged; the TTL then
 * bounds how long another instance serves the old copy.
 */
export function subscribeSchoolCaches(events: DomainEvents, caches: SchoolCaches): void {
  events.on('school.changed', (_payload, { school, log }) => {
    onCommit(() => {
      caches
        .drop(school)
        .catch((error: unknown) => log.error({ err: error }, 'school cache drop failed'));
    });
  });
}
