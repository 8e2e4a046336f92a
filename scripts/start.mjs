#!/usr/bin/env node
// `npm start`: builds what changed since the last build (domain, server, web app), then
// runs the compiled server with node (it migrates, seeds an empty embedded database and
// serves). With WEB_DIST set the server serves that folder, so the web app is not built.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build, SERVER_NODE_FLAGS, serverEntry } from './build.mjs';

const parts = process.env.WEB_DIST ? ['domain', 'server'] : ['domain', 'server', 'web'];
// Quiet: a line per part built, so that the demo logins are not lost above Vite's list of
// chunks; a failing part shows its whole output.
if (!build(parts, { onlyStale: true, quiet: true })) process.exit(1);

// node itself (not npx) runs the server, and our signals are passed on to it, so that a
// process manager, Ctrl-C or a test runner stops the server, not just this script.
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry('main')], {
  cwd: path.resolve(import.meta.dirname, '..'),
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));

// `npm start` runs this script through `exec` (package.json), so npm's SIGTERM reaches it. A
// parent that dies without passing a signal on (npm killed with SIGKILL, a shell in between)
// leaves this process adopted by another: stop the server then, rather than keep the port.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) server.kill('SIGTERM');
}, 500).unref();
