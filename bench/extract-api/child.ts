// The service under the API benchmarks, in a process of its own so that its memory is measured
// without the benchmark client's: a temporary DATA_DIR, the embedded database, one organisation
// and API key; answers the parent's requests about its memory over IPC.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/config/config.js';
import { startRuntime } from '../../src/main/runtime.js';
import { RssSampler } from './rss.js';
import { answerParent, benchTenant } from '../child-ipc.js';

export type ChildCommand = { id: number; op: 'window' | 'peak' | 'maxrss' | 'stop' };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'structa-bench-'));
const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: process.env.LOG_LEVEL || 'warn' };
delete env.DATABASE_URL;
const rt = await startRuntime(loadConfig(env), { http: true, workers: true, listen: true, logger: false });
const stop = async () => {
  await rt.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
};
const rss = new RssSampler();

async function handle(m: ChildCommand): Promise<unknown> {
  switch (m.op) {
    case 'window':
      rss.reset();
      return true;
    case 'peak':
      rss.sample();
      return { rss: rss.peak, breakdown: rss.peakBreakdown() };
    case 'maxrss':
      // this process's own peak since it started (its own VmHWM: the parent's memory is not in it)
      return Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) * 1024 || process.resourceUsage().maxRSS * 1024;
    case 'stop':
      rss.stop();
      await stop();
      setImmediate(() => process.exit(0));
      return true;
  }
}

answerParent(handle);

try {
  const { secret } = await benchTenant(rt, 'bench');
  process.send!({ ready: true, base: `http://127.0.0.1:${(rt.app!.server.address() as AddressInfo).port}`, apiKey: secret });
} catch (e) {
  await stop();
  process.send!({ failed: e instanceof Error ? e.message : String(e) });
  process.exit(1);
}
