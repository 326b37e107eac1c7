/** Built-in knowledge of totals: the final payable amount among the amounts a document labels "total". */
import type { Candidate } from './candidates.js';
import { labelCandidates, ocrFactor } from './candidates.js';
import { labelsFor, matchLabel, matchSquashed, tokens, type Label } from './labels.js';
import { rightOf, sameRow, spanBox, type DocLine, type DocText } from './layout.js';
import { findMoney } from './normalise.js';
import { mendAmount } from './values.js';
import { settledTotals } from './settle.js';
import { nameWords, type FieldSpec } from './schema.js';
import type { LanguagePack } from '../packs/types.js';
import { alternation } from '../packs/phrases.js';
import { CONCEPTS } from '../packs/registry.js';

/** Qualifier vocabulary of the document's languages, as regular expressions (cached per locale). */
interface Vocab { strong: RegExp; not: RegExp; inclTax: RegExp; payment: RegExp; paymentAnywhere: RegExp; summary: RegExp; header: RegExp; gross: RegExp; due: RegExp; net: Label[] }
const vocabCache = new WeakMap<object, Vocab>();

const alt = (list: string[]): string => alternation(list);

function vocab(f: FieldSpec): Vocab {
  const key = f.locale ?? vocabCache;
  const hit = vocabCache.get(key);
  if (hit) return hit;
  const langs = f.locale?.languages ?? [];
  const q = (k: keyof LanguagePack['qualifiers']) => langs.flatMap((l) => l.qualifiers[k] ?? []);
  // "Total RM", "Total EUR", "Total €": a total in the document's currency is the final one
  const symbols = [...(f.locale?.country?.currency_symbols ?? []), ...(f.locale?.country ? [f.locale.country.currency] : [])];
  const strong = alt([...q('total_final'), ...symbols.map((x) => `total ${x}`)]);
  // "Cash" starts a payment line, "Cash Bill" or "Cash Sales" is a document's title
  const titleTails = langs.flatMap((l) => l.titles).map((t) => t.split(/\s+/).slice(1).join(' ')).filter(Boolean);
  const payment = `(${alt(q('payment'))})(?![\\p{L}])(?!\\s*(?:${alt(titleTails)})(?![\\p{L}]))`;
  const v: Vocab = {
    strong: new RegExp(`(?<![\\p{L}])(${strong})`, 'iu'),
    not: new RegExp(`(?<![\\p{L}])(${alt(q('total_not'))})(?![\\p{L}])`, 'iu'),
    // "<inkl.> <USt>", "<incl.> 20 % <VAT>": a one-word inclusion qualifier of the gross total before a tax's word qualifies the total
    inclTax: new RegExp(`(?<![\\p{L}])(?:${alt(q('total_gross').filter((w) => !w.includes(' ')))})\\.?\\s*(?:[\\d.,]+\\s*%\\s*)?(?:${alt(langs.flatMap((l) => l.labels.tax_amount ?? []).filter((w) => !w.includes(' ')))})(?![\\p{L}])`, 'giu'),
    payment: new RegExp(`^\\W*${payment}`, 'iu'),
    paymentAnywhere: new RegExp(`(?<![\\p{L}])${payment}`, 'iu'),
    summary: new RegExp(`(?<![\\p{L}])(${alt(q('summary'))})(?![\\p{L}])`, 'iu'),
    header: new RegExp(`(?<![\\p{L}])(${alt(q('table_header'))})(?![\\p{L}])`, 'iu'),
    gross: new RegExp(`(?<![\\p{L}])(${alt(q('total_gross'))})`, 'iu'),
    due: new RegExp(`(?<![\\p{L}])(${alt(q('total_due'))})`, 'iu'),
    // the labels of the amount before tax or commission ("Net Total", "Nettobetrag", "Total HT"), of the document's languages
    net: langs.flatMap((l) => l.labels.net_amount ?? []).map((p) => ({ words: tokens(p).map((t) => t.t), weight: 1 })).filter((x) => x.words.length),
  };
  vocabCache.set(key, v);
  return v;
}

/**
 * Which total the field asks for: the total including tax ("gross", "including VAT") or what is left
 * to pay ("amount due"), read from its name, title and description with the words of the packs.
 */
function wants(f: FieldSpec, v: Vocab): 'gross' | 'due' | undefined {
  const text = `${nameWords(f.name)} ${f.title ?? ''} ${f.description ?? ''}`.toLowerCase();
  const gross = v.gross.test(text);
  const due = v.due.test(text);
  return gross && !due ? 'gross' : due && !gross ? 'due' : undefined;
}

/** Words of the field's own name that qualify its amount ("gross" in gross_amount): labels holding them are the field's. */
function ownWords(f: FieldSpec): string[] {
  const generic = genericAmountWords();
  return nameWords(f.name).split(/\s+/).filter((w) => w.length >= 3 && !generic.has(w));
}

let genericWords: Set<string> | null = null;

/**
 * Words that name amounts of several kinds ("total", "amount", "price"), from the field words of the money
 * concepts; a word only one kind uses ("gross", "due") qualifies. A phrase names its kind by its last word
 * (the "pay" of "<gross> pay"), so the words before it qualify and count for no kind.
 */
function genericAmountWords(): Set<string> {
  if (genericWords) return genericWords;
  const kinds = [...CONCEPTS].filter(([, spec]) => spec.type === 'money');
  const usedBy = new Map<string, number>();
  for (const [, spec] of kinds) for (const w of new Set(spec.field_words.map((p) => p.split(/\s+/).pop()!))) usedBy.set(w, (usedBy.get(w) ?? 0) + 1);
  genericWords = new Set([...usedBy].filter(([, n]) => n >= 2).map(([w]) => w));
  return genericWords;
}

function amount(c: Candidate): number {
  return typeof c.value === 'number' ? c.value : Number(c.value) || 0;
}

/** Where the label of a candidate sits, top to bottom over the pages. */
function position(dt: DocText, c: Candidate): number {
  const l = dt.lines[c.labelLine ?? c.order];
  return l ? l.page * 1e6 + (l.bbox.y0 + l.bbox.y1) / 2 : c.order;
}

function isHeaderRow(dt: DocText, l: DocLine, header: RegExp): boolean {
  const rest = l.text.replace(/\btotal\b/gi, '');
  return header.test(rest) || sameRow(dt, l).some((x) => header.test(x.text) && !findMoney(x.text).length);
}

/** Total labels, also when recognition glued or split their words ("TotalSales", "T ota l Amoun t"). */
function labelled(dt: DocText, f: FieldSpec): Candidate[] {
  const labels = labelsFor(f);
  return labelCandidates(dt, f, dt.lines, (text) => matchLabel(text, labels) ?? matchSquashed(text, labels));
}

/** The total: money after a total-like label, stronger for final labels and against subtotal/tax/change. */
export function totalCandidates(dt: DocText, f: FieldSpec): Candidate[] {
  const out: Candidate[] = [];
  const v = vocab(f);
  const { strong, not, header } = v;
  const want = wants(f, v);
  const own = ownWords(f).map((w) => new RegExp(`(?<![\\p{L}])${w}(?![\\p{L}])`, 'iu'));
  const nets = new Set<number>();
  for (const c of labelled(dt, f)) {
    const labelLine = c.labelLine !== undefined ? dt.lines[c.labelLine] : undefined;
    const ctx = labelLine?.text ?? c.label ?? '';
    let s = c.score;
    // "incl. 6% GST" and "after adj" qualify a final total, they do not name tax or an adjustment ("lnclusive": I read as l)
    const plain = ctx.replace(/\b[il1]nc\w*\.?\s*(?:of\s*)?[\d.%\s]*(?:gst|tax|vat|sst)\b/i, 'incl').replace(/\bafter\s+(?:rounding\s+)?adj\w*/i, 'after').replace(v.inclTax, 'incl');
    const mine = own.some((re) => re.test(ctx));
    // the total the field asks for outranks the other kind ("Bruttosumme" over "Zahlbetrag" for a total including VAT)
    // (raised towards 1 rather than multiplied, so that a poorer reading still scores lower)
    if (want === 'gross' && v.gross.test(ctx) && !v.due.test(ctx)) s += (1 - s) * 0.4;
    else if (want === 'gross' && v.due.test(ctx)) s *= 0.8;
    else if (want === 'due' && v.due.test(ctx)) s += (1 - s) * 0.4;
    // "Net Total", "NetTotal": the amount before tax or the agency's commission, not the gross one
    const net = !v.gross.test(ctx) && (matchLabel(ctx, v.net) ?? matchSquashed(ctx, v.net)) !== null;
    if (net) nets.add(out.length);
    if (mine) s += (1 - s) * 0.5;
    // a label qualified otherwise than the field's own words ("Net Total", "Amount Due" for a gross amount) names another total;
    // a final total ("Grand Total") is no other kind
    else if (own.length && strong.test(ctx) && (net || (v.due.test(ctx) && want !== 'due') || (v.gross.test(ctx) && want !== 'gross'))) s *= 0.75;
    // ("<still to be> <paid>": a left-to-pay label holding a word of payment is the total asked for)
    else if (not.test(plain) && !(want === 'due' && v.due.test(ctx))) s *= 0.45;
    else if (strong.test(ctx)) s += (1 - s) * 0.3;
    // a credit note's total is negative; a zero is no total
    if (amount(c) === 0) s *= 0.3;
    else if (amount(c) < 0) s *= 0.85;
    // a "Total" column heading names the amounts under it, not the total
    if (c.how === 'label:below' && labelLine && isHeaderRow(dt, labelLine, header)) s *= 0.3;
    out.push({ ...c, score: s });
  }
  // the net is never more than the gross: for a field asking for the gross, a net-labelled amount below another total is the amount before tax or commission
  // (where the net is the largest, "Net Total" after the tax lines is the final total of a receipt)
  if (want === 'gross' && nets.size) {
    const others = out.filter((c, i) => !nets.has(i) && c.score >= 0.3).map(amount);
    const top = others.length ? Math.max(...others) : -Infinity;
    for (const i of nets) if (amount(out[i]) < top) out[i] = { ...out[i], score: out[i].score * 0.6 };
  }
  out.push(...roundedTotal(dt, out, v), ...summedTotal(dt, out, v));
  return settledTotals(dt, f, finalAmount(dt, out, f));
}

/**
 * When the best-read total is a subtotal or a tax ("Sub Total", the final label unreadable), the
 * amount printed below it that equals it plus the amounts between them (service, tax) is the total.
 */
function summedTotal(dt: DocText, totals: Candidate[], v: Vocab): Candidate[] {
  const best = [...totals].sort((a, b) => b.score - a.score)[0];
  if (!best || typeof best.value !== 'number' || best.value <= 0) return [];
  const label = dt.lines[best.labelLine ?? best.order]?.text ?? best.label ?? '';
  if (!v.not.test(label)) return [];
  const from = Math.max(best.order, best.labelLine ?? -1);
  const page = dt.lines[from]?.page;
  let sum = best.value;
  let added = 0;
  for (const l of dt.lines.slice(from + 1, from + 12)) {
    if (l.page !== page || v.payment.test(l.text)) break;
    for (const m of findMoney(mendAmount(l.text))) {
      if (m.value.decimals !== 2) continue;
      if (added > 0 && Math.abs(m.value.amount - sum) < 0.005) {
        return [{ ...best, value: m.value.amount, raw: m.raw, score: Math.min(1, best.score * 1.1 + 0.02), citations: [{ page: l.page, bbox: spanBox(l, m.index, m.index + m.raw.length), text: m.raw }], how: 'summed-total', order: l.index, labelLine: undefined, label: undefined }];
      }
      sum = Math.round((sum + m.value.amount) * 100) / 100;
      added++;
    }
  }
  return [];
}

/**
 * Among comparably labelled totals the final payable one is printed last, before the payment lines
 * (rounding and tax come before it); totals in a tax summary or after the payment lines are breakdowns.
 */
function finalAmount(dt: DocText, cands: Candidate[], f: FieldSpec): Candidate[] {
  if (!cands.length) return cands;
  const v = vocab(f);
  const firstPos = Math.min(...cands.map((c) => position(dt, c)));
  const mark = (re: RegExp, bare: boolean): number => {
    const l = dt.lines.find((x) => re.test(x.text) && (!bare || !findMoney(x.text).some((m) => m.value.decimals === 2)) && x.page * 1e6 + (x.bbox.y0 + x.bbox.y1) / 2 > firstPos);
    return l ? l.page * 1e6 + l.bbox.y0 : Infinity;
  };
  const summary = mark(v.summary, true);
  const payment = mark(v.payment, false);
  const dueWanted = wants(f, v) === 'due';
  const scored = cands.map((c) => {
    const p = position(dt, c);
    let s = c.score;
    const labelText = dt.lines[c.labelLine ?? c.order]?.text ?? '';
    if (p > summary) s *= 0.4;
    // what is left to pay is printed after what was paid; other totals after the payment lines are breakdowns
    else if (p > payment && !(dueWanted && v.due.test(labelText))) s *= 0.6;
    return { ...c, score: s };
  });
  const top = Math.max(...scored.map((c) => c.score));
  const near = scored.filter((c) => c.score >= top * 0.85 && amount(c) !== 0);
  if (!near.length) return scored;
  const last = near.reduce((a, b) => (position(dt, b) > position(dt, a) || (position(dt, b) === position(dt, a) && b.score > a.score) ? b : a));
  const winner = amount(last);
  return scored.map((c) => (amount(c) === winner && near.includes(c) ? { ...c, score: Math.max(c.score, top) + (1 - Math.max(c.score, top)) * 0.2 } : { ...c, score: Math.min(c.score, top * 0.95) }));
}

/** A rounding adjustment changes the total: the adjusted amount printed after it is the final total. */
function roundedTotal(dt: DocText, totals: Candidate[], v: Vocab): Candidate[] {
  const best = [...totals].sort((a, b) => b.score - a.score)[0];
  if (!best || typeof best.value !== 'number') return [];
  for (const l of dt.lines) {
    if (!/\bround/i.test(l.text) || l.index < best.order - 1) continue;
    const adjLine = [l, ...rightOf(dt, l, l.bbox)].find((x) => findMoney(x.text.replace(/^[^\d-]*/, '')).length);
    if (!adjLine) continue;
    const adj = findMoney(adjLine.text).pop();
    if (!adj || Math.abs(adj.value.amount) >= 0.1 || adj.value.amount === 0) continue;
    const target = Math.round((best.value + adj.value.amount) * 100) / 100;
    // the adjusted amount is printed before the payment lines: an equal amount among them is tendered or change
    for (const m of dt.lines.filter((x) => x.index > l.index && x.page === l.page && !v.payment.test(x.text) && !sameRow(dt, x).some((o) => v.payment.test(o.text)))) {
      const hit = findMoney(m.text).find((x) => Math.abs(x.value.amount - target) < 0.001);
      if (hit) return [{ ...best, value: target, raw: hit.raw, score: Math.min(1, best.score * 1.1 + 0.02), citations: [{ page: m.page, bbox: spanBox(m, hit.index, hit.index + hit.raw.length), text: hit.raw }], how: 'rounded-total', order: m.index }];
    }
  }
  return [];
}

/** The largest amount on the page, a weak fallback for a total. */
export function largestAmount(dt: DocText, f: FieldSpec): Candidate[] {
  let best: { l: DocLine; amount: number; raw: string; index: number } | null = null;
  const { paymentAnywhere } = vocab(f);
  const paying = (text: string): boolean => paymentAnywhere.test(text);
  for (const l of dt.lines) {
    const amounts = findMoney(mendAmount(l.text));
    // the payment label may be a box of its own on the amount's row ("CASH" … "100.00")
    if (!amounts.length || paying(l.text) || sameRow(dt, l).some((o) => paying(o.text))) continue;
    for (const m of amounts) {
      if (m.value.decimals !== 2 || m.value.amount > 1e6) continue;
      if (!best || m.value.amount > best.amount) best = { l, amount: m.value.amount, raw: m.raw, index: m.index };
    }
  }
  if (!best) return [];
  const value = f.type === 'number' || f.type === 'integer' ? best.amount : best.amount.toFixed(2);
  return [{ value, raw: best.raw, score: 0.3 * ocrFactor(best.l.confidence), citations: [{ page: best.l.page, bbox: spanBox(best.l, best.index, best.index + best.raw.length), text: best.raw }], how: 'largest', order: best.l.index }];
}
