import type { Integration, IntegrationMapping } from '@alumni/domain';

/**
 * What goes out of the integrations API. Fields are listed one by one: the token, encrypted
 * or not, never leaves; only whether there is one (`has_token`).
 */

/** The row's columns an answer reads. */
export interface IntegrationRow {
  id: number;
  name: string;
  baseUrl: string;
  enabled: boolean;
  tokenEncrypted: string | null;
  filterRoles: number[];
  filterDegrees: number[];
  filterCampuses: number[];
  filterYears: number[];
  mappings: IntegrationMapping[];
  createdAt: Date;
  updatedAt: Date;
}

/** An integration as School settings shows it. */
export function presentIntegration(row: IntegrationRow): Integration {
  return {
    id: row.id,
    name: row.name,
    base_url: row.baseUrl,
    enabled: row.enabled,
    has_token: row.tokenEncrypted !== null,
    filter_roles: row.filterRoles,
    filter_degrees: row.filterDegrees,
    filter_campuses: row.filterCampuses,
    filter_years: row.filterYears,
    mappings: row.mappings.map(({ source, target }) => ({ source, target })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
