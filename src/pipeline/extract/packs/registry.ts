/** Every knowledge pack shipped with the service, loaded once (they are data, imported as JSON). */
import concepts from './data/concepts.json' with { type: 'json' };
import currencies from './data/currencies.json' with { type: 'json' };
import en from './data/lang/en.json' with { type: 'json' };
import de from './data/lang/de.json' with { type: 'json' };
import fr from './data/lang/fr.json' with { type: 'json' };
import nl from './data/lang/nl.json' with { type: 'json' };
import es from './data/lang/es.json' with { type: 'json' };
import it from './data/lang/it.json' with { type: 'json' };
import pt from './data/lang/pt.json' with { type: 'json' };
import pl from './data/lang/pl.json' with { type: 'json' };
import ms from './data/lang/ms.json' with { type: 'json' };
import countryAR from './data/country/AR.json' with { type: 'json' };
import countryNZ from './data/country/NZ.json' with { type: 'json' };
import countryZA from './data/country/ZA.json' with { type: 'json' };
import countryPH from './data/country/PH.json' with { type: 'json' };
import countryNG from './data/country/NG.json' with { type: 'json' };
import countryMA from './data/country/MA.json' with { type: 'json' };
import countryUY from './data/country/UY.json' with { type: 'json' };
import countryBN from './data/country/BN.json' with { type: 'json' };
import countryAT from './data/country/AT.json' with { type: 'json' };
import countryAU from './data/country/AU.json' with { type: 'json' };
import countryBR from './data/country/BR.json' with { type: 'json' };
import countryBE from './data/country/BE.json' with { type: 'json' };
import countryCA from './data/country/CA.json' with { type: 'json' };
import countryCH from './data/country/CH.json' with { type: 'json' };
import countryCL from './data/country/CL.json' with { type: 'json' };
import countryCO from './data/country/CO.json' with { type: 'json' };
import countryDE from './data/country/DE.json' with { type: 'json' };
import countryES from './data/country/ES.json' with { type: 'json' };
import countryFR from './data/country/FR.json' with { type: 'json' };
import countryGB from './data/country/GB.json' with { type: 'json' };
import countryIE from './data/country/IE.json' with { type: 'json' };
import countryIN from './data/country/IN.json' with { type: 'json' };
import countryIT from './data/country/IT.json' with { type: 'json' };
import countryLU from './data/country/LU.json' with { type: 'json' };
import countryMX from './data/country/MX.json' with { type: 'json' };
import countryMY from './data/country/MY.json' with { type: 'json' };
import countryNL from './data/country/NL.json' with { type: 'json' };
import countryPE from './data/country/PE.json' with { type: 'json' };
import countryPL from './data/country/PL.json' with { type: 'json' };
import countryPT from './data/country/PT.json' with { type: 'json' };
import countrySG from './data/country/SG.json' with { type: 'json' };
import countryUS from './data/country/US.json' with { type: 'json' };
import type { Concept, ConceptSpec, CountryPack, CurrencyData, LanguagePack } from './types.js';

/** Language packs by ISO 639-1 code. */
export const LANGUAGE_PACKS: ReadonlyMap<string, LanguagePack> = new Map(
  ([en, de, fr, nl, es, it, pt, pl, ms] as unknown as LanguagePack[]).map((p) => [p.language, p]),
);

/** Country packs by ISO 3166-1 alpha-2 code. */
export const COUNTRY_PACKS: ReadonlyMap<string, CountryPack> = new Map(
  ([countryAR, countryAT, countryAU, countryBE, countryBR, countryCA, countryCH, countryCL, countryCO, countryDE, countryES, countryFR, countryGB, countryIE, countryIN, countryIT, countryLU, countryMX, countryMY, countryNL, countryPE, countryPL, countryPT, countrySG, countryUS, countryNZ, countryZA, countryPH, countryNG, countryMA, countryUY, countryBN] as unknown as CountryPack[]).map((p) => [p.country, p]),
);

/** The concepts fields can play, with their value types and English field words. */
export const CONCEPTS: ReadonlyMap<Concept, ConceptSpec> = new Map(
  Object.entries((concepts as { concepts: Record<string, ConceptSpec> }).concepts) as [Concept, ConceptSpec][],
);

/** Words that say a field holds a name ("seller name" is the seller itself). */
export const NAME_WORDS: readonly string[] = (concepts as { name_words?: string[] }).name_words ?? [];

/** Words that make a description ask how, not how much or what ("How the bill was paid"). */
export const MANNER_WORDS: readonly string[] = (concepts as { manner_words?: string[] }).manner_words ?? [];

/** The English words of field names and descriptions that the field understanding reads (concepts.json). */
const words = (key: string): readonly string[] => (concepts as unknown as Record<string, string[] | undefined>)[key] ?? [];
/** Words for a firm that name no side on their own beside a side's word ("buyer company"). */
export const GENERIC_FIRM_WORDS: readonly string[] = words('generic_firm_words');
/** Last words of a field's name that make it an identifier ("check number", "employer id"). */
export const IDENTIFIER_WORDS: readonly string[] = words('identifier_words');
/** Spellings of the word "number" in field names and labels, each printed for the others ("PPS number", "PPS No"). */
export const NUMBER_WORDS: readonly string[] = words('number_words');
/** Last words of a date field's name that make it the end, or the start, of a period ("supply to"). */
export const PERIOD_END_WORDS: readonly string[] = words('period_end_words');
export const PERIOD_START_WORDS: readonly string[] = words('period_start_words');
/** Words joining alternatives in a description ("the contract or order number"). */
export const ALTERNATIVE_WORDS: readonly string[] = words('alternative_words');
/** Words opening examples in a description's brackets ("(e.g. MPAN)"). */
export const EXAMPLE_WORDS: readonly string[] = words('example_words');

/** Last words of a number field's name that make it a percentage ("service_charge_pct"). */
export const PERCENT_WORDS: readonly string[] = words('percent_words');
/** Concepts a name gives only in general ("person", "amount"): a description naming a concept of the same value type decides. */
export const GENERIC_CONCEPTS: readonly string[] = words('generic_concepts');
/** Units a count may be named in ("days_to_pay", "free_km"): their English names in field names and descriptions, and the signs printed for those that are no duration. */
export const UNIT_NAMES: Readonly<Record<string, readonly string[]>> = (concepts as { unit_names?: Record<string, string[]> }).unit_names ?? {};
export const UNIT_SYMBOLS: Readonly<Record<string, readonly string[]>> = (concepts as { unit_symbols?: Record<string, string[]> }).unit_symbols ?? {};
/** Words before a unit's name in a description that make it the unit counted ("in days", "how many days"). */
export const UNIT_PHRASES: readonly string[] = words('unit_phrases');
/** Articles a description begins with ("The customer ..."): the noun after one says what the field is. */
export const DESCRIPTION_ARTICLES: readonly string[] = words('description_articles');
/** How a description says its noun issued the document ("The <municipality> that issued ...", "whose <registry> issued"): the field is the issuer. */
export const ISSUER_RELATIVES: readonly string[] = words('issuer_relatives');
/** Lower-case words a person's name may hold ("van", "binti"). */
export const NAME_PARTICLES: readonly string[] = words('name_particles');
/** Nouns for a person: "The <manager> who ..." describes someone, not a firm. */
export const PERSON_NOUNS: readonly string[] = words('person_nouns');
export const ISSUER_OWNER_RELATIVES: readonly string[] = words('issuer_owner_relatives');
export const ISSUE_VERBS: readonly string[] = words('issue_verbs');
/** Words saying an amount leaves something out ("before", "excluding"), as a description uses them before a tax's name. */
export const EXCLUSION_WORDS: readonly string[] = words('exclusion_words');
/** Words opening what a date field's description dates ("<The date of the thing.>"): the thing is printed under "<date of> <thing>" or "<thing> <date>". */
export const DATE_OF_WORDS: readonly string[] = words('date_of_words');
/** The words for "date" a date field's name ends in ("reportDate", "fechaEmision"'s "fecha"), without accents. */
export const DATE_NAME_WORDS: readonly string[] = words('date_name_words');
/** Words by which a field's name or description names the document itself ("<notice> date", "The date of the <letter>."), besides the packs' titles. */
export const SELF_WORDS: readonly string[] = words('self_words');
/** Endings of an English word for someone who does something ("tester", "holder", "applicant"): a role a person's name is printed under. */
export const AGENT_ENDINGS: readonly string[] = words('agent_endings');

/** Currency signs and codes that hold anywhere. */
export const CURRENCY_DATA: CurrencyData = currencies as CurrencyData;

/** The pack used when a document's language is unknown or has no pack. */
export const FALLBACK_LANGUAGE = 'en';
