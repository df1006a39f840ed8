// Starts the built server (dist/server/main.js) on a free local port, for the benchmarks.
import { spawn } from 'node:child_process';

/** Resolves with { origin, stop } once the server says where it runs. */
export async function startBuiltServer(root) {
  const server = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => {
      const m = /running at (http:\/\/[^\s/]+)/.exec(chunk.toString());
      if (m) resolve(m[1]);
    });
    server.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { origin, stop: () => server.kill('SIGTERM') };
}
