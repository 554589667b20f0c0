// Starts scripts/serve.mjs on a port of our choosing, for specs that serve a build of their own.
import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.resolve(__dirname, '../../..');

export {freePort} from './freePort.mjs';

export interface StaticServer {
  readonly origin: string;
  stop(): Promise<void>;
}

/** Serves `dir` like the real host (scripts/serve.mjs) on 127.0.0.1:`port`; resolves once it listens. */
export async function serveBuild(dir: string, port: number): Promise<StaticServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(repoRoot, 'scripts/serve.mjs'), '--dir', dir, '--port', String(port), '--host', '127.0.0.1'],
    {cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe']},
  );
  let errors = '';
  child.stderr!.on('data', (chunk) => (errors += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`serve ${dir} did not start within 20 s: ${errors}`)),
      20_000,
    );
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Serving')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve ${dir} exited with ${code}: ${errors}`));
    });
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
