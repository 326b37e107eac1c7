/** Built-in knowledge of addresses: the block of lines printed under the issuer's name. */
import type { Candidate } from './candidates.js';
import { ocrFactor } from './candidates.js';
import { addressLike, addressStop, digitRatio, hasPostcode, hasRegistration, headLines, notIssuer, ORG_SUFFIX } from './knowledge.js';
import { addressAbbreviation, countryNames, gluedStops, isNumberMarker, ordinalStops, postcode } from './vocab.js';
import { spanBox, type DocLine, type DocText } from './layout.js';
import { findDates, parsePhone } from './normalise.js';
import { kindOnly } from './issuer-rules.js';
import { repairAddressStops, repairConfusions } from './ocr-text.js';
import { respell } from './spelling.js';

/** A "label: value" line whose label is not part of an address ("Site: 1046", "C/N No: 12", "INV NO: 123"). */
function labelLine(text: string, dt?: DocText): boolean {
  // "<Word> -Nr. 4711": words and a number marker before a figure, with no colon, name a number too
  const n = /^(\p{L}{3,}(?:\s+\p{L}{3,})?)\s*-?\s*(\p{L}{1,3})\.?\s*\d/u.exec(text);
  if (n && isNumberMarker(n[2], dt?.locale) && addressLike(n[1], dt) < 0.4) return true;
  const m = /^([^:]{3,20}):\s*\S/.exec(text);
  if (!m || /^\s*no\.?\s*$/i.test(m[1])) return false;
  // a number marker after other words names a number ("INV NO", "Receipt Nr"), not a house number
  const words = m[1].trim().split(/\s+/);
  const label = words.length > 1 && isNumberMarker(words[words.length - 1].replace(/[.#]+$/, ''), dt?.locale) ? words.slice(0, -1).join(' ') : m[1];
  return addressLike(label, dt) < 0.4;
}

/** A value read after an address label that can be an address: it holds a word, not only codes ("Location/SP: 05 /0531"). */
export function plausibleAddress(v: string): boolean {
  // an address is a few lines long: longer text is prose
  return /\p{L}{3}/u.test(v) && !/^\W/u.test(v.trim()) && v.length <= 160;
}

/** A rule or a smudge rather than words: most of its printed characters are neither letters nor figures ("*****.***.*"). */
export function noWords(text: string): boolean {
  const printed = text.replace(/\s+/g, '');
  return printed.length >= 6 && (printed.match(/[\p{L}\p{N}]/gu)?.length ?? 0) < 0.5 * printed.length;
}

/** Lines that end an address block (a line opening with a postcode, "4000-447 Porto", is no phone number). */
function stops(dt: DocText, l: DocLine): boolean {
  return noWords(l.text) || addressStop(l.text, dt) || gluedStops(dt.locale).test(l.text) || hasRegistration(l.text, dt) || findDates(l.text).length > 0 || (!!parsePhone(l.text) && digitRatio(l.text) > 0.5 && !hasPostcode(l.text.trim().split(/\s+/)[0] ?? '', dt)) || labelLine(l.text, dt);
}

/** The first word of a name, in capitals, when it is a word (three letters or more). */
function firstWord(text: string): string | undefined {
  const w = /^\s*([\p{L}][\p{L}'’.&-]{2,})/u.exec(text)?.[1];
  return w?.toUpperCase();
}

/** The first and last head lines an issuer candidate was read from ([-1, -1] without one). */
function issuerSpan(head: DocLine[], issuer?: Candidate): [number, number] {
  if (!issuer) return [-1, -1];
  const at: number[] = [];
  head.forEach((l, i) => {
    if (issuer.citations.some((c) => c.page === l.page && c.bbox.x0 === l.bbox.x0 && c.bbox.y0 === l.bbox.y0 && c.text === l.text)) at.push(i);
  });
  if (at.length) return [at[0], at[at.length - 1]];
  const i = head.findIndex((l) => l.index === issuer.order);
  return [i, i];
}

/**
 * The address block: consecutive address-like lines under the issuer (after its registration number);
 * blocks above the issuer count less (the name taken may be an operator's printed lower down).
 */
export function addressCandidates(dt: DocText, issuer?: Candidate): Candidate[] {
  const head = headLines(dt, 20);
  const [issuerStart, issuerEnd] = issuerSpan(head, issuer);
  const startAt = issuerEnd + 1;
  const brand = issuer ? firstWord(String(issuer.value)) : undefined;
  const out: Candidate[] = [];
  let first = true;
  for (let i = 0; i < head.length; i++) {
    if (i >= issuerStart && i < startAt) continue;
    const above = i < issuerStart;
    const end = above ? issuerStart : head.length;
    // registration numbers, "label: value" lines and the kind of business may sit between the name and the address
    if (hasRegistration(head[i].text, dt) || labelLine(head[i].text, dt) || (i === startAt && kindOnly(head[i].text, dt.locale))) continue;
    // the branch's name under the issuer's ("<Brand> <rest of name> <legal form>" / "<Brand> <branch>") is not the address
    if (i === startAt && brand && firstWord(head[i].text) === brand && head.length > i + 1) continue;
    const block: DocLine[] = [];
    let score = 0;
    for (let j = i; j < end; j++) {
      const l = head[j];
      if (stops(dt, l)) break;
      // a line of prose (six lower-case words or more) is no part of an address
      if ((l.text.match(/(?<![\p{L}])\p{Ll}{2,}(?![\p{L}])/gu) ?? []).length >= 6) break;
      // an amount with its cents is a till's line, no part of an address
      if (/\d[.,]\d{2}(?![\d.,])/.test(l.text) && !hasPostcode(l.text, dt)) break;
      // a key of the next field ("<Label>:") ends the block
      if (block.length && /[:：]\s*$/.test(l.text)) break;
      let a = addressLike(l.text, dt);
      // a line of plain words continues the block when it is a short region or state that ends
      // the address ("JOHOR.", "SELANGOR DARUL EHSAN"), or an area name between the street and
      // the postcode line ("MEDAN NIAGA DAMAI" / "57000 KL")
      if (a < 0.15 && block.length && !/\d/.test(l.text) && !ORG_SUFFIX.test(l.text) && !notIssuer(l.text, dt)) {
        const next = j + 1 < end ? head[j + 1] : undefined;
        if (l.text.split(/\s+/).length <= 4 || (next && hasPostcode(next.text, dt) && !stops(dt, next))) a = 0.15;
      }
      if (a < 0.15) break;
      block.push(l);
      score = Math.max(score, a);
      // the country is the last part of a postal address
      if (block.length >= 5 || countryNames(dt.locale).test(l.text)) break;
    }
    if (!block.length) {
      if (!above) first = false;
      continue;
    }
    const text = repairAddressStops(repairConfusions(respell(block, dt).join(' ')), addressAbbreviation, !ordinalStops(dt.locale));
    const conf = block.reduce((s, l) => s + l.confidence, 0) / block.length;
    // right under the issuer, lines with numbers and words are the address even without a street word
    const underIssuer = issuer && first && !above;
    if (underIssuer && block.length >= 2 && block.some((l) => /\d/.test(l.text)) && /\p{L}{3}/u.test(text)) score = Math.max(score, 0.4);
    out.push({
      value: text,
      raw: text,
      score: Math.min(1, score * (0.7 + 0.06 * block.length)) * (underIssuer ? 1 : 0.8) * (above ? 0.8 : 1) * ocrFactor(conf) * 0.9,
      citations: block.map((l) => ({ page: l.page, bbox: l.bbox, text: l.text })),
      how: 'address-block',
      order: block[0].index,
    });
    if (!above) first = false;
    i += block.length - 1;
  }
  return out;
}

/**
 * The town of the issuer's address block ("<street> - <postcode> <town> (<province>)" gives "<town>"):
 * the words after its postcode, up to a bracket, a comma, a dash or the line's end. For a
 * city field of the issuer, or of a party the schema leaves unnamed.
 */
export function issuerCityCandidates(dt: DocText, issuer?: Candidate): Candidate[] {
  const block = addressCandidates(dt, issuer).sort((a, b) => b.score - a.score)[0];
  if (!block) return [];
  for (const cite of block.citations) {
    const re = postcode(dt.locale);
    const m = re.exec(cite.text);
    if (!m) continue;
    const after = cite.text.slice(m.index + m[0].length);
    const town = /^\s+(\p{Lu}[\p{L}'’.-]*(?:\s+\p{L}[\p{L}'’.-]*){0,3})(?=\s*(?:[(,–-]|$))/u.exec(after);
    if (!town || /\d/.test(town[1])) continue;
    const value = town[1].trim();
    const line = dt.lines.find((l) => l.page === cite.page && l.text === cite.text);
    const start = m.index + m[0].length + after.indexOf(value);
    return [{ value, raw: value, score: block.score * 0.8, citations: [{ page: cite.page, bbox: line ? spanBox(line, start, start + value.length) : cite.bbox, text: value }], how: 'issuer-city', order: line?.index ?? block.order }];
  }
  return [];
}
