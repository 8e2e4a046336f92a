/**
 * `npm run deploy:try` (deploy/README.md "Trying it on one machine"; issue 35 item 1): sets the
 * deployment up on this machine in a temporary folder (deploy/trial/deployment.ts: two
 * compiled instances on 3601 and 3602, one throwaway PostgreSQL database, a Redis prefix of
 * their own, nginx on 127.0.0.1:8443 with a self-signed wildcard certificate), runs the checks
 * through the proxy (deploy/trial/checks.ts), prints a short report and removes everything.
 * Exits 1 when a check fails, 2 when the machine lacks nginx, openssl, DATABASE_URL or
 * REDIS_URL. Options: DEPLOY_TRIAL_PORT (8443), DEPLOY_TRIAL_NO_BUILD=1 (the build is fresh).
 */
import { readFileSync } from 'node:fs';
import { runChecks } from './trial/checks.ts';
import { buildIfStale, missingPrerequisite, startDeployment } from './trial/deployment.ts';

const missing = missingPrerequisite();
if (missing) {
  process.stderr.write(`deploy:try cannot run here: ${missing}\n`);
  process.exit(2);
}
const started = Date.now();
buildIfStale();
const deployment = await startDeployment({
  httpsPort: Number(process.env.DEPLOY_TRIAL_PORT ?? 8443),
});
let failed = 0;
try {
  process.stdout.write(
    `nginx on https://*.alumni.test:${deployment.httpsPort} → instances ${deployment.instances.map((i) => i.port).join(', ')} (${deployment.dir})\n`,
  );
  for (const result of await runChecks(deployment)) {
    if (!result.ok) failed += 1;
    process.stdout.write(`${result.ok ? 'ok  ' : 'FAIL'} ${result.name}: ${result.detail}\n`);
  }
  // nginx's own account of what failed, if anything did.
  if (failed) process.stdout.write(`nginx error log:\n${tailOf(`${deployment.dir}/error.log`)}\n`);
} finally {
  await deployment.stop();
}
process.stdout.write(
  `${failed ? `${failed} check(s) failed` : 'every check passed'} in ${Math.round((Date.now() - started) / 1000)} s; cleaned up\n`,
);
process.exit(failed ? 1 : 0);

/** The last 20 lines of a file ('' when it cannot be read). */
function tailOf(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim().split('\n').slice(-20).join('\n');
  } catch {
    return '';
  }
}
