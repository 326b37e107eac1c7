// Helpers for the pipeline benchmark: timing, child processes, bag-of-words F1.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

/**
 * The C library's allocation settings the service is run with (docs/operations.md, Memory):
 * blocks of 128 KiB and more get their own mapping and are given back when freed, and free
 * memory at the top of a heap is given back above 128 KiB. Without them glibc raises both
 * thresholds after the first large block is freed (a page image, a model tensor), and the
 * memory of finished OCR stays in the process. `BENCH_MALLOC=default` measures without them.
 */
export const MALLOC_ENV: Record<string, string> =
  process.env.BENCH_MALLOC === 'default' ? {} : { MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072' };

/** Runs a command, resolving with its stdout (rejects on a non-zero exit). */
export function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'ignore'] });
    const out: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(Buffer.concat(out).toString('utf8')) : reject(new Error(`${cmd} exited ${code}`))));
  });
}

/** True when `cmd` can be started. */
export async function available(cmd: string, args = ['-v']): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('exit', () => resolve(true));
  });
}

/** Maps items with at most `n` running at once. */
export async function pool<T, R>(items: T[], n: number, fn: (t: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i], i);
      }
    }),
  );
  return out;
}

/** Upper-cased whitespace tokens. */
export function tokens(text: string): string[] {
  return text.toUpperCase().split(/\s+/).filter(Boolean);
}

/**
 * Bag-of-words F1: the multiset intersection of predicted and reference tokens over the
 * sizes of each bag (order ignored, duplicates counted).
 */
export function bagF1(pred: string[], ref: string[]): number {
  const bag = new Map<string, number>();
  for (const t of ref) bag.set(t, (bag.get(t) ?? 0) + 1);
  let hit = 0;
  for (const t of pred) {
    const c = bag.get(t) ?? 0;
    if (c > 0) {
      hit++;
      bag.set(t, c - 1);
    }
  }
  if (!pred.length || !ref.length) return 0;
  const p = hit / pred.length;
  const r = hit / ref.length;
  return p + r ? (2 * p * r) / (p + r) : 0;
}

/** Reference transcript of one SROIE receipt (`box/NNN.csv`: eight numbers then the text). */
export function sroieTranscript(csv: string): string {
  return csv
    .split(/\r?\n/)
    .map((l) => l.split(',').slice(8).join(','))
    .join('\n');
}

/** CPU seconds used by this process (all threads) and by its waited-for children. */
export function cpu(): { self: number; children: number } {
  const u = process.cpuUsage();
  const stat = fs.readFileSync('/proc/self/stat', 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields 16 and 17 of /proc/self/stat (cutime, cstime) in clock ticks of 1/100 s
  return { self: (u.user + u.system) / 1e6, children: (Number(f[13]) + Number(f[14])) / 100 };
}

/** Peak resident memory of this process alone in MiB (VmHWM: reset by exec, unlike getrusage's maxrss, which a spawned child inherits from its parent). */
export function peakRssMiB(): number {
  const m = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'));
  return m ? Number(m[1]) / 1024 : process.resourceUsage().maxRSS / 1024;
}
