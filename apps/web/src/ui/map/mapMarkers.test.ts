import { describe, expect, it } from 'vitest';
import { escapeHtml, markerHtml, markerSize, shortCount } from './mapMarkers.ts';

describe('members map markers', () => {
  it('grows with the count, within 30–60 px', () => {
    expect(markerSize(1)).toBe(30);
    expect(markerSize(0)).toBe(30);
    expect(markerSize(2)).toBeGreaterThan(markerSize(1));
    expect(markerSize(100)).toBeGreaterThan(markerSize(10));
    expect(markerSize(1_000_000)).toBe(60);
  });

  it('abbreviates large counts with k, m, b, t (spec 2 §9)', () => {
    expect(shortCount(7)).toBe('7');
    expect(shortCount(999)).toBe('999');
    expect(shortCount(1234)).toBe('1.2k');
    expect(shortCount(15_000)).toBe('15k');
    expect(shortCount(250_000)).toBe('250k');
    expect(shortCount(2_500_000)).toBe('2.5m');
    expect(shortCount(3_000_000_000)).toBe('3b');
  });

  it('escapes the label it writes into the icon', () => {
    expect(escapeHtml(`<b a="x">'&`)).toBe('&lt;b a=&quot;x&quot;&gt;&#39;&amp;');
    const html = markerHtml(3, 'Saint-<Malo>: 3 members');
    expect(html).toContain('aria-hidden="true">3</span>');
    expect(html).toContain('visually-hidden">Saint-&lt;Malo&gt;: 3 members</span>');
  });
});
