/**
 * Knowledge packs: what is specific to a language or a country, kept as versioned data.
 * The engine in this folder loads them; the extractor never names a language or country itself.
 */

/**
 * Concepts are the roles a field can play whatever its name: the document's number, its date,
 * the payable total, the seller… A field is matched to a concept by its name, title and
 * description; the concept brings its value type and its labels in every language.
 */
export type Concept =
  | 'invoice_number' | 'order_number' | 'contract_number' | 'customer_number' | 'account_number'
  | 'receipt_number' | 'delivery_note_number' | 'statement_number' | 'reference' | 'registration_number' | 'tax_number'
  | 'vat_id' | 'iban' | 'bic'
  | 'document_date' | 'due_date' | 'delivery_date' | 'order_date' | 'start_date' | 'end_date' | 'period'
  | 'effective_date'
  | 'total' | 'subtotal' | 'net_amount' | 'tax_amount' | 'tax_rate' | 'exchange_rate' | 'discount' | 'amount_paid' | 'change' | 'unit_price' | 'quantity' | 'amount'
  | 'currency'
  | 'carrier' | 'seller' | 'buyer' | 'recipient' | 'payee' | 'person'
  | 'address' | 'postcode' | 'city' | 'country'
  | 'email' | 'phone' | 'fax' | 'url'
  | 'jurisdiction' | 'party' | 'term' | 'description' | 'payment_terms'
  | 'employee_number' | 'gross_pay' | 'net_pay' | 'opening_balance' | 'closing_balance' | 'minimum_payment' | 'credit_limit' | 'available_credit' | 'instalment' | 'meter_number' | 'quote_number'
  | 'article_number' | 'first_name' | 'last_name' | 'bank'
  | 'probation_period' | 'notice_period' | 'job_title' | 'guest' | 'patient' | 'passenger' | 'policyholder' | 'insured'
  | 'room_number' | 'nights' | 'subject' | 'venue' | 'sum_insured' | 'rent' | 'deposit' | 'tax_year'
  | 'origin' | 'destination'
  | 'packages' | 'weight' | 'transport_reason' | 'consumption' | 'cover_type' | 'port_of_loading' | 'port_of_discharge'
  | 'value_date' | 'remittance_number' | 'reason'
  | 'practitioner' | 'vehicle_registration' | 'distance' | 'vessel' | 'container_number' | 'bill_of_lading_number' | 'claim_number' | 'policy_number' | 'received_date' | 'incident_date' | 'birth_date' | 'tariff' | 'service_charge' | 'tourist_tax' | 'premises' | 'member' | 'guardian' | 'handler' | 'claimant';

/** The value types a field can take; every field of any schema gets one. */
export type ValueType =
  | 'money' | 'number' | 'integer' | 'percent' | 'quantity' | 'date' | 'datetime' | 'currency'
  | 'identifier' | 'organisation' | 'person' | 'party_name' | 'address' | 'postcode' | 'email' | 'phone' | 'url'
  | 'iban' | 'bic' | 'vat_id' | 'enum' | 'boolean' | 'duration' | 'text';

/** One language: labels for each concept as printed in documents, and the vocabulary rules read. */
export interface LanguagePack {
  pack: string;
  version: number;
  /** ISO 639-1 */
  language: string;
  /** ISO 639-3 code the language detector reports */
  detector_code: string;
  /** BCP 47 locale for month names and number formats from the platform's Intl data */
  intl_locale: string;
  /** decimal separator most often used with this language when the document gives no evidence */
  decimal: '.' | ',';
  /** day-first or month-first for ambiguous numeric dates when nothing else tells */
  date_order: 'dmy' | 'mdy' | 'ymd';
  /** what stands between a document's title and its number ("No.", "Nr.", "N°", "#") */
  number_markers?: string[];
  /** what joins the two dates of a range ("to", "bis", "au"; a dash needs no pack) */
  range_words?: string[];
  /** means of payment named on a receipt's tender line ("cash", "card", "Karte", "tarjeta") */
  payment_means?: string[];
  /** the words of this language for options a schema's enum names in English ("card": "Karte", "PIN", "tarjeta") */
  enum_words?: Record<string, string[]>;
  /** words printed before a number of days in payment terms ("Net 30") */
  days_after?: string[];
  /** how a sentence that gives payment terms begins ("payable within", "please pay by") */
  payment_phrases?: string[];
  /** units and signs printed after a quantity ("pcs", "Stk", "x") */
  quantity_units?: string[];
  /** ordinal numbers are written as a figure and a full stop ("3." for third) */
  ordinal_stop?: boolean;
  /** labels as printed, per concept (lower case; punctuation is ignored when matching) */
  labels: Partial<Record<Concept, string[]>>;
  /** words in a label line that qualify an amount */
  qualifiers: {
    /** the final payable amount: "grand total", "amount due" */
    total_final: string[];
    /** not the total: subtotal, tax, discount, change… */
    total_not: string[];
    /** lines recording how a total was paid (printed after it) */
    payment: string[];
    /** the money handed back when more was tendered than the total ("change") */
    change?: string[];
    /** a heading over a tax breakdown */
    summary: string[];
    /** words of a table's header row */
    table_header: string[];
    /** the total including tax, before what was already paid is taken off ("gross total", "Bruttosumme", "TTC") */
    total_gross?: string[];
    /** what is left to pay ("amount due", "Zahlbetrag", "net à payer") */
    total_due?: string[];
  };
  /** document titles ("invoice", "credit note"): never a name */
  titles: string[];
  /** words that mark a line as something other than a name (labels, greetings…) */
  not_names: string[];
  /** words that say what kind of business it is, not which one */
  trade_words: string[];
  /** street and place words that make a line look like an address */
  address_words: string[];
  /** words that end an address block (a label of something else) */
  address_stops: string[];
  booleans: { true: string[]; false: string[] };
  /** words that deny what follows them in a sentence ("not", "nicht", "pas"): a yes/no field's own word after one is a no */
  negations?: string[];
  /** spelled-out numbers for durations ("two (2) years") */
  number_words: Record<string, number>;
  /** words for the units of time a count is printed in; `hour` names counts only (no contract's duration is in hours) */
  duration_units: { day: string[]; week: string[]; month: string[]; year: string[]; hour?: string[]; semester?: string[] };
  /** phrases of contract clauses the extractor reads (lower case; spaces stretch, words stay whole) */
  clauses?: ClauseWords;
}

/** The wording of the contract clauses the extractor reads, in one language. */
export interface ClauseWords {
  /** words in the sentence before the governing-law place ("governed", "unterliegt") */
  governing_law?: string[];
  /** what stands right before the place whose law governs ("laws of", "droit de la") */
  law_of?: string[];
  /** what stands right before the place of the courts ("courts of", "foro di") */
  courts?: string[];
  /** what introduces the parties' names ("between", "zwischen") */
  parties_between?: string[];
  /** what a date follows within a few words ("effective as of", "wirksam ab") */
  effective?: string[];
  /** verbs of signing that precede `made_on` and then the date ("made", "entered into") */
  made?: string[];
  /** what stands right before the date after `made` ("as of", "on", "this") */
  made_on?: string[];
  /** what stands right before the document's date, a weaker cue ("dated", "vom") */
  dated?: string[];
  /** the agreement's own duration follows ("term of this agreement", "dieser Vertrag gilt") */
  term_agreement?: string[];
  /** verbs of ending that a duration follows within its sentence ("shall terminate two years after ...", "endet zwei Jahre nach ...") */
  term_end_verb?: string[];
  /** the word for a term or duration ("term", "Laufzeit") */
  term?: string[];
  /** what a duration follows right after ("for a period of", "pour une durée de") */
  term_period?: string[];
  /** what names the kind of place before a governing-law place ("state of", "freistaat") */
  place_kind?: string[];
  /** words that end a place name after the law clause ("without", "unter") */
  place_end?: string[];
  /** capitalised words after "laws of" that start no place name ("this", "such") */
  place_not?: string[];
  /** the verbs after which "by" introduces the parties ("made", "entered into") */
  parties_made?: string[];
  /** what may stand between those verbs and the date before "by" ("as of", "effective") */
  parties_made_on?: string[];
  /** what introduces the parties after the signing verb ("by") */
  parties_by?: string[];
  /** what joins two parties ("and", "und", "et") */
  party_and?: string[];
  /** other phrases that put a further party after a name ("for the benefit of") */
  party_for?: string[];
  /** what ends the opening clause of parties ("whereas", "préambule", "premesso") */
  party_end?: string[];
  /** the words for a party of the agreement ("party", "parties", "partei"): a bracket naming them closes the list of parties */
  parties_word?: string[];
  /** words for a law, so that a country named by its adjective beside one is read ("<adjective> <law>", "<law> <adjective>") */
  law_words?: string[];
  /** the word for the yearly return of a date ("anniversary", "jahrestag"): the Nth one ends a term of N years */
  anniversary?: string[];
  /** ordinal words in order from first to tenth ("first", "second", ...; "ersten", "zweiten", ...) */
  ordinals?: string[];
  /** what opens the greeting of a letter ("dear", "sehr geehrte"): the addressee stands above it */
  salutation?: string[];
  /** lines of a letter's addressee block that name no party ("attention", "z. hd.", "re") */
  attention?: string[];
  /** words that join the parts of a firm's name ("of", "von", "de") */
  name_joiners?: string[];
  /** what opens a bracket naming the parties together, after the last of them ("each", "collectively") */
  party_collective?: string[];
  /** the words of a defined-term bracket before the alias ("hereinafter referred to as", "nachfolgend") */
  defined_as?: string[];
  /** lower-case words before a party's name that are no part of it ("the", "der", "la société") */
  party_prefix?: string[];
  /** titles before a person's name that are no part of it ("mr.", "herr", "mme") */
  honorifics?: string[];
  /** the indefinite articles that open a descriptor after a name (", a Delaware corporation") */
  indefinite?: string[];
  /** the definite articles that may open such a descriptor */
  definite?: string[];
  /** nouns that close such a descriptor ("corporation", "gesellschaft", "société") */
  party_entity?: string[];
  /** phrases after a name that start its description ("having its office", "mit sitz in") */
  party_descriptor?: string[];
  /** words that, after "and", continue a firm's name ("co", "sons", "söhne") */
  name_and_tail?: string[];
  /** abbreviations with a full stop inside names that end no sentence ("inc", "nr", "mme") */
  name_abbreviations?: string[];
  /** words that make a phrase a role rather than a name when it ends with one ("recipient", "arbeitnehmer") */
  party_roles?: string[];
  /** the word for the agreement itself ("agreement", "vertrag") */
  agreement?: string[];
  /** words by which an agreement names itself, before or after the word for it ("this", "dieser", "le présent", "ini"): a date cued after another agreement's name is that agreement's */
  self_reference?: string[];
  /** what after a duration counts it from the start ("from the effective date", "ab unterzeichnung") */
  term_start?: string[];
  /** words after a duration that count it from an event ("after", "following", "nach"), see `term_end_events` */
  term_counted_from?: string[];
  /** events a period counted from is no term of the agreement but a period that outlives something ("termination", "disclosure", "beendigung") */
  term_end_events?: string[];
  /** the end of an employment, before a period that survives it ("termination of employment") */
  employment_end?: string[];
  /** what after a duration makes it a renewal ("thereafter", "danach") */
  term_renewal?: string[];
  /** the words for notice, whose periods ("ninety days' prior written notice", "préavis de trois mois") are not the term */
  notice?: string[];
  /** the words for a period ("period", "zeitraum") */
  period?: string[];
  /** words of restraints on competing or soliciting, whose periods are not the term */
  restraint?: string[];
  /** words of confidentiality, whose clauses count the term of an agreement about secrets */
  confidentiality?: string[];
}

/** A recognition repair that is only safe in one country (a local legal form misread, say). */
export interface Repair {
  pattern: string;
  flags: string;
  replace: string;
}

/** One country: currency, formats, legal forms, regions and local repairs. */
export interface CountryPack {
  pack: string;
  version: number;
  /** ISO 3166-1 alpha-2 */
  country: string;
  languages: string[];
  /** ISO 4217 */
  currency: string;
  /** symbols and local abbreviations of the currency as printed ("RM", "zł", "Rs.") */
  currency_symbols: string[];
  date_order: 'dmy' | 'mdy' | 'ymd';
  decimal: '.' | ',';
  /** postcode as a regular expression (unanchored) */
  postcode?: string;
  /** states, provinces and regions as printed */
  regions: string[];
  /** legal forms of companies ("GmbH", "Sdn Bhd") */
  legal_forms: string[];
  /** VAT or tax registration id as a regular expression (unanchored) */
  vat_id?: string;
  /** telephone country calling code without + */
  calling_code?: string;
  /** short names the country is printed by besides its own name ("USA", "UK") */
  names?: string[];
  /** a company registration number as printed beside a name (regular expression, unanchored) */
  registration?: string;
  repairs: Repair[];
}

/** A concept: its value type and the English words that name a field playing it. */
export interface ConceptSpec {
  type: ValueType;
  /** phrases in field names, titles and descriptions that name the concept (English, lower case) */
  field_words: string[];
  /** phrases that, in a description, point at the concept even when the name does not */
  description_words?: string[];
  /** concepts whose printed labels also carry this concept's value (a rate printed in the tax line: "<tax word> 20 %") */
  labels_of?: Concept[];
  /** the concept a field plays instead when its description asks how, not how much ("How the bill was paid": the means, not the amount) */
  manner?: Concept;
}

/** Currency signs that stand for one currency anywhere, and the currency a shared sign means when no country tells. */
export interface CurrencyData {
  version: number;
  signs: Record<string, string>;
  unqualified: Record<string, string>;
  /** codes always read as currencies beside an amount (the country packs add their own) */
  codes: string[];
}
