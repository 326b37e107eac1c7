/** Built-in knowledge of common fields: where issuers, addresses and totals sit on a page. */
import { clauseList } from './contract-words.js';
import type { Candidate } from './candidates.js';
import { ocrFactor } from './candidates.js';
import { inTable, sameRow, type DocLine, type DocText } from './layout.js';
import { findDates, parsePhone } from './normalise.js';
import { addressStops, addressWords, isTitle, leadingLegalForm, legalForms, notNames, onlyLegalForm, orgWords, postcode, registration, registrationNumbers } from './vocab.js';

/** What marks an organisation's name: legal forms of every country and trade words (from the packs). */
export const ORG_SUFFIX = orgWords();

/** Whether a text holds a word of a firm (a legal form, a trade word) that is not a code's letters before a figure ("<XX> 15"). */
function orgWordIn(text: string): boolean {
  const m = ORG_SUFFIX.exec(text);
  return !!m && !/^\s*\d/.test(text.slice(m.index + m[0].length));
}

/** Whether a text names no issuer: a title, a greeting or a label of the document's languages. */
export function notIssuer(text: string, dt?: DocText): boolean {
  return notNames(dt?.locale).test(text);
}

/** Labels of other things that end an address block. */
export function addressStop(text: string, dt?: DocText): boolean {
  return addressStops(dt?.locale).test(text);
}

/** A postcode in the document's country's shape. */
export function hasPostcode(text: string, dt?: DocText): boolean {
  return postcode(dt?.locale).test(text);
}

/** A registration number or its label ("Co. Reg. No", "(123456-X)" where a country prints them so). */
export function hasRegistration(text: string, dt?: DocText): boolean {
  return registration(dt?.locale).test(text);
}

export function stripRegistration(t: string): string {
  // full-width brackets and colons (common in OCR output) read as their plain forms
  const numbers = registrationNumbers();
  numbers.lastIndex = 0;
  return t.normalize('NFKC').replace(numbers, ' ').replace(/\s+/g, ' ').replace(/\s*\(\s*$/, '').trim();
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

/** The pieces of a line printed as one sender's address ("<name> · <street> · <place>"); one piece for other lines. */
export function senderPieces(text: string): string[] {
  return text.split(/\s+[·•|]\s+/);
}

/** The issuer: a line near the top with a legal-form or trade word, else the first prominent name line. */
export function companyCandidates(dt: DocText): Candidate[] {
  const head = headLines(dt);
  if (!head.length) return [];
  const heights = head.map((l) => l.bbox.y1 - l.bbox.y0).sort((a, b) => a - b);
  const median = heights[Math.floor(heights.length / 2)] || 1;
  const out: Candidate[] = [];
  const left = Math.min(...head.map((l) => l.bbox.x0));
  const width = Math.max(...dt.lines.filter((l) => l.page === head[0].page).map((l) => l.bbox.x1)) - left;
  head.forEach((l, i) => {
    // a sender's line "<name> · <street> · <place>": the name is the first piece
    // (also where the first piece holds a legal form: "<name> <legal form> · <trade> since 1987")
    const pieces = senderPieces(l.text);
    const own = pieces.length >= 2 && (pieces.slice(1).some((p) => addressLike(p, dt) >= 0.4) || legalForms().test(pieces[0])) ? pieces[0] : l.text;
    const clean = stripRegistration(own);
    const letters = clean.replace(/[^\p{L}]/gu, '');
    if (letters.length < 3 || digitRatio(clean) > 0.3) return;
    // a contract's title ("<KIND> <AGREEMENT WORD>", "<compound ending in the agreement word>") is no firm
    if (agreementTitle(clean, dt) && !legalForms().test(clean)) return;
    // a remark in brackets is not a name
    if (/^\(.*\)$/.test(clean.trim())) return;
    // a line opening with an honorific below the letterhead heads the addressee's block ("<Herrn und Frau>", "<Mrs> ...")
    // (as does the name under an honorific's line of its own: "<Herrn und Frau>" / "<name>")
    // (a firm's name may open like one: "<honorific> <brand> <legal form>")
    if (i > 0 && (opensWithHonorific(clean, dt) || honorificsOnly(head[i - 1].text, dt)) && !legalForms().test(clean)) return;
    // the value beside a label ("Advertiser:  <name>") is that label's, not a letterhead's
    const leftCell = sameRow(dt, l).filter((o) => o.bbox.x1 <= l.bbox.x0 + 2).pop();
    if (leftCell && /[:：]\s*$/.test(leftCell.text)) return;
    // a sentence is not a name
    if (clean.split(/\s+/).length > 10) return;
    if (/\b(www\.|https?:|@)/i.test(clean) || hasRegistration(clean, dt)) return;
    if (notIssuer(clean, dt) && !ORG_SUFFIX.test(clean)) return;
    // a document's title is no firm, whatever joining word it holds ("HEIL- UND KOSTENPLAN")
    if (isTitle(clean, dt.locale)) return;
    if (findDates(clean, undefined, dt.locale?.months).length || parsePhone(clean)) return;
    // a "label: value" line is read by label matching, not taken whole as a name
    if (/^[^:]{1,30}:\s*\S/.test(clean) && !/^[^:]*\d/.test(clean.split(':')[0])) return;
    if (/:\s*$/.test(clean)) return;
    // (a trade word in a street's name does not make it a firm: "<number> <Trade> Street, <place>")
    // (nor do a legal form's letters followed by a figure: "<street word> <XX> 15/4D" names a section of a town)
    if (addressLike(clean, dt) >= 0.5 && (!orgWordIn(clean) || (/^\d+\s+\p{L}/u.test(clean.trim()) && /,/.test(clean) && !legalForms().test(clean)))) return;
    // a legal form starting a line ends the name printed on the line above ("POPULAR BOOK" / "CO. (M) SDN BHD")
    const prev = head[i - 1];
    if (prev && (onlyLegalForm().test(clean) || (leadingLegalForm().test(clean) && !clean.includes(':'))) && addressLike(prev.text, dt) < 0.4 && !notIssuer(prev.text, dt) && digitRatio(prev.text) < 0.3) {
      const merged = `${prev.text} ${l.text}`;
      out.push({ ...lineCandidate(l, 0.85 * (1 - Math.min(0.5, i * 0.04)) * ocrFactor(l.confidence), 'issuer', stripRegistration(merged)), citations: [prev, l].map((x) => ({ page: x.page, bbox: x.bbox, text: x.text })), order: prev.index });
      return;
    }
    if (onlyLegalForm().test(clean)) return;
    // recognition noise: few real words (letters with a vowel, 2+ long)
    const words = clean.split(/\s+/).filter(Boolean);
    const real = words.filter((w) => /^[\p{L}\d&.,'()/-]{2,}$/u.test(w) && /\p{L}/u.test(w)).length;
    if (real / Math.max(1, words.length) < 0.5) return;
    const next = head[i + 1];
    let text = own;
    let lines = [l];
    // a name broken after "&" or "AND" continues on the next line
    if (next && /(&|\band)$/i.test(l.text.trim()) && addressLike(next.text, dt) < 0.5 && !addressStop(next.text, dt)) {
      text = `${l.text} ${next.text}`;
      lines = [l, next];
    }
    let s = 0.35;
    // a legal form names an organisation surely; a trade word ("BOOK", "CAFE") less so
    if (legalForms().test(text)) s += 0.4;
    else if (ORG_SUFFIX.test(text)) s += 0.25;
    if (letters === letters.toUpperCase()) s += 0.05;
    if ((l.bbox.y1 - l.bbox.y0) > median * 1.2) s += 0.1;
    s *= 1 - Math.min(0.5, i * 0.04);
    // a name printed right of the middle under one at the left margin heads an addressee's block (a letter's window)
    if (l.bbox.x0 - left > 0.4 * width && out.some((c) => (c.citations[0]?.bbox.x0 ?? 0) - left < 0.1 * width)) s *= 0.7;
    const v = stripRegistration(text);
    if (v.length < 3) return;
    out.push({ ...lineCandidate(l, s * ocrFactor(l.confidence), 'issuer', v), citations: lines.map((x) => ({ page: x.page, bbox: x.bbox, text: x.text })) });
  });
  return out;
}

/** Whether a line holds honorifics only, with their joining words ("<Herrn und Frau>", "<Mr and Mrs>"). */
export function honorificsOnly(text: string, dt: DocText): boolean {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const langs = dt.locale?.languages;
  const honorifics = clauseList(langs, 'honorifics').map((h) => h.replace(/\.$/, ''));
  const joiners = clauseList(langs, 'name_joiners');
  return words.some((w) => honorifics.includes(w.replace(/\.$/, ''))) && words.every((w) => honorifics.includes(w.replace(/\.$/, '')) || joiners.includes(w));
}

function opensWithHonorific(text: string, dt: DocText): boolean {
  const first = text.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  return !!first && clauseList(dt.locale?.languages, 'honorifics').some((h) => h === first || h.replace(/\.$/, '') === first.replace(/\.$/, ''));
}

/** Whether a line names a kind of agreement: one of its words is, or ends in, a word for an agreement. */
function agreementTitle(text: string, dt: DocText): boolean {
  const words = clauseList(dt.locale?.languages, 'agreement');
  return text.toLowerCase().split(/[^\p{L}]+/u).some((w) => w && words.some((a) => w === a || (a.length >= 6 && w.endsWith(a))));
}

/** Whether a value read after a "company" label can be a name (not "Reg No. : 123456-X"). */
export function plausibleCompany(v: string): boolean {
  return !hasRegistration(v) && digitRatio(v) <= 0.3 && /\p{L}{2}/u.test(v);
}

export function addressLike(text: string, dt?: DocText): number {
  let s = 0;
  if (addressWords(dt?.locale).test(text)) s += 0.4;
  if (postcode(dt?.locale).test(text)) s += 0.4;
  if (/\d/.test(text) && /\p{L}{3}/u.test(text)) s += 0.15;
  if (/,\s*$/.test(text) || /,/.test(text)) s += 0.15;
  return Math.min(1, s);
}
