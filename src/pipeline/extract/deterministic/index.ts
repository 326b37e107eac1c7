/** The deterministic extractor: schema-guided, layout-aware, no network and no model. */
import { summedNetCandidates } from './summed-net.js';
import type { Citation, ExtractionInput, ExtractionResult, Extractor, FieldResult } from '../types.js';
import { labelCandidates, ocrFactor, type Candidate } from './candidates.js';
import { namedAmountCandidates } from './named-amount.js';
import { exampleShape, typedCandidates } from './typed.js';
import { fits } from './fits.js';
import { issuerCandidates } from './issuer.js';
import { addressCandidates, issuerCityCandidates, plausibleAddress } from './address.js';
import { plausibleCompany } from './knowledge.js';
import { largestAmount, totalCandidates } from './totals.js';
import { indexDocument, spanBox, type DocText } from './layout.js';
import { birthLabels, repairText, totalWords } from './vocab.js';
import { untitled } from './courtesy.js';
import { respellName } from './spelling.js';
import { cleanParty, plausibleParty, governingCountry, effectiveDateCandidates, jurisdictionCandidates, venueCandidates, otherDocumentDate, partyCandidates, termCandidates } from './legal.js';
import { applyLocale, nameWords, walkSchema, valueType, type FieldSpec } from './schema.js';
import { detectLocale } from '../packs/locale.js';
import { CONCEPTS, COUNTRY_PACKS } from '../packs/registry.js';
import { readDigitalTable, readRepeatedBlocks, readTableItems, tableCellCandidates, type ItemResult } from './tables.js';
import { validateAgainstSchema } from '../validate.js';
import { inferDateOrder, mendedDates, valueKey } from './normalise.js';
import { readValue } from './values.js';
import { labelsFor, matchLabel } from './labels.js';
import { readTillItems } from './till-items.js';
import { tenderCandidates } from './tender.js';
import { taxTableCandidates } from './tax-table.js';
import { addresseeCandidates, subjectLineCandidates } from './letter.js';
import { datingLineCandidates } from './dating-line.js';
import { listItemCandidates } from './lists.js';
import { unitCountCandidates, unitFollowed, withUnit } from './unit-counts.js';
import { optionBooleanCandidates } from './option-booleans.js';
import { ownWordBooleanCandidates } from './own-word-booleans.js';
import { headingYearCandidates, rangeCandidates, titleHeadingCandidates, titleRowCandidates } from './document.js';
import { countryCurrencyCandidates, currencyCandidates } from './currency.js';
import { accountSentenceCandidates, debitSentenceDateCandidates, paymentSentenceCandidates, paymentSentenceDateCandidates } from './payment-sentence.js';
import { addresseeFirm, bankByLetterhead, buyerByCounterpart, partyQualified, referredTo, sellerNamedElsewhere } from './counterparts.js';
import { learnedAbsence } from '../learn/absence.js';
import { learnedCandidates } from '../learn/candidates.js';
import { learnedSpellings } from '../learn/constants.js';
import type { LearnedKnowledge } from '../learn/types.js';
import { detectSections, type DocumentSection } from '../../sections.js';
import { withinSection } from './sections.js';
import { byShapeOnly, yieldClaimed, type ShapePick } from './claimed.js';
import { columnCandidates, inOtherColumn, sideColumn, type SideColumn } from './party-columns.js';
import { bySection } from './section-heading.js';

/** Below this a candidate is not trusted enough to fill a field: the value stays absent. */
export const MIN_SCORE = 0.2;

interface Context {
  dt: DocText;
  doc: ExtractionInput['document'];
  issuer?: Candidate;
  mode: 'form' | 'document';
  learned?: LearnedKnowledge;
  /** document mode: the document's sections, where a field's description may point */
  sections?: DocumentSection[];
  /** fields filled by a value's shape alone, settled once every field is read (see claimed.ts) */
  shapePicks: ShapePick[];
  /** the column of the side an object field names, where sides are printed in columns (see party-columns.ts) */
  column?: SideColumn;
}

function round(n: number): number {
  return Math.round(Math.max(0, Math.min(1, n)) * 1000) / 1000;
}

/**
 * Two different identifiers read equally well under the same label ("<Tax id>: <a>" ... "<Tax id>: <b>") for a field
 * whose name asks for one of them by a word of its own ("<whose> <tax id>") that no party or label tells: none is guessed.
 */
function tiedUnderOneLabel(c: Candidate[], f: FieldSpec): boolean {
  if (f.meaning.party || c.length < 2 || !f.meaning.concept) return false;
  const own = new Set((CONCEPTS.get(f.meaning.concept)?.field_words ?? []).flatMap((p) => p.split(' ')));
  if (nameWords(f.name).split(' ').every((w) => own.has(w))) return false;
  const top = Math.max(...c.map((x) => x.score));
  const best = c.filter((x) => x.score >= top - 1e-9 && x.label);
  return best.length >= 2 && new Set(best.map((x) => String(x.label).toLowerCase())).size === 1 && new Set(best.map((x) => String(x.value))).size >= 2;
}

/** Values read as a party's name: without what a clause adds ("<firm>, <seated in> <place>, <hereinafter> ..."), and only plausible names. */
function asParties(c: Candidate[], f: FieldSpec): Candidate[] {
  const langs = f.locale?.languages;
  return c.flatMap((x) => {
    if (typeof x.value !== 'string') return [];
    const name = cleanParty(x.value, langs);
    return plausibleParty(name, langs) ? [{ ...x, value: name }] : [];
  });
}

/** Gathers candidates for a scalar field from labels, layout and built-in knowledge of its kind. */
function candidatesFor(ctx: Context, f: FieldSpec): Candidate[] {
  const { dt } = ctx;
  const type = valueType(f);
  let c: Candidate[] = [];
  switch (f.kind) {
    case 'total':
      c = [...totalCandidates(dt, f), ...(type === 'number' || type === 'string' ? largestAmount(dt, f) : [])];
      break;
    case 'company':
      c = [...labelCandidates(dt, f).filter((x) => typeof x.value !== 'string' || plausibleCompany(x.value)), ...(type === 'string' ? issuerCandidates(dt) : [])].map((x) =>
        typeof x.value === 'string' ? { ...x, value: respellName(repairText(x.value, f.locale)) } : x,
      );
      if (f.meaning.concept === 'seller' && type === 'string') c = sellerNamedElsewhere(dt, f, ctx.issuer, c);
      break;
    case 'address':
      c = [...labelCandidates(dt, f).filter((x) => typeof x.value !== 'string' || plausibleAddress(x.value)), ...(type === 'string' ? addressCandidates(dt, ctx.issuer) : [])];
      break;
    case 'party':
      c = [...asParties(labelCandidates(dt, f), f).map((x) => ({ ...x, score: x.score * 0.7 })), ...(type === 'string' ? partyCandidates(dt, f.locale?.languages) : [])];
      break;
    case 'jurisdiction':
      c = [...labelCandidates(dt, f).filter((x) => String(x.value).split(/\s+/).length <= 4).map((x) => ({ ...x, score: x.score * 0.6 })), ...jurisdictionCandidates(dt, f)];
      break;
    case 'venue':
      c = [...labelCandidates(dt, f).filter((x) => String(x.value).split(/\s+/).length <= 4).map((x) => ({ ...x, score: x.score * 0.6 })), ...venueCandidates(dt, f)];
      break;
    case 'term':
      // a term after a heading that starts its line ("3. Term: two years"), not a word of prose
      c = [...labelCandidates(dt, f).filter((x) => x.labelLine !== undefined && headingLabel(dt.lines[x.labelLine].text, labelsFor(f))).map((x) => ({ ...x, score: x.score * 0.8 })), ...termCandidates(dt, f)];
      break;
    case 'effective_date':
      // an agreement states its date at its start; labelled dates further on are mostly signature dates
      // and a labelled date of another document the agreement names ("the <name> <agreement> <dated> <date>") is not its own
      c = [...labelCandidates(dt, f).map((x) => (x.citations[0]?.page ?? 1) > (dt.lines[0]?.page ?? 1) ? { ...x, score: x.score * 0.6 } : x).map((x) => (labelOfOtherDocument(dt, x, f) ? { ...x, score: x.score * 0.25 } : x)), ...effectiveDateCandidates(dt, f)];
      break;
    case 'date': {
      c = [...labelCandidates(dt, f), ...rangeCandidates(dt, f), ...(f.meaning.concept && f.meaning.concept !== 'document_date' ? titleHeadingCandidates(dt, f) : [])];
      if (f.meaning.concept === 'due_date' && !c.length) c.push(...paymentSentenceDateCandidates(dt, f));
      if (f.meaning.concept === 'due_date' && !c.length) c.push(...debitSentenceDateCandidates(dt, f));
      // only the document's own date may be taken without a label: the first dates of a document are usually its own
      if (!f.meaning.concept || f.meaning.concept === 'document_date') {
        // in a long document the document's own date sits on its first page; later dates are about other things
        const scope = ctx.mode === 'document' ? dt.lines.filter((l) => l.page === dt.lines[0]?.page) : dt.lines;
        const typed = typedCandidates(dt, f, 0.5, scope).map((x, i) => ({ ...x, score: x.score * Math.max(0.5, 1 - i * 0.1) }));
        c.push(...typed, ...titleRowCandidates(dt, f), ...datingLineCandidates(dt, f));
        // with no date read anywhere, one that lost a separator in recognition ("<dd><mm>/<yyyy>") is taken, weakly
        if (!c.length) c.push(...mendedDateCandidates(dt, f, scope));
      }
      // a date of birth ("<name>, <born> <date>") is no other date of the document
      if (f.meaning.concept !== 'birth_date') c = c.filter((x) => !afterBirthLabel(dt, x, f));
      break;
    }
    case 'identifier':
      c = [...labelCandidates(dt, f), ...(f.meaning.concept === 'invoice_number' || f.meaning.concept === 'receipt_number' ? titleRowCandidates(dt, f) : []), ...titleHeadingCandidates(dt, f)];
      if (tiedUnderOneLabel(c, f)) c = [];
      if (f.meaning.concept === 'account_number' && !c.length) c.push(...accountSentenceCandidates(dt, f));
      break;
    case 'email':
    case 'phone':
      c = [...labelCandidates(dt, f), ...typedCandidates(dt, f, f.kind === 'email' ? 0.6 : 0.3)];
      break;
    default:
      c = labelCandidates(dt, f);
      if (f.meaning.concept === 'buyer' && type === 'string') c.push(...buyerByCounterpart(dt, f, ctx.issuer));
      if (f.meaning.concept === 'buyer' && type === 'string' && !c.length) c.push(...addresseeFirm(dt, ctx.issuer));
      // a letter's addressee block names its addressee, a person as well as a firm
      // (as does the claimant or policyholder an insurer writes to)
      if (f.meaning.concept && ADDRESSEES.has(f.meaning.concept) && type === 'string' && !c.length) c.push(...addresseeCandidates(dt, f));
      if (f.meaning.concept === 'bank' && type === 'string') c.push(...bankByLetterhead(f, issuerCandidates(dt)));
      if (f.meaning.type === 'currency') c.push(...currencyCandidates(dt, f));
      // an amount named in a sentence by the field's own word, where no key gives it
      // (also a figure of no kind: "ganho apurado de R$ 1.265,00" for "GanhoApurado")
      if (f.kind === 'money' || (type === 'number' && !f.meaning.concept && f.meaning.type === 'number')) c.push(...namedAmountCandidates(dt, f));
      if (f.meaning.type === 'currency' && !c.length) c.push(...countryCurrencyCandidates(dt, f));
      if (f.meaning.concept === 'payment_terms' && type === 'string') c.push(...tenderCandidates(dt, f));
      if (f.meaning.concept === 'payment_terms' && type === 'string' && !c.length) c.push(...paymentSentenceCandidates(dt, f));
      if (f.meaning.concept === 'tax_amount' && type === 'number') c = [...c.filter((x) => !totalWithTax(dt, x)), ...taxTableCandidates(dt, f)];
      // an amount before tax that a totals block's sum proves, whatever word labels it
      if (f.meaning.concept === 'net_amount' && type === 'number') c.push(...summedNetCandidates(dt, f));
      if (f.meaning.concept === 'subject' && type === 'string') c.push(...subjectLineCandidates(dt, f));
      if (f.meaning.concept === 'city' && type === 'string' && (!f.meaning.party || f.meaning.party === 'seller')) c.push(...issuerCityCandidates(dt, ctx.issuer));
      if (f.meaning.concept === 'tax_year' && !c.length) c.push(...headingYearCandidates(dt, f));
      if (type === 'boolean' && !c.length) c.push(...optionBooleanCandidates(dt, f));
      if (type === 'boolean' && !c.length) c.push(...ownWordBooleanCandidates(dt, f));
      // values whose shape says what they are may be taken without a label (weakly): the first one for the issuer's own
      if (['iban', 'bic', 'vat_id', 'url'].includes(f.meaning.type) && f.meaning.party !== 'buyer' && f.meaning.party !== 'recipient') c.push(...typedCandidates(dt, f, 0.45).map((x, i) => ({ ...x, score: x.score * Math.max(0.6, 1 - 0.1 * i) })));
      if (f.enum?.length || f.format === 'date' || f.format === 'email' || f.format === 'uri') c.push(...typedCandidates(dt, f, 0.35));
  }
  // a count in a unit is a figure followed by that unit
  if (f.meaning.unit) c = [...c.filter((x) => withUnit(dt, f, x)), ...unitCountCandidates(dt, f)];
  // a count of things no unit measures is no figure a unit follows
  else if (type === 'integer' && (!f.meaning.concept || f.meaning.type === 'quantity') && c.length) {
    const followed = unitFollowed(dt, f);
    c = c.filter((x) => !followed(x));
  }
  // an example of a number or a duration only shows the shape every amount or period has: it supports other evidence but does not pick a value
  const exampleWeight = type === 'number' || type === 'integer' || f.kind === 'term' || f.meaning.type === 'duration' ? 0.15 : 0.45;
  for (const ex of f.hints.examples) {
    const re = exampleShape(ex);
    for (const l of dt.lines) {
      const m = re.exec(l.text);
      if (!m) continue;
      const v = readValue(f, m[0]);
      if (v) c.push({ value: v.value, raw: m[0], score: exampleWeight * v.parseScore, citations: [{ page: l.page, bbox: spanBox(l, m.index, m.index + m[0].length), text: m[0] }], how: 'example', order: l.index });
    }
  }
  // a pattern the user gave says what the value looks like: text matching it anywhere is evidence
  if (f.hints.patterns.length && f.kind !== 'total') c.push(...typedCandidates(dt, f, 0.5));
  if (ctx.doc.pages.some((p) => p.tables?.length)) c.push(...tableCellCandidates(ctx.doc.pages, f));
  if (ctx.learned) {
    // a field the reviewed documents of this issuer left empty stays empty, or is filled on strong evidence only (see learnedAbsence)
    const absence = learnedAbsence(dt, f, ctx.learned);
    if (absence < 1) c = c.map((x) => ({ ...x, score: x.score * absence }));
    c.push(...learnedCandidates(dt, f, ctx.learned));
  }
  // an amount paid is what was paid, though a statement prints it as a deduction ("<Payment received>  -1,000.00")
  if (f.meaning.concept === 'amount_paid') c = c.map((x) => (typeof x.value === 'number' && x.value < 0 ? { ...x, value: -x.value } : x));
  return referredTo(dt, f, partyQualified(dt, f, untitled(f, c))).filter((x) => x.value !== '' && x.value !== undefined && fits(f, x.value));
}

/** Whether a tax's label closes a total's ("<Invoice amount> <incl.> <VAT>"): that line gives the total with its tax, not the tax. */
function totalWithTax(dt: DocText, x: Candidate): boolean {
  if (x.labelLine === undefined || x.label === undefined) return false;
  const text = dt.lines[x.labelLine].text;
  const before = text.slice(0, Math.max(0, text.indexOf(x.label)));
  const m = totalWords(dt.locale).exec(before);
  return !!m && /\p{L}{2,}/u.test(before.slice(m.index + m[0].length));
}

/** Dates read whole again from shapes that lost a separator, the first ones first. */
function mendedDateCandidates(dt: DocText, f: FieldSpec, lines: DocText['lines']): Candidate[] {
  const out: Candidate[] = [];
  for (const l of lines) {
    for (const m of mendedDates(l.text, f.hints.dateOrder === 'mdy' ? 'mdy' : 'dmy')) {
      const v = readValue(f, m.raw);
      if (v) out.push({ value: v.value, raw: m.raw, score: 0.3 * Math.max(0.5, 1 - out.length * 0.1) * ocrFactor(l.confidence), citations: [{ page: l.page, bbox: spanBox(l, m.index, m.index + m.raw.length), text: m.raw }], how: 'mended-date', order: l.index });
    }
  }
  return out;
}

/** Whether a labelled date names the date of another document than the agreement itself. */
function labelOfOtherDocument(dt: DocText, x: Candidate, f: FieldSpec): boolean {
  if (x.labelLine === undefined || x.label === undefined) return false;
  const l = dt.lines[x.labelLine];
  const v = dt.lines[x.order];
  const at = l.start + Math.max(0, l.text.indexOf(x.label));
  const end = v ? v.start + Math.max(0, v.text.indexOf(x.raw)) + x.raw.length : at;
  return otherDocumentDate(dt, at, end, f.locale?.languages);
}

/**
 * Whether a line opens with one of the labels as a heading ("3. <Label>: <duration>", "<LABEL>. <sentence>",
 * "<Label> <word> <Word>: ..."): a capitalised label whose heading ends the line or closes with a heading mark
 * within a few words. A prose line that merely begins with the word ("<label> <word> <duration> ...",
 * wrapped from the line above) is no heading.
 */
export function headingLabel(text: string, labels: ReturnType<typeof labelsFor>): boolean {
  const body = text.replace(/^[\W\d]+/u, '');
  const hit = matchLabel(body, labels);
  if (hit?.start !== 0 || !/^\p{Lu}/u.test(body)) return false;
  return /^(?:\s+[\p{L}\p{N}&'’-]+){0,3}\s*(?:$|[:：.．\-–—])/u.test(body.slice(hit.end));
}

/** Chooses the best value; agreeing evidence from several places raises the confidence a little. */
function choose(cands: Candidate[]): { best: Candidate; confidence: number } | null {
  if (!cands.length) return null;
  const groups = new Map<string, Candidate[]>();
  for (const c of cands) groups.set(valueKey(c.value), [...(groups.get(valueKey(c.value)) ?? []), c]);
  let best: { best: Candidate; confidence: number } | null = null;
  for (const g of groups.values()) {
    g.sort((a, b) => b.score - a.score || a.order - b.order);
    const support = g.slice(1, 4).reduce((s, x) => s + x.score, 0);
    const conf = Math.min(0.99, g[0].score + 0.1 * support * (1 - g[0].score));
    if (!best || conf > best.confidence + 1e-9 || (Math.abs(conf - best.confidence) < 1e-9 && g[0].order < best.best.order)) best = { best: g[0], confidence: conf };
  }
  return best && best.confidence >= MIN_SCORE ? best : null;
}

/** Several values for a multi-valued field: distinct, trusted, in document order. */
function chooseMany(cands: Candidate[], max = 8): Candidate[] {
  const out: Candidate[] = [];
  for (const c of [...cands].sort((a, b) => b.score - a.score)) {
    if (c.score < MIN_SCORE * 1.5 || out.length >= max) continue;
    const k = valueKey(c.value);
    if (out.some((o) => valueKey(o.value) === k)) continue;
    out.push(c);
  }
  return out.sort((a, b) => a.order - b.order);
}

function fieldResult(path: string, value: unknown, confidence: number, citations: Citation[], raw?: string): FieldResult {
  const r: FieldResult = { path, value, confidence: round(confidence), citations };
  if (raw !== undefined && raw !== value) r.raw = raw;
  return r;
}

function itemsFor(ctx: Context, f: FieldSpec, pages: ExtractionInput['document']['pages']): ItemResult[] {
  for (const p of pages) {
    for (const t of p.tables ?? []) {
      const items = readDigitalTable(t, p.number, f);
      if (items.length) return items;
    }
  }
  const fromLayout = readTableItems(ctx.dt, f);
  if (fromLayout.length) return fromLayout;
  const blocks = readRepeatedBlocks(ctx.dt, f);
  return blocks.length ? blocks : readTillItems(ctx.dt, f);
}

/** Whether a date candidate stands right after a date-of-birth label of the document's languages. */
function afterBirthLabel(dt: DocText, c: Candidate, f: FieldSpec): boolean {
  const cite = c.citations[0];
  const line = dt.lines[c.order];
  if (!cite || !line || !line.text.includes(cite.text)) return false;
  const before = line.text.slice(0, line.text.indexOf(cite.text)).toLowerCase().replace(/[\s:.,]+$/u, '');
  return birthLabels(f.locale).some((w) => before.endsWith(w) && !/\p{L}/u.test(before.charAt(before.length - w.length - 1)));
}

/** Concepts a letter's addressee block gives when no label does: the side the document is written to. */
const ADDRESSEES: ReadonlySet<string> = new Set(['buyer', 'recipient', 'claimant', 'policyholder']);

/** Fills one level of the data object. */
function fill(ctx: Context, specs: FieldSpec[], data: Record<string, unknown>, fields: FieldResult[], doc: ExtractionInput['document']): void {
  for (const f of specs) {
    if (f.type === 'object') {
      const sub: Record<string, unknown> = {};
      const column = sideColumn(ctx.dt, f);
      fill(column ? { ...ctx, column } : ctx, f.children, sub, fields, doc);
      if (Object.keys(sub).length) data[f.name] = sub;
      continue;
    }
    if (f.type === 'array' && !f.multiple) {
      const items = itemsFor(ctx, f, doc.pages);
      if (!items.length) continue;
      data[f.name] = items.map((it, i) => {
        const o: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(it.values)) {
          o[k] = v.value;
          fields.push(fieldResult(`${f.path}/${i}/${k}`, v.value, v.confidence, [v.citation]));
        }
        return o;
      });
      continue;
    }
    let cands = ctx.sections ? withinSection(ctx.dt, ctx.sections, f, candidatesFor(ctx, f)) : candidatesFor(ctx, f);
    // a key shared by several sections is read under the heading the field's name names
    cands = bySection(ctx.dt, f, cands);
    // a side's property is read in the side's own column, never in another side's
    if (ctx.column) cands = [...columnCandidates(ctx.dt, ctx.column, f), ...cands.filter((c) => !inOtherColumn(ctx.dt, ctx.column!, c))];
    if (f.multiple) {
      // a list under the field's heading gives its items (a party's read as its labelled values are); another reading of one of them (with its marker) is dropped
      const listed = untitled(f, listItemCandidates(ctx.dt, f));
      const items = f.kind === 'party' ? asParties(listed, f) : listed;
      const all = items.length ? [...cands.filter((c) => !items.some((i) => c.value !== i.value && String(c.value).includes(String(i.value)))), ...items] : cands;
      const many = chooseMany(ctx.learned ? learnedSpellings(all) : all);
      if (!many.length) continue;
      data[f.name] = many.map((c) => c.value);
      many.forEach((c, i) => fields.push(fieldResult(`${f.path}/${i}`, c.value, c.score, c.citations, c.raw)));
      continue;
    }
    const pick = choose(cands);
    if (!pick) continue;
    data[f.name] = pick.best.value;
    const result = fieldResult(f.path, pick.best.value, pick.confidence, pick.best.citations, pick.best.raw);
    fields.push(result);
    if (byShapeOnly(pick.best)) ctx.shapePicks.push({ name: f.name, data, result, cands });
  }
}

/** Runs deterministic extraction for one document. */
export function extractDeterministic(input: ExtractionInput): ExtractionResult {
  const dt = indexDocument(input.document);
  const schema = input.schema;
  const annotations = (input.annotations ?? {}) as Record<string, unknown>;
  const specs = walkSchema(schema, annotations);
  const locale = detectLocale(dt.text);
  dt.locale = locale;
  applyLocale(specs, locale);
  // with no evidence in the dates themselves, the country's habit decides (a document under US law writes the month first)
  const governing = governingCountry(dt);
  const habit = governing ? COUNTRY_PACKS.get(governing)?.date_order : locale.dateOrder;
  const order = inferDateOrder(dt.text) ?? (habit === 'mdy' ? 'mdy' : undefined);
  const setOrder = (list: FieldSpec[]): void => {
    for (const f of list) {
      f.hints.dateOrder ??= order;
      setOrder(f.children);
    }
  };
  setOrder(specs);
  const issuer = choose(issuerCandidates(dt))?.best;
  const ctx: Context = { dt, doc: input.document, issuer, mode: schema.mode === 'document' ? 'document' : 'form', learned: input.learned, shapePicks: [] };
  if (ctx.mode === 'document') ctx.sections = detectSections(input.document);
  const data: Record<string, unknown> = {};
  const fields: FieldResult[] = [];
  fill(ctx, specs, data, fields, input.document);
  const dropped = yieldClaimed(ctx.shapePicks, fields, choose);
  return { data, fields: dropped.size ? fields.filter((r) => !dropped.has(r)) : fields, problems: validateAgainstSchema(schema, data), extractor: 'deterministic' };
}

/** The default extractor: no network, no model download. */
export function createDeterministicExtractor(): Extractor {
  return {
    name: 'deterministic',
    async extract(input: ExtractionInput): Promise<ExtractionResult> {
      return extractDeterministic(input);
    },
  };
}
