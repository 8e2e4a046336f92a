/**
 * A client of the trial's proxy as a browser would be: HTTPS to 127.0.0.1:PORT with the
 * school's name for SNI and Host (no DNS needed for `*.alumni.test`), the self-signed
 * certificate accepted, connections kept alive. Used by deploy/trial/checks.ts and the load
 * bench's set-up.
 */
import http2 from 'node:http2';
import https from 'node:https';
import WebSocket from 'ws';
import { BASE_DOMAIN } from './deployment.ts';

/** A request that failed on a kept-alive connection the server had closed: never sent. */
class ClosedWhileIdle extends Error {}

/** An answer: status, headers, body as text. */
export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** Talks to one school (`subdomain`) through the proxy on `port`. */
export class ProxyClient {
  readonly host: string;
  readonly origin: string;
  readonly agent: https.Agent;
  cookie = '';

  constructor(
    readonly port: number,
    subdomain = 'demo',
  ) {
    this.host = `${subdomain}.${BASE_DOMAIN}:${port}`;
    this.origin = `https://${this.host}`;
    this.agent = new https.Agent({
      keepAlive: true,
      maxSockets: 16,
      rejectUnauthorized: false,
      servername: `${subdomain}.${BASE_DOMAIN}`,
    });
  }

  /** The headers a page of the school sends: Host, Origin, the session cookie once signed in. */
  headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      host: this.host,
      origin: this.origin,
      ...(this.cookie ? { cookie: this.cookie } : {}),
      ...extra,
    };
  }

  /**
   * Requests sent again because the kept-alive connection they went out on was closed by the
   * proxy before any answer (nginx's old workers close their idle connections on a reload).
   */
  resent = 0;

  /**
   * One request; `json` is sent as a JSON body. Rejects on a network error only. Sent once
   * more when it failed on a reused connection before any answer, as browsers do and as
   * Node's documentation advises (`request.reusedSocket`): the server closed that connection
   * while idle, so the request never reached it.
   */
  async request(method: string, pathname: string, json?: unknown): Promise<Answer> {
    try {
      return await this.#send(method, pathname, json);
    } catch (error) {
      if (!(error instanceof ClosedWhileIdle)) throw error;
      this.resent += 1;
      return this.#send(method, pathname, json);
    }
  }

  #send(method: string, pathname: string, json?: unknown): Promise<Answer> {
    const body = json === undefined ? undefined : JSON.stringify(json);
    return new Promise((resolve, reject) => {
      const req = https.request(
        {
          host: '127.0.0.1',
          port: this.port,
          method,
          path: pathname,
          agent: this.agent,
          headers: this.headers(body ? { 'content-type': 'application/json' } : {}),
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
          });
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }),
          );
        },
      );
      req.on('error', (error: NodeJS.ErrnoException) => {
        const idleClose = error.code === 'ECONNRESET' && req.reusedSocket && !answered;
        reject(idleClose ? new ClosedWhileIdle(error.message) : error);
      });
      let answered = false;
      req.once('response', () => {
        answered = true;
      });
      req.end(body);
    });
  }

  /** Signs in (demo password unless given); keeps the session cookie. Throws unless 200. */
  async signIn(email: string, password = 'Alumni-demo-2026'): Promise<Answer> {
    const answer = await this.request('POST', '/api/auth/login/', { email, password });
    const setCookie = [answer.headers['set-cookie'] ?? []].flat();
    this.cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
    if (answer.status !== 200 || !this.cookie)
      throw new Error(`sign-in of ${email} answered ${answer.status}: ${answer.body}`);
    return answer;
  }

  /**
   * Opens a streamed GET (the SSE stream) and calls `onText` with each chunk as it arrives;
   * resolves with the status once the headers are in, and a way to close it.
   */
  stream(
    pathname: string,
    onText: (text: string) => void,
  ): Promise<{ status: number; headers: Answer['headers']; close: () => void }> {
    return new Promise((resolve, reject) => {
      const req = https.request(
        {
          host: '127.0.0.1',
          port: this.port,
          method: 'GET',
          path: pathname,
          // Its own connection: a stream holds it for as long as it is open.
          agent: new https.Agent({
            rejectUnauthorized: false,
            servername: this.host.split(':')[0],
          }),
          headers: this.headers({ accept: 'text/event-stream' }),
        },
        (res) => {
          res.setEncoding('utf8');
          res.on('data', onText);
          res.on('error', () => {});
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            close: () => req.destroy(),
          });
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  /** Opens a WebSocket on `pathname` through the proxy; resolves once it is open. */
  webSocket(pathname: string): Promise<WebSocket> {
    return new Promise((resolve, reject) => {
      // servername: the school's name for SNI (ws passes it on to tls.connect; its types omit it).
      const options = {
        headers: this.headers(),
        rejectUnauthorized: false,
        servername: this.host.split(':')[0],
      } as WebSocket.ClientOptions;
      const ws = new WebSocket(`wss://127.0.0.1:${this.port}${pathname}`, [], options);
      ws.once('open', () => resolve(ws));
      ws.once('error', reject);
      ws.once('unexpected-response', (_req, res) =>
        reject(new Error(`the socket's upgrade answered ${res.statusCode}`)),
      );
    });
  }

  /** The protocol the proxy negotiates by ALPN (`h2` for HTTP/2) and `pathname`'s status. */
  http2Get(pathname: string): Promise<{ alpn: string | false; status: number }> {
    return new Promise((resolve, reject) => {
      const session = http2.connect(`https://127.0.0.1:${this.port}`, {
        rejectUnauthorized: false,
        servername: this.host.split(':')[0],
      });
      session.once('error', reject);
      const req = session.request({ ':path': pathname, ':authority': this.host });
      req.once('response', (headers) => {
        const alpn = session.alpnProtocol ?? false;
        req.resume();
        req.once('end', () => {
          session.close();
          resolve({ alpn, status: Number(headers[':status']) });
        });
      });
      req.once('error', reject);
      req.end();
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
