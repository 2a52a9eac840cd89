// A real S3-compatible server for tests: s3rver (npm), started as a child process on a free port
// of 127.0.0.1, its objects in a temporary folder. The picture tests use it, and so may the
// cluster tests (several server processes sharing one store): `env` is what a server process
// needs to use it (PICTURE_STORE=s3 and the S3_* settings).
//
//   const s3 = await startS3TestServer();
//   onCleanup(() => s3.stop());             // in a Vitest file (helpers/cleanup.ts)
//   spawn('node', ['dist/main.js'], { env: { ...process.env, ...s3.env } });
//
// stop() ends the process and removes its folder; pause() ends the process only (the store is
// "unreachable": its port refuses connections) and resume() starts it again on the same port
// with the same objects.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PictureStorage } from '../../src/storage/picture-storage';
import { createS3PictureStorage } from '../../src/storage/s3-picture-storage';

/** s3rver's fixed credentials. */
export const S3RVER_ACCESS_KEY = 'S3RVER';
export const S3RVER_SECRET_KEY = 'S3RVER';

export interface S3TestServer {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  /** The settings a server process needs to keep its pictures there. */
  env: Record<string, string>;
  /** A picture storage on this server, as PICTURE_STORE=s3 makes one. */
  storage(): PictureStorage;
  /** Ends the process: connections to its port are refused until resume(). */
  pause(): Promise<void>;
  /** Starts it again on the same port, with the objects it had. */
  resume(): Promise<void>;
  /** Ends the process and removes its objects. */
  stop(): Promise<void>;
}

const BIN = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');

async function launch(
  dir: string,
  port: number,
  bucket: string,
): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(
    process.execPath,
    [BIN, '-d', dir, '-a', '127.0.0.1', '-p', String(port), '--silent', '--configure-bucket', bucket],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.removeListener('exit', killOnExit));
  const listening = await new Promise<number>((resolve, reject) => {
    let out = '';
    const failed = (why: string) => reject(new Error(`s3rver did not start: ${why}\n${out}`));
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = /listening on [^:\s]+:(\d+)/.exec(out);
      if (found) resolve(Number(found[1]));
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once('error', (error) => failed(error.message));
    child.once('exit', (code) => failed(`exited with ${code}`));
  });
  return { child, port: listening };
}

async function end(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function startS3TestServer(opts: { bucket?: string } = {}): Promise<S3TestServer> {
  const bucket = opts.bucket ?? 'pawdesk-pictures';
  const dir = await mkdtemp(join(tmpdir(), 'pawdesk-s3rver-'));
  let { child, port } = await launch(dir, 0, bucket);
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    PICTURE_STORE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: S3RVER_ACCESS_KEY,
    S3_SECRET_ACCESS_KEY: S3RVER_SECRET_KEY,
    S3_FORCE_PATH_STYLE: 'true',
  };
  return {
    endpoint,
    bucket,
    env,
    storage: () =>
      createS3PictureStorage({
        endpoint,
        bucket,
        region: env.S3_REGION,
        credentials: { accessKeyId: S3RVER_ACCESS_KEY, secretAccessKey: S3RVER_SECRET_KEY },
        forcePathStyle: true,
      }),
    pause: () => end(child),
    async resume() {
      await end(child);
      ({ child } = await launch(dir, port, bucket));
    },
    async stop() {
      await end(child);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
