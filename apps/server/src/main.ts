import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig, mediaDir } from './config.ts';
import { openDatabase } from './db/client.ts';
import { installShutdown } from './platform/shutdown.ts';
import { findSchoolBySubdomain } from './platform/tenancy.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, hasSchools, seedDemo } from './seed/seed.ts';

/**
 * Starts the product: reads the configuration, opens and migrates the database, seeds
 * the demo schools on the first start of an embedded database (never on PostgreSQL:
 * `npm run seed` asks for it), then serves the API and the built web app.
 */
async function main(): Promise<void> {
  const defaultDist = path.resolve(import.meta.dirname, '../../web/dist');
  const config = loadConfig(process.env);
  if (!config.webDist && existsSync(path.join(defaultDist, 'index.html'))) {
    config.webDist = defaultDist;
  }
  mkdirSync(mediaDir(config), { recursive: true });
  const database = await openDatabase(config);
  await database.migrate();
  if (database.kind === 'pglite' && !(await hasSchools(database.db))) {
    out('First start: seeding the demo schools…');
    await seedDemo(database.db, { mediaDir: mediaDir(config) });
  }
  const app = await buildApp(config, database);
  // SIGTERM and SIGINT drain requests, streams, sockets and jobs, then exit (shutdown.ts).
  installShutdown(app, { closeRest: () => database.close(), timeoutMs: config.shutdownTimeoutMs });

  await app.listen({ port: config.port, host: config.host });
  const base = `http://${config.baseDomain}:${config.port}`;
  const lines = [
    '',
    `  Alumni platform on ${base} (${database.kind === 'pglite' ? `embedded database in ${path.resolve(config.dataDir)}` : 'PostgreSQL'})`,
    // Loopback unless HOST says otherwise (config.ts): say so, since the demo password is public.
    `  Listening on ${config.host}:${config.port}${config.host === '127.0.0.1' ? ' (this machine only; HOST=0.0.0.0 opens it to the network)' : ''}`,
  ];
  const demo = await findSchoolBySubdomain(database.db, 'demo');
  if (demo) {
    lines.push(
      `  Schools: http://demo.${config.baseDomain}:${config.port}  http://campus-en.${config.baseDomain}:${config.port}`,
      `  Demo logins (password ${DEMO_PASSWORD}):`,
      ...DEMO_LOGINS.map((l) => `    ${l.email.padEnd(28)} ${l.what}`),
    );
  }
  lines.push(`  API documentation: ${base}/api/docs/`, '');
  out(lines.join('\n'));
}

function out(text: string): void {
  process.stdout.write(`${text}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
