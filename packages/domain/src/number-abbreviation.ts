import { NUMBER_ABBREVIATIONS } from './limits.ts';

// Apart from the key numbers' schemas (key-numbers.ts), which hold zod: the map's markers and
// every page's number formatting use this, the sign-in page included, whose bundle must not
// carry zod for it (npm run budget).

/** A unit of the spec's number abbreviation ('' for a number under a thousand). */
export type NumberAbbreviation = (typeof NUMBER_ABBREVIATIONS)[number];

/** One decimal under 100 of a unit (1.2k, 15.5k), none from 100 (250k). */
const roundShort = (amount: number) =>
  amount >= 100 ? Math.round(amount) : Math.round(amount * 10) / 10;

/**
 * A number abbreviated with the spec's units (spec 2 §9 "Number abbreviation: k, m, b, t"):
 * under 1000 as it is; from 1000 on divided by 1000 per unit, one decimal under 100 of a
 * unit, none from 100: 1234 → {1.2, 'k'}, 15 000 → {15, 'k'}, 2 500 000 → {2.5, 'm'},
 * 3 × 10⁹ → {3, 'b'}, 4 × 10¹² → {4, 't'}; a rounding that reaches 1000 takes the next unit
 * (999 950 → {1, 'm'}). The sign is kept; beyond the last unit the amount grows (5000t).
 * Formatting the amount in a language is the caller's. Never throws.
 */
export function abbreviateNumber(value: number): {
  amount: number;
  unit: NumberAbbreviation | '';
} {
  const size = Math.abs(value);
  if (!Number.isFinite(value) || size < 1000) return { amount: value, unit: '' };
  const last = NUMBER_ABBREVIATIONS.length - 1;
  let unit = -1;
  let amount = size;
  while (amount >= 1000 && unit < last) {
    amount /= 1000;
    unit += 1;
  }
  amount = roundShort(amount);
  if (amount >= 1000 && unit < last) {
    amount = roundShort(amount / 1000);
    unit += 1;
  }
  return { amount: Math.sign(value) * amount, unit: NUMBER_ABBREVIATIONS[unit] ?? '' };
}
