import { ROLE } from '@alumni/domain';
import type { Db } from '../db/client.ts';
import { integrations } from '../db/schema/index.ts';

/**
 * The demo school's integration (issue 31 item 9), so that School settings → integrations shows
 * one: a CRM of the alumni, disabled, without a token (tokens are sealed with the server's key,
 * which the seed does not hold), with four field mappings. Its `.example.org` address answers
 * nothing useful: "test connection" says so. Runs in the seed's transaction `tx`.
 */
export async function seedIntegrations(tx: Db, opts: { schoolId: number }): Promise<void> {
  await tx.insert(integrations).values({
    schoolId: opts.schoolId,
    name: 'CRM des diplômés',
    baseUrl: 'https://crm.example.org/api/v1/',
    enabled: false,
    filterRoles: [ROLE.Alumni],
    mappings: [
      { source: 'email', target: 'email' },
      { source: 'first_name', target: 'firstName' },
      { source: 'last_name', target: 'lastName' },
      { source: 'graduation_year', target: 'promotion' },
    ],
  });
}
