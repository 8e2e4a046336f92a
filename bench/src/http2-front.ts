import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';

// Hop-by-hop headers (RFC 9110 §7.6.1) and HTTP/2's own: never forwarded either way.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'http2-settings',
]);

/**
 * An HTTP/2 front for the Lighthouse runs (issue 16): what stands before the server in
 * production, a TLS terminator speaking HTTP/2 to browsers (nginx, Caddy, a cloud load
 * balancer; docs/operations.md "Behind HTTPS"), forwarding each request over HTTP/1.1 with
 * keep-alive to the server on `target` (a port of 127.0.0.1), with `X-Forwarded-Proto:
 * https` and `X-Forwarded-For` as those do. It matters for a page of many module chunks:
 * over HTTP/1.1 Chromium opens six connections per origin and each chunk waits its turn
 * (Lighthouse's mobile simulation charges every request a 150 ms round trip), over HTTP/2
 * they share one connection. The certificate is self-signed for `*.localhost`, made with
 * openssl in a temporary folder (Chromium must run with `--ignore-certificate-errors`).
 * Listens on 127.0.0.1:`port`; resolves once it does. Throws when openssl fails.
 */
export async function startHttp2Front(opts: {
  port: number;
  target: number;
}): Promise<{ stop: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'alumni-h2-front-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,DNS:*.localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer(
    { key: readFileSync(key), cert: readFileSync(cert), allowHTTP1: true },
    (req, res) => {
      const headers: IncomingHttpHeaders = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
      }
      headers.host = req.headers[':authority'] ?? req.headers.host;
      headers['x-forwarded-proto'] = 'https';
      headers['x-forwarded-for'] = req.socket.remoteAddress ?? '127.0.0.1';
      const upstream = http.request(
        {
          host: '127.0.0.1',
          port: opts.target,
          method: req.method,
          path: req.url,
          headers,
          agent,
        },
        (answer) => {
          const out: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(answer.headers)) {
            if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
          }
          res.writeHead(answer.statusCode ?? 502, out);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      // A stream the browser closed (an event stream left open by the page) ends upstream too.
      res.on('close', () => upstream.destroy());
      req.pipe(upstream);
    },
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', resolve);
  });
  return {
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
