import { MEMBER_IMPORT_COLUMNS } from './member-import.ts';

/**
 * The header line of a member file as admins write it (issue 34 item 7): the spec's English
 * column names (spec 1 §5 User import, the documented template) or their French names, in any
 * order, any case, with or without accents, `_`, `-` or `'`. The server maps each file's
 * columns onto MEMBER_IMPORT_COLUMNS' order before checking its lines.
 */

export type MemberImportColumn = (typeof MEMBER_IMPORT_COLUMNS)[number];

/** The names each column is known by, besides its own (compared with `headerKey`). */
const ALIASES: Record<MemberImportColumn, readonly string[]> = {
  'first name': ['firstname', 'given name', 'prénom', 'prenom'],
  'last name': ['lastname', 'surname', 'family name', 'nom', 'nom de famille'],
  email: ['e-mail', 'mail', 'email address', 'e-mail address', 'courriel', 'adresse e-mail'],
  'graduation year': [
    'year',
    'year of arrival',
    'arrival year',
    'année',
    "année d'arrivée",
    "année d'entrée",
    'promotion',
    'année de promotion',
  ],
  degree: ['diplôme', 'formation'],
  role: ['rôle', 'role code', 'code rôle', 'code du rôle', 'profil'],
  'external ref': [
    'external reference',
    'external id',
    'référence externe',
    'réf externe',
    'ref externe',
    'identifiant externe',
  ],
  campus: ['site', 'centre'],
};

/**
 * A header cell's key: NFD without accents, lowercase, `_`, `-`, `.`, `'` and `’` as spaces,
 * spaces collapsed. "Année d’arrivée" and "annee_d_arrivee" give the same key.
 */
export function headerKey(cell: string): string {
  return cell
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[_\-.'’]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const COLUMN_BY_KEY: ReadonlyMap<string, MemberImportColumn> = new Map(
  MEMBER_IMPORT_COLUMNS.flatMap((column) =>
    [column, ...ALIASES[column]].map((name) => [headerKey(name), column] as const),
  ),
);

/** The column a header cell names, or null. */
export function memberImportColumnOf(cell: string): MemberImportColumn | null {
  return COLUMN_BY_KEY.get(headerKey(cell)) ?? null;
}

/**
 * Reads a member file's header: for each of MEMBER_IMPORT_COLUMNS in order, the index of
 * the file's cell that holds it. Empty trailing cells (a spreadsheet's trailing `;`) are
 * ignored. Returns null unless the header names the eight columns, each once, and nothing
 * else.
 */
export function memberImportColumnOrder(cells: readonly string[]): number[] | null {
  let end = cells.length;
  while (end > 0 && (cells[end - 1] ?? '').trim() === '') end -= 1;
  if (end !== MEMBER_IMPORT_COLUMNS.length) return null;
  const order = new Array<number>(MEMBER_IMPORT_COLUMNS.length).fill(-1);
  for (let i = 0; i < end; i++) {
    const column = memberImportColumnOf(cells[i] ?? '');
    if (!column) return null;
    const at = MEMBER_IMPORT_COLUMNS.indexOf(column);
    if (order[at] !== -1) return null;
    order[at] = i;
  }
  return order;
}

/**
 * A data record's cells in MEMBER_IMPORT_COLUMNS' order, given the header's `order`
 * (memberImportColumnOrder). A record shorter than the header is returned as it is (its
 * wrong number of columns is the first thing the check reports); cells beyond the header
 * follow the eight, so that they still count as extra columns.
 */
export function inMemberColumnOrder(cells: readonly string[], order: readonly number[]) {
  if (cells.length < order.length || order.every((at, i) => at === i)) return cells;
  return [...order.map((at) => cells[at] ?? ''), ...cells.slice(order.length)];
}
