/**
 * The vocabulary the layout rules read (legal forms, trade words, titles, street words, stops, regions,
 * country names), compiled from the knowledge packs: of every pack where the rule holds everywhere
 * (a legal form is a legal form in any document), of the document's languages and country otherwise.
 */
import { COUNTRY_PACKS, LANGUAGE_PACKS, UNIT_SYMBOLS } from '../packs/registry.js';
import type { DocumentLocale } from '../packs/locale.js';
import type { Concept, LanguagePack } from '../packs/types.js';
import { escapeRegExp, phrasePattern, wordsRegExp } from '../packs/phrases.js';

export { wordsRegExp };
const escape = escapeRegExp;

const cache = new Map<string, RegExp>();

function cached(key: string, build: () => RegExp): RegExp {
  let re = cache.get(key);
  if (!re) {
    re = build();
    cache.set(key, re);
  }
  return re;
}

function langs(locale?: DocumentLocale): LanguagePack[] {
  return locale?.languages ?? [LANGUAGE_PACKS.get('en')!];
}

function langKey(locale?: DocumentLocale): string {
  return langs(locale).map((l) => l.language).join(',');
}


/** Whether one of the document's languages writes ordinals as a figure and a full stop. */
export function ordinalStops(locale?: DocumentLocale): boolean {
  return langs(locale).some((l) => l.ordinal_stop === true);
}

/** Every legal form of every country ("GmbH", "Sdn Bhd", "Sp. z o.o."). */
export function legalForms(): RegExp {
  return cached('legal', () => wordsRegExp([...COUNTRY_PACKS.values()].flatMap((c) => c.legal_forms)));
}

/** Legal forms and trade words: what marks a line as an organisation's name. */
export function orgWords(): RegExp {
  return cached('org', () =>
    wordsRegExp([...[...COUNTRY_PACKS.values()].flatMap((c) => c.legal_forms), ...[...LANGUAGE_PACKS.values()].flatMap((l) => l.trade_words.filter((w) => /\p{L}{3}/u.test(w)))]),
  );
}

/** A legal form standing alone on its line ("SDN BHD", "(GmbH)"): the tail of a name printed above. */
export function onlyLegalForm(): RegExp {
  return cached('only-legal', () => new RegExp(`^\\(?\\s*(?:${legalForms().source})\\s*\\)?\\.?$`, 'iu'));
}

/** A legal form starting a line ("Co. (M) Sdn Bhd"). */
export function leadingLegalForm(): RegExp {
  return cached('lead-legal', () => new RegExp(`^(?:${legalForms().source})`, 'iu'));
}

/** Words that say a line is not a name: document titles, greetings, labels of the document's languages. */
export function notNames(locale?: DocumentLocale): RegExp {
  return cached(`not-names|${langKey(locale)}`, () => wordsRegExp(langs(locale).flatMap((l) => [...l.not_names, ...l.titles])));
}

/** Document titles, compared letters only ("TAXINVOICE" is "tax invoice"). */
export function titleLetters(locale?: DocumentLocale): Set<string> {
  const key = `titles|${langKey(locale)}`;
  const hit = titleCache.get(key);
  if (hit) return hit;
  const set = new Set(langs(locale).flatMap((l) => l.titles).map((t) => t.toLowerCase().replace(/[^\p{L}]/gu, '')));
  titleCache.set(key, set);
  return set;
}

/** Whether a text is a document title of the document's languages, compared by letters only (recognition may glue its words). */
export function isTitle(text: string, locale?: DocumentLocale): boolean {
  return titleLetters(locale).has(text.toLowerCase().replace(/[^\p{L}]/gu, ''));
}
const titleCache = new Map<string, Set<string>>();

/** Street and place words of every language ("Jalan" is a street in an English receipt too). */
export function addressWords(_locale?: DocumentLocale): RegExp {
  return cached('addr', () => wordsRegExp([...LANGUAGE_PACKS.values()].flatMap((l) => l.address_words.filter((w) => w.length >= 2))));
}

/**
 * Whether a word is a shortened street, place or region word of some pack ("Calif" of "California",
 * "Cres" of "Crescent"): its full stop marks the abbreviation.
 */
export function addressAbbreviation(word: string): boolean {
  if (!truncations) {
    const split = (names: string[]) => names.flatMap((n) => n.toLowerCase().split(/[^\p{L}]+/u)).filter(Boolean);
    const streets = split([...LANGUAGE_PACKS.values()].flatMap((l) => l.address_words));
    const regions = split([...COUNTRY_PACKS.values()].flatMap((c) => c.regions));
    truncations = new Set<string>();
    for (const t of [...streets, ...regions]) for (let i = 2; i < t.length; i++) truncations.add(t.slice(0, i));
    // a short street word that is itself a shortening ends compound street names ("Hauptstr", "Kerkstr")
    endings = [...new Set(streets)].filter((t) => t.length >= 3 && t.length <= 4 && truncations!.has(t));
    // a street word of four letters or fewer may be a shortening itself ("Avda", "Appt")
    for (const t of streets) if (t.length <= 4) truncations.add(t);
  }
  const w = word.toLowerCase();
  return truncations.has(w) || endings.some((e) => w.endsWith(e));
}
let truncations: Set<string> | null = null;
let endings: string[] = [];

/** Labels of other things that end an address block (phone, tax id, date…). */
export function addressStops(locale?: DocumentLocale): RegExp {
  return cached(`stops|${langKey(locale)}`, () => wordsRegExp(langs(locale).flatMap((l) => l.address_stops)));
}

/** Titles and stop words that recognition glues to the next word ("TAXINVOICE", "ReceiptNo"): matched inside words. */
export function gluedStops(locale?: DocumentLocale): RegExp {
  return cached(`glued|${langKey(locale)}`, () => {
    const words = langs(locale).flatMap((l) => [...l.titles, ...(l.labels.person ?? [])]).filter((w) => !/\s/.test(w) && w.length >= 6);
    return new RegExp(`(?:${[...new Set(words)].map(escape).join('|') || '(?!)'})`, 'iu');
  });
}

/** Words that only say what kind of business it is ("BISTRO & CAFE"). */
export function tradeWords(locale?: DocumentLocale): Set<string> {
  const key = `trade|${langKey(locale)}`;
  let set = tradeCache.get(key);
  if (!set) {
    set = new Set(langs(locale).flatMap((l) => l.trade_words).map((w) => w.toLowerCase()));
    tradeCache.set(key, set);
  }
  return set;
}
const tradeCache = new Map<string, Set<string>>();

/** Labels that introduce someone other than the issuer (customer, ship to, cashier…). */
export function otherParty(locale?: DocumentLocale): RegExp {
  const concepts: Concept[] = ['buyer', 'recipient', 'person'];
  return cached(`other|${langKey(locale)}`, () => wordsRegExp(langs(locale).flatMap((l) => concepts.flatMap((c) => l.labels[c] ?? [])).filter((w) => w.length >= 3)));
}

/** The document's postcode shape (five figures when its country is unknown). */
export function postcode(locale?: DocumentLocale): RegExp {
  const src = locale?.country?.postcode ?? '\\b\\d{5}\\b';
  return cached(`post|${src}`, () => new RegExp(src, 'u'));
}

/** Registration labels of the document's languages and the registration number shapes of every country. */
export function registration(locale?: DocumentLocale): RegExp {
  return cached(`reg|${langKey(locale)}`, () => {
    const labels = wordsRegExp(langs(locale).flatMap((l) => l.labels.registration_number ?? []).filter((w) => w.length >= 4)).source;
    const shapes = [...COUNTRY_PACKS.values()].map((c) => c.registration).filter((x): x is string => !!x);
    return new RegExp([labels, ...shapes].join('|'), 'iu');
  });
}

/** Registration number shapes alone (to cut them out of a name line). */
export function registrationNumbers(): RegExp {
  return cached('reg-numbers', () => {
    const shapes = [...COUNTRY_PACKS.values()].map((c) => c.registration).filter((x): x is string => !!x);
    return new RegExp(shapes.join('|') || '(?!)', 'giu');
  });
}

/** Country names in the document's languages and English, from the platform's region names. */
export function countryNames(locale?: DocumentLocale): RegExp {
  return cached(`countries|${langKey(locale)}`, () => {
    const names = new Set<string>();
    const codes: string[] = [];
    for (let a = 65; a <= 90; a++) for (let b = 65; b <= 90; b++) codes.push(String.fromCharCode(a, b));
    for (const l of langs(locale)) {
      let dn: Intl.DisplayNames;
      try {
        dn = new Intl.DisplayNames([l.intl_locale], { type: 'region', fallback: 'none' });
      } catch {
        continue;
      }
      for (const c of codes) {
        const n = dn.of(c);
        if (n && n.length > 3) names.add(n);
      }
    }
    for (const c of COUNTRY_PACKS.values()) for (const n of c.names ?? []) names.add(n);
    return new RegExp(`(?<![\\p{L}])(?:${[...names].sort((x, y) => y.length - x.length).map((p) => phrasePattern(p, '[\\s.]*')).join('|')})\\W*$`, 'iu');
  });
}

/** States, provinces and regions named by the country packs (long names; two-letter codes are left to addresses). */
export function regionNames(): { name: string; country: string }[] {
  if (!regions) regions = [...COUNTRY_PACKS.values()].flatMap((c) => c.regions.filter((r) => r.length > 3).map((name) => ({ name, country: c.country })));
  return regions;
}
let regions: { name: string; country: string }[] | null = null;

/** A recognition repair of the document's country applied to a value ("S0N BHD" → "SDN BHD" in Malaysia). */
export function repairText(text: string, locale?: DocumentLocale): string {
  let t = text;
  for (const r of locale?.country?.repairs ?? []) {
    try {
      t = t.replace(new RegExp(r.pattern, r.flags), (m, ...groups) => {
        const rep = r.replace.replace(/\$(\d)/g, (_x, i: string) => String(groups[Number(i) - 1] ?? ''));
        if (/\$\d/.test(r.replace)) return rep;
        // keep the case the text was printed in
        if (m === m.toUpperCase()) return rep.toUpperCase();
        if (m === m.toLowerCase()) return rep.toLowerCase();
        return rep.charAt(0).toUpperCase() + rep.slice(1).toLowerCase();
      });
    } catch {
      // a pack whose pattern does not compile repairs nothing
    }
  }
  return t;
}

/** Number markers of the document's languages ("No.", "Nr.", "N°", "#"): what stands between a title and its number. */
export function numberMarkers(locale?: DocumentLocale): RegExp {
  return cached(`markers|${langKey(locale)}`, () => {
    const alts = [...new Set(langs(locale).flatMap((l) => l.number_markers ?? []))].sort((a, b) => b.length - a.length).map((m) => escape(m));
    return new RegExp(`(?:^|[\\s(])(?:${alts.join('|') || '(?!)'})(?![\\p{L}\\d])\\s*[:.]?\\s*`, 'giu');
  });
}

/** A number marker as its plain letters: lower case, no accents, no signs (the sign of "N°" is no letter: it is read as "n"). */
export function plainMarker(w: string): string {
  return w.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[.:°º]/g, '');
}

const markerSets = new Map<string, ReadonlySet<string>>();

/** The number markers of the document's languages, plain (see `plainMarker`), built once per set of languages. */
export function numberMarkerSet(locale?: DocumentLocale): ReadonlySet<string> {
  const key = langKey(locale);
  let set = markerSets.get(key);
  if (!set) markerSets.set(key, (set = new Set(langs(locale).flatMap((l) => l.number_markers ?? []).map(plainMarker).filter((m) => m.length > 0))));
  return set;
}

/** Whether a short word in capitals is a number marker of the document's languages ("NO", "NR"). */
export function isNumberMarker(word: string, locale?: DocumentLocale): boolean {
  return numberMarkerSet(locale).has(plainMarker(word));
}

/** What joins the two dates of a range: a dash, or a range word of any language ("to", "bis", "au": between two dates it means nothing else). */
export function rangeJoin(_locale?: DocumentLocale): RegExp {
  return cached('range', () => {
    const words = [...new Set([...LANGUAGE_PACKS.values()].flatMap((l) => l.range_words ?? []))].sort((a, b) => b.length - a.length).map(escape);
    return new RegExp(`^\\s*(?:[-–—]|${words.join('|') || '(?!)'})\\s*$`, 'iu');
  });
}

/** Units and signs printed after a quantity in the document's languages ("pcs", "Stk", "x"). */
export function quantityUnits(locale?: DocumentLocale): string {
  const key = `units|${langKey(locale)}`;
  let src = unitCache.get(key);
  if (src === undefined) {
    src = [...new Set(langs(locale).flatMap((l) => l.quantity_units ?? []))].sort((a, b) => b.length - a.length).map(escape).join('|');
    unitCache.set(key, src);
  }
  return src;
}
const unitCache = new Map<string, string>();

/**
 * What ends a table of items: the labels of totals, subtotals, net and tax lines and an account's
 * balances in the document's languages, with the final-total qualifiers.
 */
export function tableEnds(locale?: DocumentLocale): RegExp {
  return cached(`table-ends|${langKey(locale)}`, () => {
    const ends = ['total', 'subtotal', 'net_amount', 'tax_amount', 'opening_balance', 'closing_balance'] as const;
    // a net line's short labels ("net") also name things sold; only its longer ones end a table
    const net = (list: string[]): string[] => list.filter((x) => x.includes(' ') || x.length > 6);
    return wordsRegExp(langs(locale).flatMap((l) => [...ends.flatMap((c) => (c === 'net_amount' ? net(l.labels[c] ?? []) : l.labels[c] ?? [])), ...l.qualifiers.total_final]));
  });
}

/** Total labels of the document's languages with the final-total qualifiers, and subtotal labels when asked. */
export function totalWords(locale?: DocumentLocale, subtotals = false): RegExp {
  return cached(`totals|${subtotals}|${langKey(locale)}`, () =>
    wordsRegExp(langs(locale).flatMap((l) => [...(l.labels.total ?? []), ...(subtotals ? (l.labels.subtotal ?? []) : []), ...l.qualifiers.total_final])),
  );
}

/** Means of payment a receipt's tender line names, in the document's languages (global: callers reset `lastIndex`). */
export function paymentMeans(locale?: DocumentLocale): RegExp {
  return cached(`means|${langKey(locale)}`, () => wordsRegExp(langs(locale).flatMap((l) => l.payment_means ?? []), 'giu'));
}


/** How a sentence giving payment terms begins, in the document's languages (global: callers reset `lastIndex`). */
export function paymentPhrases(locale?: DocumentLocale): RegExp {
  return cached(`pay|${langKey(locale)}`, () => wordsRegExp(langs(locale).flatMap((l) => l.payment_phrases ?? []), 'giu'));
}

/** Words for a day in the document's languages, longest first (for "<n> <days>"). */
export function dayWords(locale?: DocumentLocale): RegExp {
  return cached(`days|${langKey(locale)}`, () => wordsRegExp(langs(locale).flatMap((l) => l.duration_units.day), 'iu'));
}

/**
 * "<figure> <unit>" for a unit a count is in: a duration's words in the document's languages ("14 <days>"), or the
 * signs printed for a measure ("1.200 km", "64,5 m²"); days also after a pack's payment-terms words ("Net 30").
 * Global: callers reset `lastIndex`. Group 1 or 2 is the figure.
 */
export function unitCount(unit: string, locale?: DocumentLocale): RegExp {
  return cached(`unit|${unit}|${langKey(locale)}`, () => {
    const names = unitNames(unit, locale).sort((a, b) => b.length - a.length).map(escape);
    // ("Net 30": days after a payment-terms word, where a pack prints them so)
    const before = unit === 'day' ? langs(locale).flatMap((l) => l.days_after ?? []).sort((a, b) => b.length - a.length).map(escape) : [];
    const after = before.length ? `|(?<![\\p{L}])(?:${before.join('|')})\\s+(\\d{1,3})(?![\\d.,]*\\d)(?!\\s?%)` : '';
    return new RegExp(`(?<![\\p{L}\\d.,])(\\d{1,3}(?:[.,'’ ]\\d{3})+(?:[.,]\\d+)?|\\d+(?:[.,]\\d+)?)\\s?(?:${names.join('|') || '(?!)'})(?![\\p{L}\\d])${after}`, 'giu');
  });
}

/** A unit's words in the document's languages (a duration's) and its printed signs ("km", "m³"). */
function unitNames(unit: string, locale?: DocumentLocale): string[] {
  const durations = langs(locale).flatMap((l) => (l.duration_units as Record<string, string[]>)[unit] ?? []);
  return [...new Set([...durations, ...(UNIT_SYMBOLS[unit] ?? [])])];
}

/** A unit's words and signs as whole words of a text ("<Gross weight> kg"), or null where there are none. */
export function unitWords(unit: string, locale?: DocumentLocale): RegExp | null {
  return cachedOptional(`unit-words|${unit}|${langKey(locale)}`, () => {
    const names = unitNames(unit, locale);
    return names.length ? wordsRegExp(names, 'iu') : null;
  });
}

/** Labels of a statement's opening and closing balance rows, in the document's languages. */
export function balanceWords(locale?: DocumentLocale): RegExp {
  return cached(`balances|${langKey(locale)}`, () => wordsRegExp(langs(locale).flatMap((l) => [...(l.labels.opening_balance ?? []), ...(l.labels.closing_balance ?? [])])));
}

/** Words of the document's languages (and English) for options an enum names in English, by option ("card" → "karte", "pin"). */
const enumWordCache = new Map<string, ReadonlyMap<string, string[]>>();

export function enumWords(locale?: DocumentLocale): ReadonlyMap<string, string[]> {
  const key = langKey(locale);
  let out = enumWordCache.get(key);
  if (!out) {
    const m = new Map<string, string[]>();
    for (const p of new Set([...langs(locale), LANGUAGE_PACKS.get('en')!])) for (const [option, words] of Object.entries(p.enum_words ?? {})) m.set(option, [...(m.get(option) ?? []), ...words]);
    enumWordCache.set(key, (out = m));
  }
  return out;
}

const optionalRes = new Map<string, RegExp | null>();

/** Compiled once per key; null when the languages give nothing to look for. */
function cachedOptional(key: string, build: () => RegExp | null): RegExp | null {
  if (!optionalRes.has(key)) optionalRes.set(key, build());
  return optionalRes.get(key) ?? null;
}

/** The document's languages' words (and English) for an option a schema names in English (their `enum_words`), or null. */
export function optionWords(option: string, locale?: DocumentLocale): RegExp | null {
  return cachedOptional(`option|${option}|${langKey(locale)}`, () => {
    const words = enumWords(locale).get(option) ?? [];
    return words.length ? wordsRegExp(words) : null;
  });
}

/** The document's languages' words for a direct debit, or null. */
export function directDebitWords(locale?: DocumentLocale): RegExp | null {
  return optionWords('direct debit', locale);
}

/** The document's languages' words for "no" of two letters or more ("no", "nein", "não"), or null. */
export function noWords(locale?: DocumentLocale): RegExp | null {
  return cachedOptional(`no|${langKey(locale)}`, () => {
    const words = langs(locale).flatMap((l) => l.booleans.false).filter((w) => w.length >= 2);
    return words.length ? wordsRegExp(words) : null;
  });
}

/** Date-of-birth labels of the document's languages, without their closing marks ("geb."), lower case. */
export function birthLabels(locale?: DocumentLocale): readonly string[] {
  const key = `birth|${langKey(locale)}`;
  let out = birthLabelCache.get(key);
  if (!out) birthLabelCache.set(key, (out = langs(locale).flatMap((l) => l.labels.birth_date ?? []).map((w) => w.toLowerCase().replace(/[.\s]+$/u, ''))));
  return out;
}
const birthLabelCache = new Map<string, string[]>();

/**
 * An account label of the document's languages followed, within three words, by a run of six or more
 * digits (groups joined by spaces or hyphens allowed; the run is group 2), or null.
 */
export function accountInSentence(locale?: DocumentLocale): RegExp | null {
  return cachedOptional(`account-sentence|${langKey(locale)}`, () => {
    const labels = langs(locale).flatMap((l) => l.labels.account_number ?? []).filter((w) => /\p{L}{4}/u.test(w));
    return labels.length ? new RegExp(`${wordsRegExp(labels).source}((?:\\s+[\\p{L}.&-]+){0,3}?)\\s+(\\d[\\d -]{4,}\\d)(?![\\d.,])`, 'iu') : null;
  });
}

/** Words that deny what follows them in the document's languages (`negations`), with the words for "no". */
export function negationWords(locale?: DocumentLocale): RegExp | null {
  return cachedOptional(`negations|${langKey(locale)}`, () => {
    const words = langs(locale).flatMap((l) => [...(l.negations ?? []), ...l.booleans.false]).filter((w) => w.length >= 2);
    return words.length ? wordsRegExp(words) : null;
  });
}
