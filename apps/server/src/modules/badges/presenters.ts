import type { BadgeAdmin, LocalizedText } from '@alumni/domain';

/**
 * What goes out of the badges API. Fields are listed one by one: a new column never leaks by
 * default.
 */

/** A badge as School settings shows it, with how many members hold it. */
export function presentBadgeAdmin(row: {
  id: number;
  icon: string;
  title: LocalizedText;
  description: LocalizedText;
  userCount: number;
}): BadgeAdmin {
  return {
    id: row.id,
    icon: row.icon,
    title: { fr: row.title.fr ?? '', en: row.title.en ?? '' },
    description: { fr: row.description.fr ?? '', en: row.description.en ?? '' },
    user_count: row.userCount,
  };
}
