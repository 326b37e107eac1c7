import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { understand, words, type FieldDescriptor, type FieldMeaning } from './understand.js';

function f(name: string, more: Partial<FieldDescriptor> = {}): FieldDescriptor {
  return { name, type: 'string', ...more };
}

/** [field, expected concept, expected value type, expected party?] */
type Case = [FieldDescriptor, FieldMeaning['concept'], FieldMeaning['type'], FieldMeaning['party']?];

// Field names as a first-time user writes them, in English and in the document's own language.
const CASES: Case[] = [
  [f('invoice_number'), 'invoice_number', 'identifier'],
  [f('invoiceDate'), 'document_date', 'date'],
  [f('issue_date'), 'document_date', 'date'],
  [f('due_date'), 'due_date', 'date'],
  [f('delivery_date'), 'delivery_date', 'date'],
  [f('effective_date'), 'effective_date', 'date'],
  [f('start_date'), 'start_date', 'date'],
  [f('end_date'), 'end_date', 'date'],
  [f('flight_start'), 'start_date', 'date'],
  [f('flight_end'), 'end_date', 'date'],
  [f('seller_name'), 'seller', 'organisation', 'seller'],
  [f('buyer_name'), 'buyer', 'organisation', 'buyer'],
  [f('customer_name'), 'buyer', 'organisation', 'buyer'],
  [f('vendor'), 'seller', 'organisation', 'seller'],
  [f('advertiser'), 'buyer', 'organisation', 'buyer'],
  [f('payee'), 'payee', 'organisation', 'payee'],
  [f('employee_name'), 'person', 'person'],
  [f('seller_vat_id'), 'vat_id', 'vat_id', 'seller'],
  [f('buyer_vat_id'), 'vat_id', 'vat_id', 'buyer'],
  [f('merchant_phone'), 'phone', 'phone', 'seller'],
  [f('seller_address'), 'address', 'address', 'seller'],
  [f('ship_to_address'), 'address', 'address', 'recipient'],
  [f('currency'), 'currency', 'currency'],
  [f('total_amount', { type: 'number' }), 'total', 'money'],
  [f('total'), 'total', 'money'],
  [f('net_amount', { type: 'number' }), 'net_amount', 'money'],
  [f('tax_amount', { type: 'number' }), 'tax_amount', 'money'],
  [f('subtotal', { type: 'number' }), 'subtotal', 'money'],
  [f('unit_price', { type: 'number' }), 'unit_price', 'money'],
  [f('discount', { type: 'number' }), 'discount', 'money'],
  [f('vat_rate', { type: 'number' }), 'tax_rate', 'percent'],
  [f('tax_rate'), 'tax_rate', 'percent'],
  [f('quantity', { type: 'number' }), 'quantity', 'quantity'],
  [f('quantity', { type: 'integer' }), 'quantity', 'quantity'],
  [f('iban'), 'iban', 'iban'],
  [f('bic'), 'bic', 'bic'],
  [f('swift_code'), 'bic', 'bic'],
  [f('postcode'), 'postcode', 'postcode'],
  [f('zip'), 'postcode', 'postcode'],
  [f('phone'), 'phone', 'phone'],
  [f('fax'), 'fax', 'phone'],
  [f('email'), 'email', 'email'],
  [f('website'), 'url', 'url'],
  [f('order_no'), 'order_number', 'identifier'],
  [f('customer_id'), 'customer_number', 'identifier', 'buyer'],
  [f('contract_number'), 'contract_number', 'identifier'],
  [f('term'), 'term', 'duration'],
  [f('governing_law'), 'jurisdiction', 'text'],
  [f('notes'), 'description', 'text'],
  [f('supplier', { description: 'the company that issued the invoice' }), 'seller', 'organisation', 'seller'],
  [f('x', { title: 'Invoice number' }), 'invoice_number', 'identifier'],
  [f('field1', { description: 'The VAT identification number of the seller' }), 'vat_id', 'vat_id', 'seller'],
  // names in the document's language
  [f('rechnungsnummer'), 'invoice_number', 'identifier'],
  [f('rechnungsdatum'), 'document_date', 'date'],
  [f('numero_fattura'), 'invoice_number', 'identifier'],
  [f('data_fattura'), 'document_date', 'date'],
  [f('partita_iva'), 'vat_id', 'vat_id'],
  [f('data_wystawienia'), 'document_date', 'date'],
  [f('termin_platnosci'), 'due_date', 'date'],
  [f('numero_factura'), 'invoice_number', 'identifier'],
  [f('fecha_vencimiento'), 'due_date', 'date'],
  [f('factuurnummer'), 'invoice_number', 'identifier'],
  [f('date_facture'), 'document_date', 'date'],
  [f('montant_ttc', { type: 'number' }), 'total', 'money'],
  [f('numero_fatura'), 'invoice_number', 'identifier'],
  [f('data_emissao'), 'document_date', 'date'],
  [f('nombor_invois'), 'invoice_number', 'identifier'],
  [f('totaalbedrag', { type: 'number' }), 'total', 'money'],
  [f('kwota_brutto', { type: 'number' }), 'total', 'money'],
  // a concept's own field word outranks a pack label of another concept with the same words ("net total" prints as a total on receipts)
  [f('net_total', { type: 'number', description: 'The total before VAT.' }), 'net_amount', 'money'],
  // "client" is the buyer though a pack prints it as a hotel guest's label too
  [f('client', { description: 'The business the invoice is made out to.' }), 'buyer', 'organisation', 'buyer'],
  // a bare party word does not qualify the buyer the description names
  [f('counterparty', { description: 'The company the invoice is addressed to.' }), 'buyer', 'organisation', 'buyer'],
  // a name two concepts' labels share (a reference's and a description's in Dutch): the description's own word decides
  [f('Omschrijving', { description: 'The description of the line.' }), 'description', 'text'],
  // a total or a tax described as leaving out a tax of any name is the net amount; an item's amount before tax stays the item's
  [f('jumlah_sebelum_sst', { type: 'number', description: 'The total before SST.' }), 'net_amount', 'money'],
  [f('precio_sin_iva', { type: 'number', description: 'The total without IVA.' }), 'net_amount', 'money'],
  // a description that asks how names the means, not the amount
  [f('paid_with', { description: 'The way the customer paid.' }), 'payment_terms', 'text', 'buyer'],
  [f('payment', { description: 'How the bill was paid.' }), 'payment_terms', 'text'],
  [f('payment', { type: 'number', description: 'The amount paid.' }), 'amount_paid', 'money'],
  [f('restaurant', { description: 'The name of the restaurant.' }), 'seller', 'organisation', 'seller'],
  [f('check_number', { description: 'The number of the bill or check.' }), 'receipt_number', 'identifier'],
  // a possessive is its noun
  [f('vat_no', { description: "The supplier's VAT number." }), 'vat_id', 'vat_id', 'seller'],
  [f('customer_ref', { description: 'The reference or order number the customer gave.' }), 'reference', 'identifier', 'buyer'],
  // a field of no concept named as a number or a code holds an identifier
  [f('locker_code'), undefined, 'identifier'],
  // a name headed by a word for an identifier is an id of the party it names, not the party
  [f('employer_id', { description: "The employer's registration or tax number printed on the payslip." }), 'tax_number', 'identifier', 'seller'],
  // a generic word for a firm beside a side's word leaves the side
  [f('buyer_company', { description: 'The company that places the order.' }), 'buyer', 'organisation', 'buyer'],
  // a date named for the end or the start of something
  [f('supply_to', { format: 'date', description: 'The last day of the billing period.' }), 'end_date', 'date'],
  [f('cover_to', { format: 'date' }), 'end_date', 'date'],
  [f('statement_no', { description: 'The number of the statement.' }), 'statement_number', 'identifier'],
  [f('carrier', { description: 'The transport company that carries the goods.' }), 'carrier', 'organisation'],
  [f('insured_person'), 'insured', 'person'],
  [f('shipped_on', { format: 'date' }), 'delivery_date', 'date'],
  [f('note_no', { description: 'The number of the delivery note.' }), 'delivery_note_number', 'identifier'],
  // "The <person noun> <verb>ing ...": someone, not the firm the name's party word names
  [f('senderFullName', { description: 'The person sending the parcel.' }), 'seller', 'person', 'seller'],
  [f('senderFullName', { description: 'The person who sends the parcel.' }), 'person', 'person', 'seller'],
  // the money handed back on a receipt
  [f('changeGiven', { type: 'number', description: 'The change given back.' }), 'change', 'money'],
  [f('change_due', { type: 'number' }), 'change', 'money'],
  // a description opening with the name's own word keeps it against a concept the description alone names
  [f('deposit_upfront', { type: 'number', description: 'The deposit to be paid before the scaffold is put up.' }), 'deposit', 'money'],
  [f('UnitsClosing', { type: 'number', description: 'The units held at the end of the period.' }), 'closing_balance', 'money'],
  // a price per week
  [f('weekly_rate', { type: 'number', description: 'The hire charge per week.' }), 'unit_price', 'money'],
  // the date of a thing no concept knows is no document date
  [f('FuneralDate', { format: 'date', description: 'The date of the funeral service.' }), undefined, 'date'],
  [f('invoice_date', { format: 'date', description: 'The date of the invoice.' }), 'document_date', 'date'],
  // an amount before a tax of any name is net; the owner's thing, where the name names both, is the thing
  [f('amountBeforeGst', { type: 'number', description: 'The amount before GST.' }), 'net_amount', 'money'],
  [f('alamat_pelajar', { description: "The applicant's address." }), 'address', 'address'],
  [f('studentName', { description: "The student's name." }), 'member', 'person'],
  // a noun that made or drew up the document is its issuer
  [f('mover', { description: 'The removal company that made the quotation.' }), 'seller', 'organisation', 'seller'],
  [f('praxis', { description: 'The dental practice that drew up the plan.' }), 'seller', 'organisation', 'seller'],
  // a noun of up to three words that sent the document is its issuer; one that sent something else is not
  [f('kraamzorgorganisatie', { description: 'The maternity care organisation that sent the invoice.' }), 'seller', 'organisation', 'seller'],
  [f('etude', { description: 'The notary firm that sent the statement.' }), 'seller', 'organisation', 'seller'],
  // an account described as an IBAN is an IBAN
  [f('rekeningnummer', { description: 'The IBAN to pay to.' }), 'iban', 'iban'],
];

describe('field understanding: concept and value type from the field alone', () => {
  it('turns field names into words whatever their spelling', () => {
    assert.equal(words('invoice_date'), 'invoice date');
    assert.equal(words('invoiceDate'), 'invoice date');
    assert.equal(words('Invoice-Date'), 'invoice date');
    assert.equal(words('order.no#'), 'order no');
  });

  for (const [d, concept, type, party] of CASES) {
    const label = `${d.name}${d.title ? ` (title "${d.title}")` : ''}${d.description ? ` ("${d.description}")` : ''}: ${d.type}`;
    it(`${label} → ${concept} / ${type}${party ? ` of the ${party}` : ''}`, () => {
      const m = understand(d);
      assert.equal(m.concept, concept);
      assert.equal(m.type, type);
      if (party) assert.equal(m.party, party);
    });
  }

  it('a field "amount" described as the total due including tax is the total', () => {
    const m = understand(f('amount', { type: 'number', description: 'total amount due, including tax' }));
    assert.equal(m.concept, 'total');
    assert.equal(m.type, 'money');
  });

  it('a field whose name says nothing is text', () => {
    assert.deepEqual(understand(f('zzqx')), { concept: undefined, type: 'text', party: undefined });
  });
});

describe('field understanding: schema keywords', () => {
  it('an enum of ISO 4217 codes is a currency, whatever the field is called', () => {
    assert.equal(understand(f('ccy', { enum: ['EUR', 'USD', 'GBP'] })).type, 'currency');
    assert.equal(understand(f('code', { enum: ['EUR', 'USD'] })).type, 'currency');
  });

  it('any other enum is an enum, even on a field with a concept', () => {
    assert.equal(understand(f('status', { enum: ['paid', 'open'] })).type, 'enum');
    const m = understand(f('currency', { enum: ['euro', 'dollar'] }));
    assert.equal(m.type, 'enum');
    assert.equal(m.concept, 'currency');
  });

  it('format decides the type over the name; the concept stays', () => {
    assert.deepEqual(understand(f('invoice_date', { format: 'date' })), { concept: 'document_date', type: 'date', party: undefined });
    assert.equal(understand(f('created', { format: 'date-time' })).type, 'datetime');
    const contact = understand(f('contact', { format: 'email' }));
    assert.equal(contact.type, 'email');
    assert.equal(contact.concept, 'person');
    assert.equal(understand(f('homepage', { format: 'uri' })).type, 'url');
    // an odd schema still gets what its format says
    assert.equal(understand(f('email', { format: 'date' })).type, 'date');
  });

  it('a pattern of three capital letters is a currency code', () => {
    assert.equal(understand(f('curr', { pattern: '^[A-Z]{3}$' })).type, 'currency');
    assert.equal(understand(f('thing', { pattern: '^[A-Z]{3}$' })).type, 'currency');
    // a field with another concept keeps its own type
    assert.equal(understand(f('invoice_number', { pattern: '^[A-Z]{3}$' })).type, 'identifier');
  });

  it('boolean type wins over the concept', () => {
    const m = understand(f('paid', { type: 'boolean' }));
    assert.equal(m.type, 'boolean');
  });

  it('a numeric field keeps money, percent and quantity; other concepts become plain numbers', () => {
    assert.equal(understand(f('total', { type: 'number' })).type, 'money');
    assert.equal(understand(f('vat_rate', { type: 'number' })).type, 'percent');
    assert.equal(understand(f('invoice_number', { type: 'integer' })).type, 'integer');
    assert.equal(understand(f('zzqx', { type: 'number' })).type, 'number');
  });

  it('precedence: enum, then boolean, then format, then a currency pattern, then the numeric type, then the concept', () => {
    // enum beats format
    assert.equal(understand(f('due_date', { format: 'date', enum: ['soon', 'later'] })).type, 'enum');
    // format beats the concept's type
    assert.equal(understand(f('total', { format: 'date' })).type, 'date');
    // the numeric type beats the concept's type when the concept is not numeric
    assert.equal(understand(f('due_date', { type: 'integer' })).type, 'integer');
  });

  it('gives the same answer for the same field every time (memoised)', () => {
    const a = understand(f('seller_name'));
    const b = understand(f('seller_name'));
    assert.equal(a, b);
  });
});

describe('field understanding: kinds of person, yes/no questions, punctuation', () => {
  it('a name that says only "person", described as a kind of person, is that kind', () => {
    assert.equal(understand(f('treated_person', { description: 'The patient who was treated.' })).concept, 'patient');
  });

  it('a yes/no field keeps a concept its name gives, not one its description alone gives', () => {
    assert.equal(understand(f('has_swim_diploma', { type: 'boolean', description: 'Whether the member has a swimming diploma.' })).concept, undefined);
    assert.equal(understand(f('registered_at_address', { type: 'boolean', description: 'Whether the vehicle is registered at the address.' })).concept, 'address');
  });

  it('a comma in a description ends a word ("the code of the treatment, if printed")', () => {
    assert.equal(understand(f('proc_code', { description: 'The code of the treatment, if printed.' })).concept, 'article_number');
  });

  it('new kinds of fields by name', () => {
    assert.equal(understand(f('birth_date', { format: 'date' })).concept, 'birth_date');
    assert.equal(understand(f('vessel_name')).concept, 'vessel');
    assert.equal(understand(f('licence_plate')).concept, 'vehicle_registration');
    assert.equal(understand(f('claim_no')).concept, 'claim_number');
    assert.equal(understand(f('policy_ref')).concept, 'policy_number');
    assert.equal(understand(f('gross_weight_kg', { type: 'number' })).type, 'quantity');
    assert.equal(understand(f('gross_weight_kg', { type: 'number' })).unit, 'kg');
    assert.equal(understand(f('packages_count', { type: 'integer' })).concept, 'packages');
    assert.equal(understand(f('room_rate', { type: 'number', description: 'The price of the room per night.' })).type, 'money');
  });
});

describe('field understanding: percentages and "of" phrases', () => {
  it('a count named or described in a unit is read in that unit, and is no amount', () => {
    assert.deepEqual([understand(f('notice_months', { type: 'integer' })).type, understand(f('notice_months', { type: 'integer' })).unit], ['quantity', 'month']);
    assert.equal(understand(f('DaysToPay', { type: 'integer', description: 'Within how many days the bill must be paid.' })).unit, 'day');
    assert.equal(understand(f('days_to_pay_net', { type: 'integer', description: 'The payment term in days.' })).type, 'quantity');
    assert.equal(understand(f('billed_m3', { type: 'integer', description: 'The water billed in cubic metres.' })).unit, 'm3');
    assert.equal(understand(f('free_km', { type: 'integer' })).unit, 'km');
    // a concept's own words ending in a unit's name are that concept ("tax year"); a price per unit is an amount
    assert.equal(understand(f('tax_year', { type: 'integer' })).unit, undefined);
    assert.equal(understand(f('price_per_kg', { type: 'number' })).unit, undefined);
    assert.equal(understand(f('price_per_kg', { type: 'number' })).type, 'money');
  });

  it('a name opening with a unit counts it; a figure\'s measure or currency is not its head; a rate per something is a price', () => {
    const hours = understand(f('hoursPaid', { type: 'number', description: 'The hours paid.' }));
    assert.deepEqual([hours.type, hours.unit, hours.concept], ['quantity', 'hour', undefined]);
    assert.equal(understand(f('careHours', { type: 'number', description: 'The hours of care.' })).unit, 'hour');
    assert.equal(understand(f('overdue_days', { type: 'integer' })).unit, 'day');
    assert.equal(understand(f('itemWeightLbs', { type: 'number', description: 'The weight in pounds.' })).concept, 'weight');
    assert.equal(understand(f('item_unit_chf', { type: 'number', description: 'The unit price.' })).concept, 'unit_price');
    assert.equal(understand(f('total_eur', { type: 'number' })).concept, 'total');
    assert.equal(understand(f('cwtRate', { type: 'number', description: 'The rate per hundredweight.' })).concept, 'unit_price');
    assert.equal(understand(f('FeeRate', { type: 'number', description: 'The rate per month or item.' })).concept, 'unit_price');
    assert.equal(understand(f('hourlyBase', { type: 'number', description: 'The hourly rate used.' })).concept, 'unit_price');
    // units of time stay in a name: a tax year is no tax
    assert.equal(understand(f('tax_year', { type: 'integer' })).concept, 'tax_year');
  });

  it('"<thing> total" is the thing summed where the thing is an amount of its own; the price before fees is the subtotal', () => {
    assert.equal(understand(f('service_fee_total', { type: 'number', description: 'The service fees charged.' })).concept, 'service_charge');
    assert.equal(understand(f('tax_total', { type: 'number' })).concept, 'tax_amount');
    assert.equal(understand(f('order_total', { type: 'number' })).concept, 'total');
    assert.equal(understand(f('face_value_total', { type: 'number', description: 'The price of the tickets before fees and tax.' })).concept, 'subtotal');
  });

  it("a card statement's balance, minimum payment, credit limit and available credit", () => {
    assert.equal(understand(f('StatementBalance', { type: 'number' })).concept, 'closing_balance');
    assert.equal(understand(f('MinimumDue', { type: 'number' })).concept, 'minimum_payment');
    assert.equal(understand(f('CreditLimit', { type: 'number' })).concept, 'credit_limit');
    assert.equal(understand(f('AvailableCredit', { type: 'number' })).concept, 'available_credit');
  });

  it("a name naming a party, described as \"The <owner>'s <identifier>\", is that party's identifier", () => {
    const m = understand(f('nipFirmy', { description: "The employer's NIP." }));
    assert.deepEqual([m.concept, m.type], ['tax_number', 'identifier']);
  });

  it('a text only its description relates to a date is no date', () => {
    assert.equal(understand(f('organisme_beneficiaire', { description: "L'organisme qui reçoit le don." })).type, 'text');
    assert.equal(understand(f('due_date')).type, 'date');
  });

  it('an exchange rate is a number of its own, and a figure takes no text concept', () => {
    assert.deepEqual([understand(f('exchange_rate', { type: 'number' })).concept, understand(f('exchange_rate', { type: 'number' })).type], ['exchange_rate', 'number']);
    assert.equal(understand(f('wisselkoers', { type: 'number' })).concept, 'exchange_rate');
    assert.equal(understand(f('cargo_insurance', { type: 'number', description: 'The insurance of the cargo.' })).concept, undefined);
  });

  it('a number named as a percentage is one', () => {
    assert.equal(understand(f('vatPercent', { type: 'number' })).type, 'percent');
    assert.equal(understand(f('serviceChargePct', { type: 'number' })).type, 'percent');
  });

  it('the head of "<a> of <b>" is <a>', () => {
    assert.equal(understand(f('CurrencyOfInvoice')).concept, 'currency');
    assert.equal(understand(f('vatIdOfSupplier')).concept, 'vat_id');
  });
});

describe('field understanding: the end of a name decides', () => {
  it('a name ending in the word of a value with its own shape is that value', () => {
    assert.equal(understand(f('paidIntoIban', { description: 'The IBAN the net pay is paid into.' })).concept, 'iban');
    assert.equal(understand(f('net_before_vat', { type: 'number', description: 'The total before VAT.' })).concept, 'net_amount');
  });

  it('a name ending in a word for an identifier is an identifier, not the text its other words name', () => {
    const m = understand(f('citizenServiceNo', { description: 'The citizen service number.' }));
    assert.equal(m.type, 'identifier');
    assert.equal(m.concept, undefined);
  });

  it('a number is no reference unless its name ends as one', () => {
    assert.equal(understand(f('contractHoursWeekly', { type: 'integer', description: 'The contract hours per week.' })).concept, undefined);
    assert.equal(understand(f('invoice_number', { type: 'integer' })).concept, 'invoice_number');
  });
});

describe('field understanding: the description speaks where the name does not', () => {
  it('a name whose head names nothing takes the party its description opens with', () => {
    assert.equal(understand(f('service_taker', { description: 'The customer the services were provided to.' })).concept, 'buyer');
    assert.equal(understand(f('WorkDone', { description: 'The service.' })).concept, 'description');
  });

  it('a reference named only as one is the number its description names', () => {
    assert.equal(understand(f('billRef', { description: 'The invoice number.' })).concept, 'invoice_number');
    assert.equal(understand(f('custRef', { description: 'The customer number the supplier gave us.' })).concept, 'customer_number');
  });

  it('a description naming another concept of the same type twice overrules the name', () => {
    assert.equal(understand(f('SettlementDate', { format: 'date', description: 'The date by which the invoice must be paid.' })).concept, 'due_date');
    assert.equal(understand(f('ChargeDate', { format: 'date', description: 'The date the bill is charged to the bank account.' })).concept, 'due_date');
  });

  it('names as firms and names, currencies by code, figures without names', () => {
    assert.equal(understand(f('rental_firm', { description: 'The car rental company.' })).concept, 'seller');
    assert.equal(understand(f('beneficiaryName', { description: 'The beneficiary who is to be paid.' })).concept, 'payee');
    assert.equal(understand(f('feeCurrencyIso', { description: 'The currency as a three-letter code.' })).type, 'currency');
    assert.equal(understand(f('GstRegistration', { description: "The biller's GST (TPS) number." })).type, 'vat_id');
    assert.equal(understand(f('AmountBeforeTaxes', { type: 'number', description: 'The total before taxes.' })).concept, 'net_amount');
    const m3 = understand(f('smc_consumed', { type: 'number', description: 'The gas billed to the customer in cubic metres.' }));
    assert.notEqual(m3.concept, 'buyer');
  });
});

describe("field understanding: owners and codes' letters", () => {
  it("in \"The <owner>'s <thing>\" the thing is the field; a name ending in a code's letters its description prints is that code", () => {
    assert.equal(understand(f('applicantBsn', { description: "The applicant's BSN." })).concept, 'tax_number');
    assert.equal(understand(f('meter_cups', { description: "The supply point's CUPS." })).type, 'identifier');
    assert.equal(understand(f('vat_no', { description: "The supplier's VAT number." })).party, 'seller');
    // a side named by its own word outranks one named only by a word for any firm
    assert.equal(understand(f('debtor_business_nip', { description: "The debtor's NIP tax number." })).party, 'buyer');
  });
});

describe('field understanding: who sent what', () => {
  it('a producer who sent a sample is no issuer', () => {
    assert.notEqual(understand(f('producteur', { description: 'The wine producer who sent the sample.' })).concept, 'seller');
  });
});
