import {spawn} from 'node:child_process';
import {fileURLToPath} from 'node:url';
import {freePort} from '../../tests/e2e/lib/freePort.mjs';

const SERVE = fileURLToPath(new URL('../serve.mjs', import.meta.url));

/**
 * Serves a build directory with scripts/serve.mjs (the static hosts' headers and compression) on a
 * free local port, for the measuring scripts (bench, profile:main-thread). Resolves once the server
 * says it is serving.
 * @param {string} dir
 * @returns {Promise<{origin: string, stop: () => void}>}
 */
export async function serveBuild(dir) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [SERVE, '--port', String(port), '--host', '127.0.0.1', '--dir', dir],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('Serving')) resolve(undefined);
    });
  });
  return {origin: `http://127.0.0.1:${port}`, stop: () => child.kill()};
}
