#!/usr/bin/env node
// Operator commands in production: `node scripts/cli.mjs <command> [args…]` compiles the
// server if its sources changed, then runs apps/server/dist/cli/<command>.js with node,
// passing the arguments, the exit code and Ctrl-C through.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { build, SERVER_NODE_FLAGS, serverEntry } from './build.mjs';

const [command, ...args] = process.argv.slice(2);
if (!build(['domain', 'server'], { onlyStale: true })) process.exit(1);
const entry = serverEntry(`cli/${command}`);
if (!command || !existsSync(entry)) {
  console.error(`Unknown command ${command ?? '(none)'}: no ${entry}.`);
  process.exit(2);
}
const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, entry, ...args], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
