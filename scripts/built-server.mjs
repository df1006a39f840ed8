// Starts the built server (dist/server/main.js) on a free local port, for the benchmarks and
// the end-to-end tests.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** How long stop() waits for the server to exit on SIGTERM before it kills it. */
const STOP_GRACE_MS = 15_000;

/** A port free right now (the server needs its own address in advance, see below). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Resolves with { origin, stop, child, exited } once the server says where it runs; stop()
 * resolves when it has exited (`exited`, with its exit code; `child` is its process). The site may audit itself: its own address is the one the audit's guard allows.
 */
export async function startBuiltServer(root, env = {}) {
  const port = await freePort();
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      AUDIT_ALLOW_HOSTS: `127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start in 15 s')), 15_000);
    server.stdout.on('data', (chunk) => {
      const m = /running at (http:\/\/[^\s/]+)/.exec(chunk.toString());
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const exited = new Promise((resolve) => server.on('exit', resolve));
  return {
    origin,
    child: server,
    exited,
    // SIGTERM lets requests in flight finish; a server that cannot take it (its event loop
    // blocked) is killed after STOP_GRACE_MS rather than left running after the tests.
    stop: async () => {
      if (server.exitCode === null) server.kill('SIGTERM');
      const kill = setTimeout(() => server.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(kill);
    },
  };
}
