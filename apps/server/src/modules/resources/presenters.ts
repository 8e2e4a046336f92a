import type { Resource } from '@alumni/domain';
import { formatOf, type ResourceRow } from './store.ts';

/**
 * What goes out of the resources API. Fields are listed one by one: a new column never leaks
 * by default.
 */

/**
 * A resource as its viewer sees it; with `manage` (the school's admins, super users) also the
 * roles that may see it, its downloads and the uploaded file's name.
 */
export function presentResource(row: ResourceRow, manage: boolean): Resource {
  const resource: Resource = {
    id: row.id,
    icon: row.icon,
    title: row.title,
    description: row.description,
    format: formatOf(row),
    size: row.fileSize,
    updated_at: row.updatedAt.toISOString(),
  };
  if (!manage) return resource;
  return { ...resource, roles: row.roles, downloads: row.downloads, file_name: row.fileName };
}
