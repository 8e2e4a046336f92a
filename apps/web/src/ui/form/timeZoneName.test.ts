import { describe, expect, it } from 'vitest';
import { timeZoneName } from './timeZoneName.ts';

// Issue 30 item 8: the job form's hint read "heure de Europe/Paris".
describe('timeZoneName', () => {
  it('names a zone as people do, in the page’s language', () => {
    expect(timeZoneName('Europe/Paris', 'fr')).toBe('heure d’Europe centrale');
    expect(timeZoneName('Europe/Paris', 'en')).toBe('Central European Time');
    expect(timeZoneName('America/New_York', 'en')).toBe('Eastern Time');
  });

  it('never shows the IANA name: a zone without a name gets its city', () => {
    expect(timeZoneName('Nowhere/Sao_Paulo_Bis', 'fr')).toBe('Sao Paulo Bis');
    expect(timeZoneName('UTC', 'fr')).toBe('UTC');
    expect(timeZoneName('Europe/Paris', 'fr')).not.toContain('/');
  });
});
