import { abbreviateNumber } from '@alumni/domain';

/**
 * Sizes and labels of the members' map markers: pure, so they are unit-tested without a map.
 */

/** Diameter in px of a marker for `count` members: 30 for one, growing slowly, 60 at most. */
export function markerSize(count: number): number {
  const n = Math.max(1, Math.floor(count));
  return Math.min(60, Math.round(30 + 7 * Math.log2(n)));
}

/**
 * A count as a marker shows it, abbreviated with the spec's k, m, b, t (spec 2 §9 "Number
 * abbreviation"; domain abbreviateNumber) from 1000 on, one decimal at most: 999 → "999",
 * 1234 → "1.2k", 15 000 → "15k", 2 500 000 → "2.5m".
 */
export function shortCount(count: number): string {
  const { amount, unit } = abbreviateNumber(Math.max(0, Math.round(count)));
  return `${amount}${unit}`;
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * The HTML of a marker's icon: the count in a circle (hidden from assistive technologies) and
 * the full label for them, since Leaflet gives keyboard markers the role of a button.
 */
export function markerHtml(count: number, label: string): string {
  return `<span class="members-marker-count" aria-hidden="true">${escapeHtml(shortCount(count))}</span><span class="visually-hidden">${escapeHtml(label)}</span>`;
}
