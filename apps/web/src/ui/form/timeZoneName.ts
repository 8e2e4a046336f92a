import type { Locale } from '@alumni/domain';

/**
 * The name people use for an IANA time zone, in `locale` (issue 30 item 8: a hint read "heure
 * de Europe/Paris"): 'Europe/Paris' → 'heure d’Europe centrale' (fr), 'Central European Time'
 * (en), the browser's generic name for the zone. A zone with no such name (Intl gives an
 * offset, or does not know it) gets its city, readable: 'America/Sao_Paulo' → 'Sao Paulo'.
 * Never throws.
 */
export function timeZoneName(zone: string, locale: Locale, at: Date = new Date()): string {
  try {
    const name = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    if (name && !/^(GMT|UTC)([+-−]|$)/.test(name)) return name;
  } catch {
    // An unknown zone: its city below.
  }
  return (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
}
