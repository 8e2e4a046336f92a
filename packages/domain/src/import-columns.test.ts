import { describe, expect, it } from 'vitest';
import { headerKey, inMemberColumnOrder, memberImportColumnOrder } from './import-columns.ts';

describe('member file headers in English or French, in any order (issue 34 item 7)', () => {
  it('reads the spec header as it is', () => {
    const header = 'first name;last name;email;graduation year;degree;role;external ref;campus';
    expect(memberImportColumnOrder(header.split(';'))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(memberImportColumnOrder(`${header};;`.split(';'))).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('maps French names, any case, accents or not, in another order', () => {
    const cells = [
      'NOM',
      'Prenom',
      'Courriel',
      'Rôle',
      'diplome',
      'Année d’arrivée',
      'Campus',
      'reference_externe',
    ];
    const order = memberImportColumnOrder(cells);
    expect(order).toEqual([1, 0, 2, 5, 4, 3, 7, 6]);
    const row = ['Dupré', 'Zoé', 'z@d.fr', '4', 'MBA', '2015', 'Lyon', 'R1'];
    expect(inMemberColumnOrder(row, order ?? [])).toEqual([
      'Zoé',
      'Dupré',
      'z@d.fr',
      '2015',
      'MBA',
      '4',
      'R1',
      'Lyon',
    ]);
    // Too short a line stays as it is (its column count is what the check reports).
    expect(inMemberColumnOrder(['a', 'b'], order ?? [])).toEqual(['a', 'b']);
    // Extra cells follow the eight.
    expect(inMemberColumnOrder([...row, 'x'], order ?? []).slice(8)).toEqual(['x']);
  });

  it('refuses a missing, unknown or repeated column', () => {
    expect(memberImportColumnOrder(['first name', 'email'])).toBeNull();
    const eight = ['prénom', 'nom', 'email', 'année', 'diplôme', 'rôle', 'ref externe', 'age'];
    expect(memberImportColumnOrder(eight)).toBeNull();
    expect(memberImportColumnOrder([...eight.slice(0, 7), 'e-mail'])).toBeNull();
    expect(headerKey(' Année_d’Arrivée ')).toBe('annee d arrivee');
  });
});
