import type { FastifyInstance } from 'fastify';

/**
 * `Cache-Control: no-store` on every answer under `/api/` whose route set none (issue 12
 * item 7): nearly all of them depend on the session (even a public one answers differently
 * signed in), so no browser or shared cache may keep them. Routes that need another policy
 * set their own header (downloads: `private, no-store`; Swagger UI's static files).
 * Register it before the routes, on the root instance, so that errors and 404s get it too.
 */
export function registerApiCacheControl(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
