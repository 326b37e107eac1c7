/** Command-line options shared by the extraction benchmarks. */
import type { StructKind } from './corpora.js';

export interface BenchOptions {
  only?: string;
  limit?: number;
  structs: StructKind[];
  showMisses: boolean;
  timeoutMinutes: number;
  /** offline: recognise again instead of reading the cache */
  fresh: boolean;
  /** offline: receipts from their ground-truth line boxes */
  boxes: boolean;
}

/** Parses `--only a,b --limit N --struct plain|annotated|both --show-misses --timeout-minutes M --fresh --boxes` (only those allowed). */
export function parseOptions(argv: string[], allowed: string[], timeoutMinutes = 60): BenchOptions {
  const o: BenchOptions = { structs: ['plain', 'annotated'], showMisses: false, timeoutMinutes, fresh: false, boxes: false };
  for (let i = 0; i < argv.length; i++) {
    const [k, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (!allowed.includes(k)) throw new Error(`unknown option ${k} (options: ${allowed.join(', ')})`);
    if (k === '--only') o.only = value();
    else if (k === '--limit') o.limit = Math.max(1, Number(value()) || 1);
    else if (k === '--struct') {
      const v = value();
      if (v !== 'plain' && v !== 'annotated' && v !== 'both') throw new Error('--struct takes plain, annotated or both');
      o.structs = v === 'both' ? ['plain', 'annotated'] : [v];
    } else if (k === '--show-misses') o.showMisses = true;
    else if (k === '--timeout-minutes') o.timeoutMinutes = Number(value()) || timeoutMinutes;
    else if (k === '--fresh') o.fresh = true;
    else if (k === '--boxes') o.boxes = true;
  }
  return o;
}
