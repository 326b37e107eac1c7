/** Built-in knowledge of common fields: where issuers, addresses and totals sit on a page. */
import type { Candidate } from './candidates.js';
import { labelCandidates, ocrFactor } from './candidates.js';
import { spanBox, type DocLine, type DocText } from './layout.js';
import { findDates, findMoney, parsePhone } from './normalise.js';
import type { FieldSpec } from './schema.js';

/** Legal-form and trade words that mark an organisation's name. */
export const ORG_SUFFIX =
  /\b(sdn\.?\s*bhd|bhd|berhad|inc|incorporated|llc|l\.l\.c|ltd|limited|corp|corporation|company|co|plc|gmbh|ag|s\.?a|s\.?a\.?r\.?l|b\.?v|n\.?v|pty|llp|lp|l\.p|enterprises?|trading|holdings?|group|industries|restaurant|cafe|café|bakery|store|stores|mart|supermarket|hardware|pharmacy|station|services|solutions|partners|associates|foundation|trust|bank|university)\b\.?/i;
const NOT_ISSUER = /\b(tax invoice|invoice|receipt|cash bill|bill|welcome|thank|official|simplified|order|table|cashier|date|time|total|gst|tel|fax|phone|page|copy)\b/i;
const ADDRESS_WORDS =
  /\b(jalan|jln|lorong|taman|lot|no|street|st|road|rd|avenue|ave|lane|drive|dr|boulevard|blvd|suite|floor|fl|building|bldg|plaza|block|blk|unit|box|p\.?o|kampung|kg|bandar|seksyen|section|persiaran|industrial|park|centre|center|square|highway|way|court|place|city|town|district|county|state)\b/i;
const ADDRESS_STOP = /\b(tel|phone|fax|gst|sst|e-?mail|www|http|invoice|receipt|date|cashier|reg\.?\s*no|company\s*no|co\.?\s*no|roc|tax|bill|doc(ument)?\s*no|counter|table|member)\b/i;
const POSTCODE = /\b\d{5}\b/;

function digitRatio(s: string): number {
  return (s.match(/\d/g)?.length ?? 0) / Math.max(1, s.replace(/\s/g, '').length);
}

function lineCandidate(l: DocLine, score: number, how: string, value?: string): Candidate {
  const v = value ?? l.text;
  return { value: v, raw: v, score, citations: [{ page: l.page, bbox: l.bbox, text: l.text }], how, order: l.index };
}

/** Lines at the top of the first page (the header where an issuer prints its name). */
function headLines(dt: DocText, n = 12): DocLine[] {
  return dt.lines.filter((l) => l.page === dt.lines[0]?.page).slice(0, n);
}

/** The issuer: a line near the top with a legal-form or trade word, else the first prominent name line. */
export function companyCandidates(dt: DocText): Candidate[] {
  const head = headLines(dt);
  if (!head.length) return [];
  const heights = head.map((l) => l.bbox.y1 - l.bbox.y0).sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)] || 1;
  const out: Candidate[] = [];
  head.forEach((l, i) => {
    const letters = l.text.replace(/[^\p{L}]/gu, '');
    if (letters.length < 3 || digitRatio(l.text) > 0.3) return;
    if (NOT_ISSUER.test(l.text) && !ORG_SUFFIX.test(l.text)) return;
    if (findDates(l.text).length || parsePhone(l.text)) return;
    let s = 0.35;
    if (ORG_SUFFIX.test(l.text)) s += 0.4;
    if (letters === letters.toUpperCase()) s += 0.05;
    if ((l.bbox.y1 - l.bbox.y0) > median * 1.2) s += 0.1;
    s *= 1 - Math.min(0.5, i * 0.04);
    out.push(lineCandidate(l, s * ocrFactor(l.confidence), 'issuer'));
  });
  return out;
}

function addressLike(text: string): number {
  let s = 0;
  if (ADDRESS_WORDS.test(text)) s += 0.4;
  if (POSTCODE.test(text)) s += 0.4;
  if (/\d/.test(text) && /\p{L}{3}/u.test(text)) s += 0.15;
  if (/,\s*$/.test(text) || /,/.test(text)) s += 0.15;
  return Math.min(1, s);
}

/** The address block: consecutive address-like lines under the issuer. */
export function addressCandidates(dt: DocText, issuer?: Candidate): Candidate[] {
  const head = headLines(dt, 20);
  const startAt = issuer ? head.findIndex((l) => l.index === issuer.order) + 1 : 0;
  const out: Candidate[] = [];
  for (let i = Math.max(0, startAt); i < head.length; i++) {
    const block: DocLine[] = [];
    let score = 0;
    for (let j = i; j < head.length; j++) {
      const l = head[j];
      if (ADDRESS_STOP.test(l.text) || findDates(l.text).length) break;
      const a = addressLike(l.text);
      // registration numbers like (123456-X) sit between name and address
      if (/^\(?[\dA-Z]{4,}-[A-Z0-9]\)?$/.test(l.text.replace(/\s/g, '')) && !block.length) break;
      if (a < 0.15 && block.length) break;
      if (a < 0.15) break;
      block.push(l);
      score = Math.max(score, a);
      if (block.length >= 5) break;
    }
    if (block.length) {
      const text = block.map((l) => l.text).join(' ');
      const conf = block.reduce((s, l) => s + l.confidence, 0) / block.length;
      const nearIssuer = issuer && i === startAt ? 1 : 0.8;
      out.push({
        value: text,
        raw: text,
        score: Math.min(1, score * (0.7 + 0.06 * block.length)) * nearIssuer * ocrFactor(conf) * 0.9,
        citations: block.map((l) => ({ page: l.page, bbox: l.bbox, text: l.text })),
        how: 'address-block',
        order: block[0].index,
      });
      i += block.length - 1;
    }
  }
  return out;
}

const TOTAL_STRONG = /\b(grand|round(ed)?|rounding total|nett?|amount due|balance due|payable|to pay|total (rm|amount|due|sales|incl))/i;
const TOTAL_NOT = /\b(sub|qty|quantity|items?|tax|gst|sst|vat|disc(ount)?|saving|excl(uding)?|change|tender(ed)?|cash|paid|points?|adj(ustment)?|before|service)\b/i;

/** The total: money after a total-like label, stronger for final labels and against subtotal/tax/change. */
export function totalCandidates(dt: DocText, f: FieldSpec): Candidate[] {
  const out: Candidate[] = [];
  for (const c of labelCandidates(dt, f)) {
    const around = dt.lines[c.order] ? `${c.label ?? ''}` : '';
    const labelLine = dt.lines.find((l) => c.label && l.text.includes(c.label) && Math.abs(l.index - c.order) <= 3);
    const ctx = `${labelLine?.text ?? around}`;
    let s = c.score;
    if (TOTAL_NOT.test(ctx.replace(/subtotal|sub total/i, (m) => m))) s *= 0.45;
    if (TOTAL_STRONG.test(ctx)) s = Math.min(1, s * 1.15);
    out.push({ ...c, score: s });
  }
  return out;
}

/** The largest amount on the page, a weak fallback for a total. */
export function largestAmount(dt: DocText, f: FieldSpec): Candidate[] {
  let best: { l: DocLine; amount: number; raw: string; index: number } | null = null;
  for (const l of dt.lines) {
    for (const m of findMoney(l.text)) {
      if (m.value.decimals !== 2 || m.value.amount > 1e6) continue;
      if (!best || m.value.amount > best.amount) best = { l, amount: m.value.amount, raw: m.raw, index: m.index };
    }
  }
  if (!best) return [];
  const value = f.type === 'number' || f.type === 'integer' ? best.amount : best.amount.toFixed(2);
  return [{ value, raw: best.raw, score: 0.3 * ocrFactor(best.l.confidence), citations: [{ page: best.l.page, bbox: spanBox(best.l, best.index, best.index + best.raw.length), text: best.raw }], how: 'largest', order: best.l.index }];
}
