import type { FastifyBaseLogger } from 'fastify';

/**
 * A logger that keeps what it is given, for tests of what background work says: `log` to
 * hand over, `info()` the lines logged at info level (`{ level, msg }`), debug lines apart.
 */
export function recordingLog() {
  const lines: { level: string; msg: string | undefined }[] = [];
  const at = (level: string) => (_obj: unknown, msg?: string) => {
    lines.push({ level, msg });
  };
  const log = {
    level: 'debug',
    ...Object.fromEntries(
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace'].map((level) => [level, at(level)]),
    ),
    silent: () => {},
    child: () => log,
  } as unknown as FastifyBaseLogger;
  return { log, info: () => lines.filter((line) => line.level === 'info') };
}
