/**
 * Starts the service for the API benchmarks in a process of its own (child.ts: a temporary
 * DATA_DIR, the embedded database, one organisation and API key), so that the memory measured is
 * the service's alone, not the benchmark client's with it.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiClient, MissingRouteError } from './client.js';
import { corpusDir } from '../extract/corpus.js';
import type { ChildCommand } from './child.js';

export type Client = ReturnType<typeof apiClient>;

/** A running service and a client holding an API key of its only organisation. */
export interface BenchService {
  api: Client;
  /** starts a new window for `peak` */
  window(): Promise<void>;
  /** the service's peak RSS in bytes since the window started, and with BENCH_RSS_BREAKDOWN=1 where the memory was then */
  peak(): Promise<{ rss: number; breakdown: string }>;
  /** the service process's peak RSS since it started, in bytes */
  maxRss(): Promise<number>;
  stop(): Promise<void>;
}

type Reply = { id: number; result?: unknown; error?: string } | { ready: true; base: string; apiKey: string } | { failed: string };

/** Starts the HTTP server and the in-process workers on a fresh embedded database in a child process (DATABASE_URL is ignored). */
export async function startService(): Promise<BenchService> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const child: ChildProcess = fork(path.join(here, 'child.js'), [], { env: process.env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let next = 0;
  const ready = new Promise<{ base: string; apiKey: string }>((resolve, reject) => {
    child.on('message', (m: Reply) => {
      if ('ready' in m) return resolve(m);
      if ('failed' in m) return reject(new Error(`the service did not start: ${m.failed}`));
      const w = waiting.get(m.id);
      waiting.delete(m.id);
      if (m.error !== undefined) w?.reject(new Error(m.error));
      else w?.resolve(m.result);
    });
    child.on('exit', (code) => {
      const e = new Error(`the service process exited (${code})`);
      reject(e);
      for (const w of waiting.values()) w.reject(e);
      waiting.clear();
    });
  });
  const call = <T>(op: ChildCommand['op']) =>
    new Promise<T>((resolve, reject) => {
      const id = ++next;
      waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      child.send({ id, op });
    });
  const { base, apiKey } = await ready;
  return {
    api: apiClient(base, apiKey),
    window: () => call<void>('window'),
    peak: () => call<{ rss: number; breakdown: string }>('peak'),
    maxRss: () => call<number>('maxrss'),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      await call('stop').catch(() => undefined);
      await exited;
    },
  };
}

/**
 * Runs an API benchmark: checks the corpus is there, gives the body a running service, stops it, and
 * exits with the body's code (2 with one line when the corpus or a route the benchmark drives is missing).
 */
export function runBench(name: string, body: (svc: BenchService) => Promise<number>): void {
  const run = async (): Promise<number> => {
    if (!fs.existsSync(corpusDir())) {
      console.error(`${name}: corpus not found at ${corpusDir()} (place the evaluation corpus at ../shared/corpus or set CORPUS_DIR); nothing measured.`);
      return 2;
    }
    const svc = await startService();
    try {
      return await body(svc);
    } catch (e) {
      if (e instanceof MissingRouteError) {
        console.error(`${name} cannot run: ${e.message}. This build lacks the struct, chat or upload routes the benchmark drives.`);
        return 2;
      }
      throw e;
    } finally {
      await svc.stop();
    }
  };
  run().then(
    (code) => process.exit(code),
    (e) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    },
  );
}
