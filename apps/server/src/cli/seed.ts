import { mkdirSync } from 'node:fs';
import { loadConfig, mediaDir } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from '../seed/seed.ts';

/**
 * `npm run seed`: migrates the configured database (DATABASE_URL, else the embedded one
 * in DATA_DIR) and adds the demo schools and accounts. Exits 1 without changing
 * anything when the demo school already exists. This is the only way demo accounts
 * reach a PostgreSQL database.
 */
async function run(): Promise<void> {
  const config = loadConfig(process.env);
  mkdirSync(mediaDir(config), { recursive: true });
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await seedDemo(database.db, { mediaDir: mediaDir(config) });
    process.stdout.write(
      `Seeded demo and campus-en. Logins (password ${DEMO_PASSWORD}):\n${DEMO_LOGINS.map((l) => `  ${l.email}  ${l.what}`).join('\n')}\n`,
    );
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
