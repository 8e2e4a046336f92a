#!/usr/bin/env node
// Writes the nginx site of the platform from alumni.conf.template (deploy/README.md, "nginx").
// The same code renders the trial's configuration (deploy/trial/deployment.ts), so the trial
// tests the file an operator installs.
//
//   node deploy/nginx/render.mjs --base-domain example.org --instances 3601,3602 \
//     --certificate /etc/letsencrypt/live/example.org/fullchain.pem \
//     --certificate-key /etc/letsencrypt/live/example.org/privkey.pem \
//     > /etc/nginx/sites-available/alumni.conf
//
// `--down 3601` writes that instance as `down` (no new request): deploy/README.md "Upgrades".
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const TEMPLATE = path.join(import.meta.dirname, 'alumni.conf.template');
/**
 * How long (s) nginx leaves out an instance that failed (one that crashed, or was stopped
 * without being marked `down` first): short, since on one machine or a private network a
 * refused connection costs nothing to retry.
 */
export const FAIL_TIMEOUT_SECONDS = 5;

/**
 * The site configuration as text. Takes the base domain (schools are its subdomains), the
 * instances' ports on 127.0.0.1 (or `host:port` for instances on other machines), the
 * certificate and key paths, and optionally: the HTTPS and HTTP listen addresses (`443`,
 * `80`, or `127.0.0.1:8443`), the access log and asset cache paths, `ipv6` (false drops
 * the `[::]` listeners, for a machine without IPv6) and `down` (instances, as written in
 * `instances`, that get no new request: one about to restart). Throws on a missing field.
 *
 * @param {{ baseDomain: string, instances: string[], certificate: string, certificateKey: string,
 *   httpsListen?: string, httpListen?: string, accessLog?: string, cacheDir?: string,
 *   ipv6?: boolean, down?: string[] }} options
 * @returns {string}
 */
export function renderSite(options) {
  const { baseDomain, instances, certificate, certificateKey } = options;
  if (!baseDomain || !instances.length || !certificate || !certificateKey)
    throw new Error('base domain, instances, certificate and key are all needed');
  const httpsListen = options.httpsListen ?? '443';
  const httpsPort = httpsListen.split(':').at(-1) ?? '443';
  const down = new Set(options.down ?? []);
  const fields = {
    UPSTREAM_SERVERS: instances
      .map(
        (at) =>
          `    server ${at.includes(':') ? at : `127.0.0.1:${at}`} max_fails=3 fail_timeout=${FAIL_TIMEOUT_SECONDS}s${down.has(at) ? ' down' : ''};`,
      )
      .join('\n'),
    BASE_DOMAIN: baseDomain,
    HTTPS_LISTEN: httpsListen,
    HTTPS_PORT: httpsPort,
    HTTPS_PORT_SUFFIX: httpsPort === '443' ? '' : `:${httpsPort}`,
    HTTP_LISTEN: options.httpListen ?? '80',
    HTTP_PORT: (options.httpListen ?? '80').split(':').at(-1) ?? '80',
    CERTIFICATE: certificate,
    CERTIFICATE_KEY: certificateKey,
    ACCESS_LOG: options.accessLog ?? '/var/log/nginx/alumni.access.log',
    CACHE_DIR: options.cacheDir ?? '/var/cache/nginx/alumni',
  };
  let text = readFileSync(TEMPLATE, 'utf8').replace(/\{\{([A-Z_0-9]+)\}\}/g, (whole, name) => {
    if (!(name in fields)) throw new Error(`unknown field ${whole} in the template`);
    return fields[/** @type {keyof typeof fields} */ (name)];
  });
  if (options.ipv6 === false) text = text.replace(/^ *listen \[::\].*\n/gm, '');
  return text;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      'base-domain': { type: 'string' },
      instances: { type: 'string', default: '3601,3602' },
      certificate: { type: 'string' },
      'certificate-key': { type: 'string' },
      'https-listen': { type: 'string' },
      'http-listen': { type: 'string' },
      'access-log': { type: 'string' },
      'cache-dir': { type: 'string' },
      'no-ipv6': { type: 'boolean', default: false },
      down: { type: 'string', default: '' },
    },
  });
  process.stdout.write(
    renderSite({
      baseDomain: values['base-domain'] ?? '',
      instances: (values.instances ?? '').split(',').filter(Boolean),
      certificate: values.certificate ?? '',
      certificateKey: values['certificate-key'] ?? '',
      httpsListen: values['https-listen'],
      httpListen: values['http-listen'],
      accessLog: values['access-log'],
      cacheDir: values['cache-dir'],
      ipv6: !values['no-ipv6'],
      down: (values.down ?? '').split(',').filter(Boolean),
    }),
  );
}
