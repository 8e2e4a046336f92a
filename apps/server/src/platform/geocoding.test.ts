import { describe, expect, it } from 'vitest';
import { geocodeCity } from './geocoding.ts';

describe('geocodeCity (offline gazetteer)', () => {
  it('places French cities whatever the accents and case', () => {
    const bordeaux = geocodeCity('bordeaux', 'FR');
    expect(bordeaux).toMatchObject({ name: 'Bordeaux', country: 'FR' });
    expect(bordeaux?.lat).toBeCloseTo(44.84, 1);
    expect(geocodeCity('SAINT-ÉTIENNE')?.country).toBe('FR');
  });

  it('prefers the country given, else the most populous city of that name', () => {
    expect(geocodeCity('Paris')?.country).toBe('FR');
    expect(geocodeCity('Paris', 'US')?.country).toBe('US');
  });

  it('returns null for an empty or unknown city', () => {
    expect(geocodeCity(null)).toBeNull();
    expect(geocodeCity('   ')).toBeNull();
    expect(geocodeCity('Nowhereville-sur-Rien')).toBeNull();
  });
});
