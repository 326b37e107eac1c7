/**
 * Where the resident memory of this process is at one moment (`BENCH_RSS_BREAKDOWN=1`), read from
 * /proc/self/smaps: anonymous mappings of at least 1 MiB (WebAssembly memories, the C library's
 * heaps and large blocks, the OCR runtime's arenas; the largest listed one by one), smaller ones
 * (mostly the V8 heap pages of every thread) and file-backed memory (code of node, the OCR runtime
 * and the image library), with `process.memoryUsage()` of the main thread.
 */
import fs from 'node:fs';

const MiB = 1048576;

export interface RssBreakdown {
  rss: number;
  anonLarge: number;
  anonSmall: number;
  file: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  /** the largest anonymous mappings, as [size, resident] (a WebAssembly memory's accessible part is one, its guard region another) */
  largest: [number, number][];
  threads: number;
}

/** Reads /proc/self/smaps (Linux only; null elsewhere). */
export function rssBreakdown(): RssBreakdown | null {
  let text: string;
  try {
    text = fs.readFileSync('/proc/self/smaps', 'utf8');
  } catch {
    return null;
  }
  const m = process.memoryUsage();
  const b: RssBreakdown = { rss: m.rss, anonLarge: 0, anonSmall: 0, file: 0, heapUsed: m.heapUsed, heapTotal: m.heapTotal, external: m.external, arrayBuffers: m.arrayBuffers, largest: [], threads: 0 };
  try {
    b.threads = Number(/Threads:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0);
  } catch {
    // not Linux
  }
  let size = 0;
  let named = false;
  for (const line of text.split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \d+\s*(.*)$/.exec(line);
    if (head) {
      size = parseInt(head[2], 16) - parseInt(head[1], 16);
      named = head[3].startsWith('/');
      continue;
    }
    if (!line.startsWith('Rss:')) continue;
    const rss = Number(line.slice(4).trim().split(/\s+/)[0]) * 1024;
    if (named) b.file += rss;
    else if (size >= 1 * MiB) {
      b.anonLarge += rss;
      if (rss >= 4 * MiB) b.largest.push([size, rss]);
    }
    else b.anonSmall += rss;
  }
  b.largest = b.largest.sort((x, y) => y[1] - x[1]).slice(0, 12);
  return b;
}

/** One line: every figure in MiB. */
export function formatBreakdown(b: RssBreakdown): string {
  const f = (n: number) => (n / MiB).toFixed(0);
  return `rss ${f(b.rss)}: anonymous (mappings >= 1 MiB) ${f(b.anonLarge)}, anonymous small ${f(b.anonSmall)}, files ${f(b.file)}; main heap ${f(b.heapUsed)}/${f(b.heapTotal)}, external ${f(b.external)}, array buffers ${f(b.arrayBuffers)}; ${b.threads} threads; largest anonymous (size/resident) ${b.largest.map(([z, r]) => `${f(z)}/${f(r)}`).join(' ')}`;
}
