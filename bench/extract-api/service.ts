/** Starts the service in this process for the API benchmarks: a temporary DATA_DIR, the embedded database, one organisation and API key. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/config/config.js';
import { creditsRepo } from '../../src/db/repositories/credits.js';
import { startRuntime } from '../../src/main/runtime.js';
import { apiClient, MissingRouteError } from './client.js';
import { corpusDir } from '../extract/corpus.js';
import { formatBreakdown, rssBreakdown, type RssBreakdown } from './breakdown.js';

export type Client = ReturnType<typeof apiClient>;

/** A running service and a client holding an API key of its only organisation. */
export interface BenchService {
  api: Client;
  stop(): Promise<void>;
}

/** Starts the HTTP server and the in-process workers on a fresh embedded database (DATABASE_URL is ignored). */
export async function startService(): Promise<BenchService> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'structa-bench-'));
  const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: process.env.LOG_LEVEL || 'warn' };
  delete env.DATABASE_URL;
  const rt = await startRuntime(loadConfig(env), { http: true, workers: true, listen: true, logger: false });
  try {
    const base = `http://127.0.0.1:${(rt.app!.server.address() as AddressInfo).port}`;
    const org = await rt.services.tenancy.createOrg({ name: 'Benchmark', slug: 'bench' });
    const { user } = await rt.services.tenancy.createUser({ orgSlug: 'bench', email: 'bench@example.test', password: 'bench password 1', role: 'owner' });
    const { secret } = await rt.services.apiKeys.create(org.id, user.id);
    await rt.db.transaction((tx) => creditsRepo(tx).grant(org.id, 100_000_000, 'benchmark'));
    return {
      api: apiClient(base, secret),
      async stop() {
        await rt.stop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (e) {
    await rt.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw e;
  }
}

/** Samples this process's resident set size (the service runs here: HTTP, workers and recognition threads). */
export class RssSampler {
  private timer: NodeJS.Timeout;
  peak = process.memoryUsage.rss();
  /** with BENCH_RSS_BREAKDOWN=1: where the memory was at the window's peak (read when a sample passes it by 2 MiB) */
  atPeak: RssBreakdown | null = null;
  private readonly breakdown = process.env.BENCH_RSS_BREAKDOWN === '1';

  constructor(everyMs = 250) {
    this.timer = setInterval(() => this.sample(), everyMs);
    this.timer.unref();
  }

  sample(): void {
    const rss = process.memoryUsage.rss();
    if (this.breakdown && rss > (this.atPeak?.rss ?? 0) + 2 * 1048576) this.atPeak = rssBreakdown();
    this.peak = Math.max(this.peak, rss);
  }

  /** Starts a new window: the peak is measured from now. */
  reset(): void {
    this.peak = process.memoryUsage.rss();
    this.atPeak = null;
  }

  /** The breakdown at the window's peak, as one line (empty without BENCH_RSS_BREAKDOWN=1). */
  peakBreakdown(): string {
    return this.atPeak ? formatBreakdown(this.atPeak) : '';
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

/** The process's peak RSS since it started, from getrusage (MiB). */
export function processPeakRssMiB(): number {
  return process.resourceUsage().maxRSS / 1024;
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
