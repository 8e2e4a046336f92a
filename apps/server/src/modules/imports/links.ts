import { type PublicUrlConfig, schoolOrigin } from '../../platform/public-url.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';

/**
 * The public origin of a school, for links in the imports' e-mails (invitations, decisions):
 * they point to the import's school, which for a super user's decision is not the request's.
 * Built from the configuration alone, never from the request's Host (platform/public-url.ts).
 */
export const schoolOriginOf =
  (config: PublicUrlConfig) =>
  (school: SchoolRow): string =>
    schoolOrigin(config, school.subdomain);
