/** Scoring of one extraction result against the corpus's expected values (shared by both extraction benchmarks). */
import { parseDate } from '../../src/pipeline/extract/deterministic/normalise.js';
import { Scoreboard, ndaValue } from './metric.js';

/** The parts of a result the scoring reads (as stored and as served by the API). */
export interface ScoredResult {
  data: Record<string, unknown>;
  fields: { path: string; value: unknown; raw?: string }[];
}

function str(v: unknown): string {
  return v === undefined || v === null ? '' : String(v);
}

/** Adds a receipt: dates both as written (the raw text) and normalised (ISO against the parsed expected date). */
export function scoreReceipt(board: Scoreboard, r: ScoredResult, expected: Record<string, string>): void {
  const total = typeof r.data.total === 'number' ? r.data.total.toFixed(2) : str(r.data.total);
  const dateField = r.fields.find((f) => f.path === '/date');
  const written = dateField ? (dateField.raw ?? str(dateField.value)) : '';
  const expIso = parseDate(expected.date ?? '')?.value.iso ?? expected.date ?? '';
  board.add('company', [str(r.data.company)], [expected.company ?? '']);
  board.add('address', [str(r.data.address)], [expected.address ?? '']);
  board.add('date (as written)', [written], [expected.date ?? '']);
  board.add('total', [total], [expected.total ?? '']);
  board.add('date (ISO)', [str(r.data.date)], [expIso]);
  const totalField = r.fields.find((f) => f.path === '/total');
  board.add('total (as written)', [totalField ? (totalField.raw ?? total) : ''], [expected.total ?? '']);
}

/** Prints the receipt report: the corpus metric's micro-F1 and the variants. */
export function reportReceipts(board: Scoreboard, title: string): string {
  return `${board.report(title, ['company', 'address', 'date (as written)', 'total'])}
  micro with ISO dates: ${board.micro(['company', 'address', 'date (ISO)', 'total']).f1.toFixed(3)}; with totals as written: ${board
    .micro(['company', 'address', 'date (as written)', 'total (as written)'])
    .f1.toFixed(3)}`;
}

/** Adds an NDA: multi-label key=value pairs in the data set's notation. */
export function scoreNda(board: Scoreboard, data: Record<string, unknown>, expectedPairs: string[]): void {
  const pred: Record<string, string[]> = { effective_date: [], jurisdiction: [], party: [], term: [] };
  for (const k of Object.keys(pred)) {
    const v = data[k];
    const list = Array.isArray(v) ? v : v === undefined || v === null || v === '' ? [] : [v];
    // the data set writes names without commas and "&" as "and", spaces as _
    pred[k] = list.map((x) => ndaValue(String(x).replace(/,/g, '').replace(/\s*&\s*/g, ' and ')));
  }
  const exp: Record<string, string[]> = { effective_date: [], jurisdiction: [], party: [], term: [] };
  for (const kv of expectedPairs) {
    const i = kv.indexOf('=');
    (exp[kv.slice(0, i)] ??= []).push(kv.slice(i + 1));
  }
  for (const k of Object.keys(pred)) board.add(k, pred[k], exp[k] ?? []);
}
