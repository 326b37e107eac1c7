/**
 * Field understanding: the concept a field plays and the type of its values, from the schema's
 * keywords (type, format, enum, pattern) and from the meaning of its name, title and description
 * together. Works for any field name; the vocabulary comes from the concept list and the packs.
 */
import { CONCEPTS, ISSUE_VERBS, GENERIC_CONCEPTS, UNIT_NAMES, UNIT_PHRASES, GENERIC_FIRM_WORDS, PERCENT_WORDS, IDENTIFIER_WORDS, MANNER_WORDS, NAME_WORDS, PERIOD_END_WORDS, PERIOD_START_WORDS } from './registry.js';
import type { Concept, ValueType } from './types.js';
import { escapeRegExp } from './phrases.js';
import { beforeTax, describedAsId, issuerNoun, leadConcept, openedByName, ownedIdentifier, ownedThing, personDoing, personWho } from './descriptions.js';
import { contains, descriptionPhrases, endsIn, namePhrases, scoreConcepts, words, type Phrase } from './concept-phrases.js';

export { words } from './concept-phrases.js';

/** The parties a field's value may belong to ("seller_vat_id", "buyer address"). */
export type Party = 'seller' | 'buyer' | 'recipient' | 'payee';

/** What a field is about. */
export interface FieldMeaning {
  concept?: Concept;
  type: ValueType;
  party?: Party;
  /** the unit a count is in ("day", "km"), where the name or description gives one */
  unit?: string;
}

/** What the walker knows of a field from its schema. */
export interface FieldDescriptor {
  name: string;
  title?: string;
  description?: string;
  type: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array';
  format?: string;
  enum?: unknown[];
  pattern?: string;
}

const PARTY_CONCEPTS: Party[] = ['seller', 'buyer', 'recipient', 'payee'];

const GENERIC_FIRM: ReadonlySet<string> = new Set(GENERIC_FIRM_WORDS);
const END_WORDS: ReadonlySet<string> = new Set(PERIOD_END_WORDS);
const START_WORDS: ReadonlySet<string> = new Set(PERIOD_START_WORDS);
const ID_WORDS: ReadonlySet<string> = new Set(IDENTIFIER_WORDS);

/** Whether a name (in words) ends with a word for an identifier ("check number", "employer id"). */
export function identifierName(nameInWords: string): boolean {
  const w = nameInWords.split(' ');
  return w.length > 0 && ID_WORDS.has(w[w.length - 1]);
}

/** The weight of a description's phrases for one concept (two phrases of two words or more) that overrules a name saying another concept of its value type. */
const DESCRIPTION_DECIDES = 4;

/** Whether a name ends in a word no concept knows that its description prints in capitals, as a code's letters ("BSN", "CUPS"). */
function acronymHead(d: FieldDescriptor): boolean {
  const nameWords = words(d.name);
  const last = nameWords.split(' ').pop() ?? '';
  if (last.length < 2 || last.length > 6 || nameWords === last || headCovered(nameWords)) return false;
  return new RegExp(`(?<![\\p{L}])${last.toUpperCase()}(?![\\p{L}])`, 'u').test(d.description ?? '');
}

/** Whether a phrase naming a concept ends a name (its head: "date" in "invoice date", "id" in "employer id"). */
function headCovered(nameWords: string): boolean {
  const head = nameWords.split(' of ')[0];
  return ID_WORDS.has(head.split(' ').pop() ?? '') || namePhrases().some((p) => endsIn(head, p.words));
}

/** Value types of figures (amounts, rates, counts). */
const FIGURES: ReadonlySet<ValueType> = new Set(['money', 'percent', 'quantity']);

/** Value types never of figures: words and dates. */
const NO_FIGURES: ReadonlySet<ValueType> = new Set(['text', 'address', 'organisation', 'person', 'party_name', 'date', 'datetime', 'vat_id']);

const TIME_UNITS: ReadonlySet<string> = new Set(['day', 'week', 'month', 'year', 'hour']);
let currencyCodes: ReadonlySet<string> | null = null;
let measureNames: string[] | null = null;

/**
 * A figure's name without the measure or currency it is given in ("item_weight_lbs", "item_unit_chf"): the
 * words before them say what it is. Units of time stay ("tax_year" is no tax).
 */
function figureName(d: FieldDescriptor): string {
  const name = words(d.name);
  if (d.type !== 'number' && d.type !== 'integer') return name;
  currencyCodes ??= new Set(Intl.supportedValuesOf('currency').map((c) => c.toLowerCase()));
  const measures = (measureNames ??= Object.entries(UNIT_NAMES).filter(([u]) => !TIME_UNITS.has(u)).flatMap(([, ns]) => ns.map(words)));
  let out = name;
  for (;;) {
    const last = out.split(' ').pop() ?? '';
    const unit = measures.find((m) => out !== m && endsIn(out, m));
    if (unit) out = out.slice(0, -unit.length - 1);
    else if (out !== last && currencyCodes.has(last)) out = out.slice(0, -last.length - 1);
    else return out;
  }
}

/**
 * The concept of a description's phrase that holds the one word by which the name names its concept ("unit" in "unit
 * price"), where the name names it by no longer phrase and the phrase's concept takes values of another type (a price,
 * not a count); the longest such phrase.
 */
function specified(concept: Concept, nameWords: string, said: string): Concept | undefined {
  const byName = namePhrases().filter((p) => p.concept === concept && contains(nameWords, p.words));
  if (!said || !byName.length || byName.some((p) => p.n > 1)) return undefined;
  const ws = new Set(byName.map((p) => p.words));
  let best: Phrase | undefined;
  for (const p of [...descriptionPhrases(), ...namePhrases().filter((x) => x.n >= 2)]) {
    if (p.concept === concept || p.n < 2 || !contains(said, p.words) || !p.words.split(' ').some((w) => ws.has(w))) continue;
    // (of the same value type the name's concept stands: "package_price", "The total price of the trip."; a figure's only)
    const type = CONCEPTS.get(p.concept)?.type;
    if (type === CONCEPTS.get(concept)?.type || !FIGURES.has(type ?? 'text')) continue;
    if (!best || p.n > best.n) best = p;
  }
  return best?.concept;
}

/**
 * The amount a name ending in one of the total's own words sums ("service fee" of "service fee total"): a concept
 * of money other than the line's amount that the words before it name, the best scored.
 */
function summedThing(nameWords: string, byName: Map<Concept, number>, total: Map<Concept, number>): Concept | undefined {
  const last = nameWords.split(' ').pop() ?? '';
  if (nameWords === last || !CONCEPTS.get('total')?.field_words.includes(last)) return undefined;
  const thing = nameWords.slice(0, -last.length - 1);
  const named = [...byName.keys()].filter((c) => c !== 'total' && c !== 'amount' && CONCEPTS.get(c)?.type === 'money' && namePhrases().some((p) => p.concept === c && contains(thing, p.words)));
  return named.sort((a, b) => total.get(b)! - total.get(a)!)[0];
}

/** Whether a description says a name's words summed, after one of the total's own one-word field words ("<total> <name>"). */
function totalOf(nameWords: string, desc: string): boolean {
  return (CONCEPTS.get('total')?.field_words ?? []).some((w) => !w.includes(' ') && contains(desc, `${w} ${nameWords}`));
}

/** Whether a description (in words) holds one of a concept's own field words. */
function ownWordIn(c: Concept, desc: string): boolean {
  return !!desc && (CONCEPTS.get(c)?.field_words ?? []).some((w) => contains(desc, words(w)));
}

/** The concept a field plays: its name and title first, its description as supporting or deciding evidence. */
export function conceptOf(d: FieldDescriptor): { concept?: Concept; party?: Party; named?: boolean } {
  const head = words(`${d.name}${d.title ? ` ${d.title}` : ''}`);
  const nameWords = figureName(d);
  const byName = scoreConcepts(nameWords, namePhrases(), true);
  // "<thing> of <someone>" where no concept knows the thing ("class_of_pupil"): something of theirs, not them
  const [thing, of] = nameWords.split(' of ');
  if (of && !d.title && thing && !ID_WORDS.has(thing.split(' ').pop() ?? '') && !NAME_WORDS.map(words).includes(thing) && !namePhrases().some((p) => contains(thing, p.words)) && !UNIT_NAMES[thing]) {
    const whose = [...scoreConcepts(of, namePhrases(), true).keys()];
    if (whose.length && whose.every((c) => ['person', 'organisation', 'party_name'].includes(CONCEPTS.get(c)?.type ?? ''))) return {};
  }
  if (d.title) for (const [c, s] of scoreConcepts(words(d.title), namePhrases(), true)) byName.set(c, Math.max(byName.get(c) ?? 0, s * 0.95));
  const desc = words(d.description ?? '');
  // in "The <owner>'s <thing>" the thing is what the field is; the owner is its party
  const owned = ownedThing().exec(d.description ?? '');
  const said = owned ? words(owned[1]) : desc;
  const byDesc = said ? scoreConcepts(said, [...descriptionPhrases(), ...namePhrases().filter((p) => p.n >= 2)], false, true) : new Map<Concept, number>();
  const total = new Map<Concept, number>();
  for (const [c, s] of byName) total.set(c, s);
  for (const [c, s] of byDesc) total.set(c, (total.get(c) ?? 0) + 0.6 * Math.min(4, s));
  // a figure is no text, name, place or date ("item_unit_chf", "The unit price.", is no flat's unit; "cargo_insurance" no job;
  // "minimum_due" no due date)
  if (d.type === 'number' || d.type === 'integer') for (const c of [...total.keys()]) if (NO_FIGURES.has(CONCEPTS.get(c)?.type ?? 'text')) total.delete(c);
  // a party word alongside another concept qualifies it ("seller vat id" is a VAT id of the seller)
  // (a side named by its own word outranks one named only by a word for any firm: "debtor_business_nip" is the debtor's)
  const partyIn = (text: string): Party | undefined => {
    const scores = scoreConcepts(text, namePhrases(), false);
    const named = PARTY_CONCEPTS.filter((p) => (scores.get(p) ?? 0) > 0);
    const own = named.filter((p) => namePhrases().some((x) => x.concept === p && contains(text, x.words) && !GENERIC_FIRM.has(x.words)));
    return own[0] ?? named[0];
  };
  let best: { c: Concept; s: number } | undefined;
  for (const [c, s] of total) {
    // (a bare "party" names no other concept: "counterparty" described as "the company the invoice is addressed to" is the buyer)
    // (a name that is one of the party's own words, "client", is that party even where a pack prints it as another label)
    const qualifies = !namePhrases().some((p) => p.concept === c && p.own && p.words === nameWords);
    // (a concept named only in general, "person", qualifies nothing: "vendedor" is the seller, whatever else a pack prints it for)
    const adj = qualifies && PARTY_CONCEPTS.includes(c as Party) && [...total.keys()].some((o) => o !== c && o !== 'party' && !PARTY_CONCEPTS.includes(o as Party) && !GENERIC_CONCEPTS.includes(o) && (byName.get(o) ?? 0) > 0) ? s - 1.5 : s;
    if (!best || adj > best.s) best = { c, s: adj };
  }
  // a name that labels of two concepts share ("omschrijving", a pack's word for a reference and for a description): the one
  // whose own word the description holds ("The description of the line.")
  if (best && !ownWordIn(best.c, desc)) {
    const tied = [...total].find(([c, s]) => c !== best!.c && s === best!.s && ownWordIn(c, desc));
    if (tied) best = { c: tied[0], s: tied[1] };
  }
  // (a concept the description alone names does not outrank one the name names and the description opens with)
  const kept = best && !byName.has(best.c) ? openedByName(nameWords, desc, best.c) : undefined;
  if (kept && byName.has(kept)) best = { c: kept, s: total.get(kept)! };
  // a name whose last word names nothing ("service_taker"), described as "The <party> ...": that party; a name
  // naming nothing at all ("work_done"), described as "The <noun> ...": what the noun names
  // (also where the name names only a general concept: "club_operator", "The company that runs the gym.")
  // (not "The <owner>'s <thing>": the owner opens it, the thing is what the field is)
  // (a noun its description says issued the document is the issuer, whatever the noun: "The municipality that issued the bill.")
  // (a noun its description says issued the document is the issuer where the noun names a place or nothing known: "The municipality
  // that issued the bill.", not "The doctor who issued the bill.")
  const opening = leadConcept(desc);
  const issuer = issuerNoun(d.description) && (!opening || CONCEPTS.get(opening)?.type === 'text');
  // (and not where the thing the owner owns is no name of theirs: "The student's group." is no student)
  const ownedOther = !!owned && !NAME_WORDS.some((w) => words(owned[1]) === words(w));
  const lead = issuer ? 'seller' : (headCovered(nameWords) && !(best && GENERIC_CONCEPTS.includes(best.c) && !owned)) || ownedOther ? undefined : opening;
  // (not a date's: "The date ..." says only that it is a date)
  if (lead && lead !== best?.c && (PARTY_CONCEPTS.includes(lead as Party) || (!byName.size && !byDesc.size && CONCEPTS.get(lead)?.type !== 'date'))) best = { c: lead, s: Math.max(total.get(lead) ?? 0, best?.s ?? 1) };
  // a date field named for the end or the start of something ("supply_to", "cover_from") is that end or start
  const last = nameWords.split(' ').pop() ?? '';
  const edge: Concept | undefined = END_WORDS.has(last) ? 'end_date' : START_WORDS.has(last) ? 'start_date' : undefined;
  if (edge && d.format === 'date' && (!best || best.c === 'period' || CONCEPTS.get(best.c)?.type !== 'date')) best = { c: edge, s: best?.s ?? 1 };
  if (!best) return {};
  // two parties named, one only by a generic word for a firm ("buyer company"): the other is meant
  const generic = (c: Concept) => namePhrases().filter((p) => p.concept === c && contains(nameWords, p.words)).every((p) => GENERIC_FIRM.has(p.words));
  if (PARTY_CONCEPTS.includes(best.c as Party) && generic(best.c)) {
    const other = [...byName.keys()].filter((c) => c !== best!.c && PARTY_CONCEPTS.includes(c as Party) && !generic(c)).sort((a, b) => total.get(b)! - total.get(a)!)[0];
    if (other) best = { c: other, s: total.get(other)! };
  }
  // a name headed by a word for an identifier ("employer_id", "supplier_no", or a code's letters its description
  // prints as such: "applicant_bsn", "The applicant's BSN") is an id of the party it names, not the party
  // (or whose description says it is "The <owner>'s <identifier>": "employer_<tax id>", "The employer's <tax id>.")
  const thingIs = owned ? [...scoreConcepts(words(owned[1]), namePhrases(), true)].sort((a, b) => b[1] - a[1])[0]?.[0] : undefined;
  // (also a bare word for an identifier, "The tenant's <number>", or a code's letters, "The borrower's <PESEL>.", or a thing
  // ending in one: "The applicant's identity card <number>.")
  const ownedCode = !!owned && /^\p{Lu}{2,6}$/u.test(owned[1].trim().replace(/[.,;]+$/, ''));
  const ownedId = (!!thingIs && ['identifier', 'vat_id'].includes(CONCEPTS.get(thingIs)?.type ?? '')) || ownedCode || ownedIdentifier(d.description);
  const idHead = identifierName(nameWords) || acronymHead(d) || ownedId;
  const named = (c: Concept) => ['organisation', 'person', 'party_name'].includes(CONCEPTS.get(c)?.type ?? '');
  if (idHead && named(best.c)) {
    const id = [...total.entries()].filter(([c]) => !named(c)).sort((a, b) => b[1] - a[1])[0];
    const owner = PARTY_CONCEPTS.includes(best.c as Party) ? (best.c as Party) : partyIn(head) ?? (owned ? partyIn(words(owned[0].slice(0, -owned[1].length))) : undefined);
    if (!id) return { party: owner };
    return { concept: id[0], party: owner };
  }
  // "The <owner>'s <thing>." where the name names both ("alamat_pelajar", "The applicant's address."): the thing, not its owner
  if (thingIs && thingIs !== best.c && byName.has(thingIs) && named(best.c) && !named(thingIs)) best = { c: thingIs, s: total.get(thingIs)! };
  // a concept the name alone gives, where the description names another of the same value type over and over ("settlement_date",
  // "the date by which the invoice must be paid"): the description is the user's own word for it
  if (!byDesc.has(best.c)) {
    const kind = CONCEPTS.get(best.c)?.type;
    const said = [...byDesc.entries()].filter(([c, s]) => c !== best!.c && s >= DESCRIPTION_DECIDES && CONCEPTS.get(c)?.type === kind).sort((a, b) => b[1] - a[1])[0];
    if (said) best = { c: said[0], s: total.get(said[0])! };
  }
  // a total or a tax its description says leaves out a tax of any name ("jumlah_sebelum_sst", "The total before SST.") is the
  // net amount (an item's amount before tax stays the item's)
  if ((best.c === 'total' || best.c === 'tax_amount') && beforeTax(desc)) best = { c: 'net_amount', s: best.s };
  // a figure whose name gives its concept in one word that the description says more of ("item_unit", "The unit price."): the description's
  if (d.type === 'number' || d.type === 'integer') best = { c: specified(best.c, nameWords, said) ?? best.c, s: best.s };
  // "<thing> <total>" where the thing is an amount of its own ("service_fee_total", "tax_total"): the thing, summed
  const summed = best.c === 'total' ? summedThing(nameWords, byName, total) : undefined;
  if (summed) best = { c: summed, s: total.get(summed)! };
  // a name no concept knows, described as "The <total> <name>" ("depreciation", "The total depreciation applied."): that thing's own sum, not the document's total
  if (best.c === 'total' && !byName.size && totalOf(nameWords, desc)) return { party: partyIn(head) };
  // a name that says only "person" or "amount" ("treated_person"), described as a kind of it ("the patient who was treated"): that kind
  // (unless the description names the general concept too: "the reference or order number")
  if (GENERIC_CONCEPTS.includes(best.c) && !byDesc.has(best.c)) {
    const kind = CONCEPTS.get(best.c)?.type;
    const specific = [...byDesc.entries()].filter(([c]) => c !== best!.c && !GENERIC_CONCEPTS.includes(c) && CONCEPTS.get(c)?.type === kind).sort((a, b) => b[1] - a[1])[0];
    if (specific && specific[1] >= 2) best = { c: specific[0], s: total.get(specific[0])! };
  }
  // a name that says only "date" (with words of another language: "dateValidite"), described as a date of a known kind
  // ("The expiry date of the credit."): that kind
  if (CONCEPTS.get(best.c)?.type === 'date' && namePhrases().filter((p) => p.concept === best!.c && contains(nameWords, p.words)).every((p) => p.words === 'date')) {
    const kind = [...byDesc.entries()].filter(([c]) => c !== best!.c && CONCEPTS.get(c)?.type === 'date').sort((a, b) => b[1] - a[1])[0];
    if (kind && kind[1] >= 2) best = { c: kind[0], s: total.get(kind[0])! };
    // (otherwise, the date of a thing no concept knows, "funeral_date" described as "The date of the funeral service.", is that
    // thing's date, not the document's)
    // (a date the description says something was issued on stays the document's: "dateEmission", "The date the credit was issued.")
    else if (best.c === 'document_date' && !ISSUE_VERBS.some((w) => contains(desc, w)) && nameWords.split(' ').some((w) => w.length >= 4 && w !== 'date' && !namePhrases().some((p) => contains(p.words, w)))) return {};
  }
  // an identifier described as a value of a shape of its own ("rekeningnummer", "The IBAN to pay to."): that value
  if (opening && opening !== best.c && ['iban', 'bic'].includes(CONCEPTS.get(opening)?.type ?? 'text') && CONCEPTS.get(best.c)?.type === 'identifier') best = { c: opening, s: total.get(opening) ?? best.s };
  // a name ending in a word for a value of its own shape ("paid_into_iban", "contact_email") is that value
  const shaped = [...byName.keys()].find((c) => SHAPED.has(CONCEPTS.get(c)?.type ?? 'text') && namePhrases().some((p) => p.concept === c && p.own && endsIn(nameWords, p.words)));
  if (shaped && shaped !== best.c) best = { c: shaped, s: total.get(shaped)! };
  // a name ending in a word for an address ("premises_address") is that address, not the text its other words name
  const ending = namePhrases().filter((p) => p.own && endsIn(nameWords, p.words)).sort((a, b) => b.n - a.n)[0];
  if (d.type === 'string' && ending && CONCEPTS.get(ending.concept)?.type === 'address' && CONCEPTS.get(best.c)?.type === 'text') best = { c: ending.concept, s: total.get(ending.concept) ?? best.s };
  // a name ending in a word for an identifier ("citizen_service_no") is an identifier, not the text its other words name
  if (idHead && ['text', 'duration'].includes(CONCEPTS.get(best.c)?.type ?? '')) return { party: partyIn(head) };
  // "<thing> name", a person's only for the word "name", where a concept of another kind knows the thing: that thing ("venue_name")
  if (best.c === 'person' && d.type === 'string') {
    const thing = NAME_WORDS.map(words).filter((w) => nameWords !== w && endsIn(nameWords, w)).map((w) => nameWords.slice(0, -w.length - 1))[0];
    const kind = thing ? [...byName.keys()].find((c) => !['person', 'organisation', 'party_name'].includes(CONCEPTS.get(c)?.type ?? '') && namePhrases().some((p) => p.concept === c && p.own && p.words === thing)) : undefined;
    if (kind) best = { c: kind, s: total.get(kind)! };
  }
  let concept = best.c;
  // a text named as a firm of some kind ("rental_firm", "courier_company") is that firm, not what its other words name
  // (also with a word for a name after it: "agency_name")
  const firmWord = NAME_WORDS.some((w) => words(w) === last) ? nameWords.split(' ').slice(-2, -1)[0] ?? '' : last;
  const firmParty = d.type === 'string' && GENERIC_FIRM.has(firmWord) && firmWord !== 'name' && !PARTY_CONCEPTS.includes(concept as Party) && CONCEPTS.get(concept)?.type !== 'organisation' ? partyIn(head) ?? (desc ? partyIn(desc) : undefined) ?? 'seller' : undefined;
  if (firmParty) concept = firmParty;
  // a description that asks how ("How the bill was paid") names the manner, not the amount
  const manner = CONCEPTS.get(concept)?.manner;
  if (manner && desc && MANNER_WORDS.some((w) => contains(desc, words(w)))) concept = manner;
  const party = PARTY_CONCEPTS.includes(concept as Party) ? (concept as Party) : partyIn(head) ?? (desc ? partyIn(desc) : undefined);
  // "seller name", "name of the buyer": the name of a party is the party itself
  if (concept === 'person' && party && NAME_WORDS.some((w) => contains(head, words(w)))) concept = party;
  // a text named as a name ("beneficiary_name") is the party it names, whatever figure its description mentions ("who is to be paid")
  const nameOf = d.type === 'string' && NAME_WORDS.some((w) => endsIn(nameWords, words(w))) && !['person', 'organisation', 'party_name'].includes(CONCEPTS.get(concept)?.type ?? '');
  if (nameOf && party) concept = party;
  return { concept, party, named: byName.has(concept) };
}

const ISO_CODE = /^[A-Z]{3}$/;

/** Value types whose shape says what a value is: a name ending in their word is theirs. */
const SHAPED: ReadonlySet<ValueType> = new Set(['iban', 'bic', 'email', 'phone', 'url', 'currency']);

/** Value types of concepts a yes/no field does not take on (their labels would find names, dates and figures, not ticks). */
const NOT_FOR_BOOLEANS: ReadonlySet<ValueType> = new Set(['person', 'organisation', 'party_name', 'address', 'date', 'identifier', 'postcode', 'email', 'phone', 'url']);

/** The unit a number field counts in: the last word of its name ("notice_months"), or a unit after "in" or "how many" in its description. */
export function unitOf(d: FieldDescriptor, amount = false): string | undefined {
  const name = words(d.name);
  const desc = words(d.description ?? '');
  // a price or rate per unit is an amount ("price_per_kg")
  if (contains(name, 'per') || contains(desc, 'per')) return undefined;
  // a name opening with a unit's plural counts it, whatever it was for ("hours_paid", "days_overdue")
  const first = name.split(' ')[0];
  if (name !== first && first.length >= 4) for (const [unit, names] of Object.entries(UNIT_NAMES)) if (first.endsWith('s') && names.includes(first)) return unit;
  // a concept's own words that end in a unit's name ("tax year", "model year") name that concept
  const covered = namePhrases().some((p) => p.own && p.n >= 2 && !['quantity', 'number'].includes(CONCEPTS.get(p.concept)?.type ?? '') && endsIn(name, p.words));
  for (const [unit, names] of Object.entries(UNIT_NAMES)) {
    for (const n of names.map(words)) {
      if (!covered && !amount && endsIn(name, n)) return unit;
      // (not a unit over another: "in <km>/<h>" is a speed)
      if (desc && UNIT_PHRASES.some((p) => contains(desc, `${words(p)} ${n}`)) && !new RegExp(`(?<![\\p{L}])${escapeRegExp(n)}\\s*/`, 'iu').test(d.description ?? '')) return unit;
    }
  }
  return undefined;
}

/** Value types that are names or places, never figures. */
const NAMED_TYPES: ReadonlySet<ValueType> = new Set(['person', 'organisation', 'party_name', 'address']);

const understood = new Map<string, FieldMeaning>();

/** The value type: hard schema keywords first, then the concept, then the JSON type (memoised: schemas repeat for every document). */
export function understand(d: FieldDescriptor): FieldMeaning {
  const key = JSON.stringify(d);
  const hit = understood.get(key);
  if (hit) return hit;
  const m = understandOnce(d);
  if (understood.size > 5000) understood.clear();
  understood.set(key, m);
  return m;
}

function understandOnce(d: FieldDescriptor): FieldMeaning {
  const { concept, party, named } = conceptOf(d);
  const ctype = concept ? CONCEPTS.get(concept)?.type : undefined;
  // "The <person noun> who ...": someone of the party, not the firm its name's party word names ("ContractorName", "The person
  // who did the work."; "ApprovedBy", "The client manager who approved the timesheet.")
  if (d.type === 'string' && (ctype === 'organisation' || ctype === 'party_name') && personWho(d.description)) return { concept: 'person', type: 'person', party };
  // "The person <doing> ...": the party itself, a person ("senderFullName", "The person sending the parcel.", is no firm's letterhead)
  if (d.type === 'string' && (ctype === 'organisation' || ctype === 'party_name') && personDoing(d.description)) return { concept, type: 'person', party };
  const meaning = (type: ValueType): FieldMeaning => ({ concept, type, party });
  if (d.enum?.length) {
    if (d.enum.every((e) => typeof e === 'string' && ISO_CODE.test(e)) && (ctype === 'currency' || d.enum.length >= 2)) return meaning(ctype === 'currency' || !ctype ? 'currency' : 'enum');
    return meaning('enum');
  }
  // a yes/no question about someone ("Whether the member has a diploma") is not their name or date: a concept the
  // description alone names is dropped ("registered_at_address" keeps its address: its name says so)
  if (d.type === 'boolean') return ctype && !named && NOT_FOR_BOOLEANS.has(ctype) ? { type: 'boolean', party } : meaning('boolean');
  if (d.format === 'date') return meaning('date');
  // a text whose description alone (in words a date's labels share) names a date is no date ("<organisation receiving>", described with a word of a received date's label)
  if (d.type === 'string' && ctype === 'date' && !named) return { type: 'text', party };
  if (d.format === 'date-time') return meaning('datetime');
  if (d.format === 'email') return meaning('email');
  if (d.format === 'uri' || d.format === 'url') return meaning('url');
  if (d.pattern && /^\^?\[A-Z\]\{3\}\$?$/.test(d.pattern) && (ctype === 'currency' || !ctype)) return meaning('currency');
  if (d.type === 'number' || d.type === 'integer') {
    // a count in a unit ("days_to_pay", "the notice period in months") is read with its unit, and is no amount
    // (a name ending in a unit's name counts that unit unless it names an amount: "net_payable_year" is for the year)
    const unit = unitOf(d, ctype === 'money');
    if (unit) return { concept: ctype && !['money', 'percent'].includes(ctype) && !NAMED_TYPES.has(ctype) ? concept : undefined, type: 'quantity', party, unit };
    // a figure is no name or address ("billed_m3" described as "The water billed ...")
    if (ctype && NAMED_TYPES.has(ctype)) return { type: d.type === 'integer' ? 'integer' : 'number', party };
    // a number named as a percentage ("serviceChargePct", "discount_percent") is one, whatever it is a percentage of
    if (PERCENT_WORDS.includes(words(d.name).split(' ').pop() ?? '')) return meaning('percent');
    // (so is one described as given "in percent" or "as a percentage", whatever its name says: "alicuotaIva", "The VAT rate in percent.")
    const desc = words(d.description ?? '');
    if (PERCENT_WORDS.some((w) => contains(desc, `in ${w}`) || contains(desc, `as a ${w}`))) return meaning('percent');
    if (ctype === 'money' || ctype === 'percent' || ctype === 'quantity') return meaning(ctype);
    // a number is no reference unless its name ends as one ("invoice_number" typed as an integer still is):
    // "contract_hours_weekly" counts hours
    const name = words(d.name);
    const endsAsId = identifierName(name) || namePhrases().some((p) => p.concept === concept && p.own && endsIn(name, p.words));
    if (ctype === 'identifier' && !endsAsId) return { type: d.type === 'integer' ? 'integer' : 'number', party };
    return meaning(d.type === 'integer' ? 'integer' : 'number');
  }
  if (ctype) return meaning(ctype);
  // a field of no known concept named as a number or a code ("check_number", "locker_code", "applicant_bsn") holds an identifier
  // (or described as one: "The number of the purchase contract.", whatever language its name is in)
  // (or "The <owner>'s <thing> <number>.": "The applicant's identity card number.")
  if (d.type === 'string' && (identifierName(words(d.name)) || acronymHead(d) || describedAsId(d.description) || ownedIdentifier(d.description))) return meaning('identifier');
  return meaning('text');
}
