/**
 * Columns of the admin list (spec 1 §2 Directory "column chooser"): the member's name always
 * shows; the others are chosen by the admin and remembered in the browser (localStorage is
 * per origin, so per school).
 */
export const ADMIN_COLUMNS = [
  'email',
  'phone',
  'roles',
  'graduationYear',
  'degree',
  'campus',
  'city',
  'externalRef',
  'status',
  'activationDate',
  'registrationDate',
  'importDate',
  'lastProfileUpdate',
] as const;
export type AdminColumn = (typeof ADMIN_COLUMNS)[number];

export const DEFAULT_ADMIN_COLUMNS: readonly AdminColumn[] = [
  'email',
  'roles',
  'graduationYear',
  'degree',
  'campus',
  'status',
];

export const ADMIN_COLUMNS_STORAGE_KEY = 'alumni.directory.adminColumns';

export function isAdminColumn(value: unknown): value is AdminColumn {
  return typeof value === 'string' && (ADMIN_COLUMNS as readonly string[]).includes(value);
}

/** The columns in their table order, without duplicates or unknown names. */
export function orderedColumns(columns: Iterable<unknown>): AdminColumn[] {
  const chosen = new Set([...columns].filter(isAdminColumn));
  return ADMIN_COLUMNS.filter((column) => chosen.has(column));
}

/**
 * The columns stored by an earlier visit: a JSON array of column names. Nothing stored, or
 * anything unreadable, gives the default columns; an empty array is a valid choice.
 */
export function parseStoredColumns(stored: string | null): AdminColumn[] {
  if (stored === null) return [...DEFAULT_ADMIN_COLUMNS];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? orderedColumns(value) : [...DEFAULT_ADMIN_COLUMNS];
  } catch {
    return [...DEFAULT_ADMIN_COLUMNS];
  }
}

/** Reads the stored choice; the defaults when storage is unavailable (private mode, tests). */
export function loadAdminColumns(storage: Pick<Storage, 'getItem'> | null): AdminColumn[] {
  try {
    return parseStoredColumns(storage?.getItem(ADMIN_COLUMNS_STORAGE_KEY) ?? null);
  } catch {
    return [...DEFAULT_ADMIN_COLUMNS];
  }
}

/** Stores the choice; a storage that refuses (quota, private mode) keeps it for this page only. */
export function saveAdminColumns(
  storage: Pick<Storage, 'setItem'> | null,
  columns: AdminColumn[],
): void {
  try {
    storage?.setItem(ADMIN_COLUMNS_STORAGE_KEY, JSON.stringify(orderedColumns(columns)));
  } catch {
    // Nothing to do: the choice still applies until the page is left.
  }
}
