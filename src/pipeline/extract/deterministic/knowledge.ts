/** Built-in knowledge of common fields: where issuers, addresses and totals sit on a page. */
import type { Candidate } from './candidates.js';
import { ocrFactor } from './candidates.js';
import { inTable, type DocLine, type DocText } from './layout.js';
import { findDates, parsePhone } from './normalise.js';

/** Legal-form and trade words that mark an organisation's name. */
export const ORG_SUFFIX =
  /\b(sdn\.?\s*bhd|s[dn]n\.?\s*[b8][hn][d0]|s\/b|bhd|berhad|inc|incorporated|llc|l\.l\.c|ltd|limited|corp|corporation|company|co|plc|gmbh|ag|s\.?a|s\.?a\.?r\.?l|b\.?v|n\.?v|pty|llp|lp|l\.p|enterprises?|trading|holdings?|group|industries|restaurant|cafe|café|bakery|store|stores|mart|supermarket|hardware|pharmacy|station|services|solutions|partners|associates|foundation|trust|bank|university)\b\.?/i;
export const NOT_ISSUER = /\b(tax invoice|invoice|receipt|cash bill|bill|welcome|thank|official|simplified|order|table|cashier|date|time|total|gst|tel|fax|phone|page|copy|cash|terminal|counter|member|change|qty)\b/i;
export const ADDRESS_WORDS =
  /\b(jalan|jln|lorong|taman|lot|no|street|st|road|rd|avenue|ave|lane|drive|dr|boulevard|blvd|suite|floor|fl|building|bldg|plaza|block|blk|unit|box|p\.?o|kampung|kg|bandar|seksyen|section|persiaran|industrial|park|centre|center|square|highway|way|court|place|city|town|district|county|state)\b/i;
export const ADDRESS_STOP = /\b(tel|telephone|phone|h\/?p|mobile|fax|gst|sst|e-?mail|www|http|invoice|receipt|date|cashier|reg\.?\s*no|company\s*no|co\.?\s*no|roc|tax|bill|doc(ument)?\s*no|counter|table|member)\b/i;
export const POSTCODE = /\b\d{5}\b/;
/** Company registration numbers printed near the issuer's name, e.g. (123456-X) or CO. REG: 123456-X. */
export const REGISTRATION = /\b(co\.?\s*reg|br\s*no|roc\s*no|company\s*no|co\.?\s*no)\b|reg(istration)?\.?\s*no\b|\(?\b\d{5,}-[A-Z]\b\)?/i;
const LEADING_SUFFIX = /^(co|company|sdn|bhd|inc|llc|ltd|limited|corp)\b\.?/i;
const ONLY_SUFFIX = /^\(?\s*(sdn\.?\s*bhd|bhd|berhad|s\/b|inc|llc|ltd|limited|corp|plc|gmbh)\.?\s*\)?\.?$/i;

export function stripRegistration(t: string): string {
  // full-width brackets and colons (common in OCR output) read as their plain forms
  return t.normalize('NFKC').replace(/\s*\(?\b(?:co\.?\s*(?:reg|no)\.?\s*:?\s*)?\d{5,}-[A-Z]\b\)?\s*/gi, ' ').replace(/\s+/g, ' ').replace(/\s*\(\s*$/, '').trim();
}

export function digitRatio(s: string): number {
  return (s.match(/\d/g)?.length ?? 0) / Math.max(1, s.replace(/\s/g, '').length);
}

function lineCandidate(l: DocLine, score: number, how: string, value?: string): Candidate {
  const v = value ?? l.text;
  return { value: v, raw: v, score, citations: [{ page: l.page, bbox: l.bbox, text: l.text }], how, order: l.index };
}

/** Lines at the top of the first page (the header where an issuer prints its name). */
export function headLines(dt: DocText, n = 12): DocLine[] {
  // a table's header row and cells are read by column, never as the page's header
  return dt.lines.filter((l) => l.page === dt.lines[0]?.page && !inTable(dt, l)).slice(0, n);
}

/** The issuer: a line near the top with a legal-form or trade word, else the first prominent name line. */
export function companyCandidates(dt: DocText): Candidate[] {
  const head = headLines(dt);
  if (!head.length) return [];
  const heights = head.map((l) => l.bbox.y1 - l.bbox.y0).sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)] || 1;
  const out: Candidate[] = [];
  head.forEach((l, i) => {
    const clean = stripRegistration(l.text);
    const letters = clean.replace(/[^\p{L}]/gu, '');
    if (letters.length < 3 || digitRatio(clean) > 0.3) return;
    if (/\b(www\.|https?:|@)/i.test(clean) || REGISTRATION.test(clean)) return;
    if (NOT_ISSUER.test(clean) && !ORG_SUFFIX.test(clean)) return;
    if (findDates(clean).length || parsePhone(clean)) return;
    // a "label: value" line is read by label matching, not taken whole as a name
    if (/^[^:]{1,30}:\s*\S/.test(clean) && !/^[^:]*\d/.test(clean.split(':')[0])) return;
    if (/:\s*$/.test(clean)) return;
    if (addressLike(clean) >= 0.5 && !ORG_SUFFIX.test(clean)) return;
    // a legal form starting a line ends the name printed on the line above ("POPULAR BOOK" / "CO. (M) SDN BHD")
    const prev = head[i - 1];
    if (prev && (ONLY_SUFFIX.test(clean) || (LEADING_SUFFIX.test(clean) && !clean.includes(':'))) && addressLike(prev.text) < 0.4 && !NOT_ISSUER.test(prev.text) && digitRatio(prev.text) < 0.3) {
      const merged = `${prev.text} ${l.text}`;
      out.push({ ...lineCandidate(l, 0.75 * (1 - Math.min(0.5, i * 0.04)) * ocrFactor(l.confidence), 'issuer', stripRegistration(merged)), citations: [prev, l].map((x) => ({ page: x.page, bbox: x.bbox, text: x.text })), order: prev.index });
      return;
    }
    if (ONLY_SUFFIX.test(clean)) return;
    // recognition noise: few real words (letters with a vowel, 2+ long)
    const words = clean.split(/\s+/).filter(Boolean);
    const real = words.filter((w) => /^[\p{L}\d&.,'()/-]{2,}$/u.test(w) && /\p{L}/u.test(w)).length;
    if (real / Math.max(1, words.length) < 0.5) return;
    const next = head[i + 1];
    let text = l.text;
    let lines = [l];
    // a name broken after "&" or "AND" continues on the next line
    if (next && /(&|\band)$/i.test(l.text.trim()) && addressLike(next.text) < 0.5 && !ADDRESS_STOP.test(next.text)) {
      text = `${l.text} ${next.text}`;
      lines = [l, next];
    }
    let s = 0.35;
    if (ORG_SUFFIX.test(text)) s += 0.4;
    if (letters === letters.toUpperCase()) s += 0.05;
    if ((l.bbox.y1 - l.bbox.y0) > median * 1.2) s += 0.1;
    s *= 1 - Math.min(0.5, i * 0.04);
    const v = stripRegistration(text);
    if (v.length < 3) return;
    out.push({ ...lineCandidate(l, s * ocrFactor(l.confidence), 'issuer', v), citations: lines.map((x) => ({ page: x.page, bbox: x.bbox, text: x.text })) });
  });
  return out;
}

/** Whether a value read after a "company" label can be a name (not "Reg No. : 123456-X"). */
export function plausibleCompany(v: string): boolean {
  return !REGISTRATION.test(v) && digitRatio(v) <= 0.3 && /\p{L}{2}/u.test(v);
}

export function addressLike(text: string): number {
  let s = 0;
  if (ADDRESS_WORDS.test(text)) s += 0.4;
  if (POSTCODE.test(text)) s += 0.4;
  if (/\d/.test(text) && /\p{L}{3}/u.test(text)) s += 0.15;
  if (/,\s*$/.test(text) || /,/.test(text)) s += 0.15;
  return Math.min(1, s);
}
