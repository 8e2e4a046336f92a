import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { formatLogLine, type LogSink, loggingOptions } from './logging.ts';

// Issue 12 (shell): `npm start` flooded the terminal with two JSON lines per request.

function memorySink(): LogSink & { lines: () => string[] } {
  let text = '';
  return {
    write: (chunk: string) => {
      text += chunk;
    },
    lines: () => text.split('\n').filter((line) => line !== ''),
  };
}

/** A Fastify app logging as `env` says into a buffer; answers `GET /hello` and logs once. */
async function appLogging(env: Record<string, string>) {
  const sink = memorySink();
  const app = Fastify(loggingOptions(loadConfig(env), sink));
  app.get('/hello', async (request) => {
    request.log.info({ school: 'demo' }, 'said hello');
    return { hello: 'world' };
  });
  await app.ready();
  expect((await app.inject({ method: 'GET', url: '/hello' })).statusCode).toBe(200);
  await app.close();
  return sink.lines();
}

const isJson = (line: string) => {
  try {
    return typeof JSON.parse(line) === 'object';
  } catch {
    return false;
  }
};

describe('server logs', () => {
  it('are readable lines by default, without per-request lines', async () => {
    const lines = await appLogging({});
    expect(lines.some(isJson)).toBe(false);
    expect(lines.some((line) => /INFO +said hello \[[\w-]+\] school=demo$/.test(line))).toBe(true);
    expect(lines.join('\n')).not.toMatch(/incoming request|request completed/);
  });

  it('log each request as readable lines with LOG_REQUESTS=1', async () => {
    const lines = await appLogging({ LOG_REQUESTS: '1' });
    expect(lines.some(isJson)).toBe(false);
    expect(lines.some((line) => /INFO +incoming request \[[\w-]+\] GET \/hello/.test(line))).toBe(
      true,
    );
    expect(lines.some((line) => /request completed .* 200 \d+\.\d ms/.test(line))).toBe(true);
  });

  it('stay pino JSON lines with LOG_FORMAT=json, for log collectors', async () => {
    const lines = await appLogging({ LOG_FORMAT: 'json' });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every(isJson)).toBe(true);
  });

  it('are off with LOG_LEVEL=silent', () => {
    expect(loggingOptions(loadConfig({ LOG_LEVEL: 'silent' })).logger).toBe(false);
  });

  it('rejects an unknown LOG_FORMAT with a message naming it', () => {
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/logFormat/);
  });
});

describe('formatLogLine', () => {
  it('puts time, level, message and fields on one line, an error stack below', () => {
    const line = JSON.stringify({
      level: 50,
      time: Date.UTC(2026, 0, 2, 3, 4, 5, 6),
      pid: 1,
      hostname: 'h',
      msg: 'job queue error',
      queue: 'mail send',
      err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at x (y.js:1:1)' },
    });
    expect(formatLogLine(line)).toBe(
      '03:04:05.006 ERROR job queue error queue="mail send"\n    Error: boom\n        at x (y.js:1:1)',
    );
  });

  it('leaves a line that is not a JSON object as it is', () => {
    expect(formatLogLine('plain text')).toBe('plain text');
    expect(formatLogLine('[1,2]')).toBe('[1,2]');
  });
});
