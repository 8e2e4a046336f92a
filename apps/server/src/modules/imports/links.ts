import type { FastifyRequest } from 'fastify';
import type { SchoolRow } from '../../platform/tenancy.ts';

/**
 * `http(s)://<subdomain>.<BASE_DOMAIN>[:port]` of a school, for links in the imports' e-mails
 * (invitations, decisions): they point to the import's school, which for a super user's
 * decision is not the request's. The scheme and port are the request's.
 */
export const schoolOriginOf =
  (request: FastifyRequest, baseDomain: string) =>
  (school: SchoolRow): string => {
    const port = /:(\d+)$/.exec(request.headers.host ?? '')?.[1];
    return `${request.protocol}://${school.subdomain}.${baseDomain}${port ? `:${port}` : ''}`;
  };
