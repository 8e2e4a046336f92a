/**
 * Writing a command's answer to stdout in full (issue 34 item 7): on a pipe Node writes
 * asynchronously, and `process.exit` drops whatever the pipe has not taken yet, so that a
 * long `--json` answer read by another program was cut (at 64 KB, or where the reader had
 * got to). Each write waits until the pipe has taken it; the exit waits for both streams.
 */

/** Writes `text` to stdout; resolves once it has been handed to the pipe or file. */
export function writeOut(text: string): Promise<void> {
  return new Promise((resolve, reject) =>
    process.stdout.write(text, (error) => (error ? reject(error) : resolve())),
  );
}

/** Exits with `code` once everything written to stdout and stderr so far has gone out. */
export function exitWhenFlushed(code: number): void {
  process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
}
