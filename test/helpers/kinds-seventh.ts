/**
 * The seventh probe round: made-up credit notes, quotations, a hotel folio, taxi receipts, dental
 * bills, a rent and service-charge invoice, a bill of lading, a proforma invoice, a mobile phone
 * bill, an insurance claim acknowledgement, a membership form with yes/no answers and a remittance
 * advice, in nine languages, each read with a plain schema whose field names differ from every
 * earlier round's (as yet another first-time user would name them), with integers, booleans,
 * enums, nested objects and lists among the values. The documents are in kinds-seventh-docs.ts;
 * their pages are drawn as in the third round.
 */
import { d, int, list, n, obj, oneOf, part, roundPagesOf, s, yes, type Json, type RoundDoc } from './probe-schema.js';

/** The schemas, as first-time users write them: each names things its own way. */
export const SEVENTH_SCHEMAS = {
  credit_memo: obj({
    credit_memo_no: s('The number of the credit note.'),
    credit_memo_date: d('The date the credit note was issued.'),
    corrects_invoice: s('The number of the invoice the credit note refers to.'),
    issued_by_company: part('The company that issued the credit note.', {
      name: s('The company name.'),
      vat_number: s('Its VAT number.'),
      city: s('The city it is based in.'),
    }),
    credited_to: s('The customer who receives the credit.'),
    credit_reason: s('Why the credit note was issued.'),
    vat_rate: n('The VAT rate in percent, e.g. 21.'),
    refund_total: n('The total amount credited, VAT included.'),
    currency_code: s('The currency as a three-letter code.'),
    returned_items: list(
      'The goods credited.',
      obj({ article: s('What is credited.'), units: int('How many units are credited.'), price_each: n('The price of one unit.'), line_value: n('The amount of the line.') }),
    ),
  }),
  estimate: obj({
    estimate_no: s('The number of the quotation.'),
    estimate_date: d('The date of the quotation.'),
    offer_valid_until: d('The last day the offer can be accepted.'),
    quoting_company: s('The company making the offer.'),
    prospect: s('The customer the offer is made to.'),
    contact_email: s('The email address of the company making the offer.'),
    website: s('The website of the company making the offer.'),
    net_before_vat: n('The total before VAT.'),
    vat_rate: n('The VAT rate in percent.'),
    offer_total: n('The total price offered, VAT included.'),
    currency_code: s('The currency as a three-letter code.'),
    offer_lines: list(
      'The goods and work offered.',
      obj({ item_text: s('What is offered.'), how_many: n('The quantity.'), each_price: n('The price per unit.'), line_price: n('The price of the line.') }),
    ),
  }),
  hotel_stay: obj({
    hotel: s('The name of the hotel.'),
    folio_no: s('The number of the hotel bill.'),
    guest: s('The guest who stayed.'),
    arrival_date: d('The day the guest arrived.'),
    departure_date: d('The day the guest left.'),
    nights_stayed: int('How many nights were stayed.'),
    room_rate: n('The price of the room per night.'),
    tourist_tax: n('The tourist or city tax charged.'),
    stay_total: n('The total of the bill.'),
    is_paid: yes('Whether the bill has been paid in full.'),
    settled_by: oneOf(['cash', 'card', 'bank transfer'], 'How the bill was paid.'),
    currency_code: s('The currency as a three-letter code.'),
  }),
  ride_receipt: obj({
    taxi_company: s('The taxi company.'),
    licence_plate: s("The taxi's registration plate."),
    ride_date: d('The date of the ride.'),
    pickup_point: s('Where the ride started.'),
    dropoff_point: s('Where the ride ended.'),
    distance_km: n('The distance driven in kilometres.'),
    fare_total: n('The total fare paid.'),
    vat_rate: n('The VAT rate in percent.'),
    paid_via: oneOf(['cash', 'card', 'app', 'invoice'], 'How the fare was paid.'),
    currency_code: s('The currency as a three-letter code.'),
  }),
  treatment_bill: obj({
    practice_name: s('The clinic or practice that issued the bill.'),
    practitioner: s('The dentist or doctor who gave the treatment.'),
    treated_person: s('The patient who was treated.'),
    visit_date: d('The day of the treatment.'),
    bill_no: s('The number of the bill or receipt.'),
    telephone: s('The phone number of the practice.'),
    fee_total: n('The total amount charged.'),
    currency_code: s('The currency as a three-letter code.'),
    procedures: list('The treatments charged.', obj({ proc_code: s('The code of the treatment, if printed.'), procedure: s('The treatment.'), fee: n('The fee for it.') })),
  }),
  rental_charges: obj({
    landlord_details: part('The landlord that issued the invoice.', { name: s('The company name.'), email_address: s('Its email address.'), city: s('The city it is based in.') }),
    occupier: s('The tenant the invoice is addressed to.'),
    premises_unit: s('The unit that is rented.'),
    invoice_issued: d('The date of the invoice.'),
    pay_before: d('The date by which the invoice must be paid.'),
    monthly_rental: n('The rent for the month.'),
    service_charge: n('The service charge for the month.'),
    sinking_fund: n('The contribution to the sinking fund.'),
    total_payable: n('The total to pay.'),
    bank_account_no: s('The bank account to pay into.'),
    currency_code: s('The currency as a three-letter code.'),
  }),
  bill_of_lading: obj({
    bl_no: s('The bill of lading number.'),
    consignor_name: s('The company shipping the goods.'),
    consignee_name: s('The company the goods are consigned to.'),
    vessel_name: s('The name of the ship.'),
    port_of_loading: s('The port where the goods are loaded.'),
    port_of_discharge: s('The port where the goods are unloaded.'),
    shipped_on_board: d('The date the goods were loaded on board.'),
    container_no: s('The container number.'),
    packages_count: int('How many packages are shipped.'),
    gross_weight_kg: n('The gross weight in kilograms.'),
    freight_terms: oneOf(['prepaid', 'collect'], 'Whether the freight is prepaid or collect.'),
  }),
  proforma_invoice: obj({
    proforma_no: s('The number of the proforma invoice.'),
    proforma_date: d('The date of the proforma invoice.'),
    vendor_details: part('The company selling the goods.', { name: s('The company name.'), vat_number: s('Its VAT or tax number.'), city: s('The city it is based in.') }),
    purchaser: s('The company buying the goods.'),
    net_sum: n('The total before VAT.'),
    vat_rate: n('The VAT rate in percent.'),
    gross_sum: n('The total including VAT.'),
    prepay_by: d('The date by which the advance payment must be made.'),
    bank_iban: s('The IBAN to pay into.'),
    bank_bic: s('The BIC or SWIFT code of the bank.'),
    currency_code: s('The currency as a three-letter code.'),
    proforma_lines: list(
      'The goods offered.',
      obj({ product: s('The product.'), pieces: int('How many pieces.'), unit_net: n('The net price of one piece.'), line_net: n('The net amount of the line.') }),
    ),
  }),
  phone_bill: obj({
    operator_name: s('The phone company that issued the bill.'),
    subscriber_name: s('The customer the bill is for.'),
    subscriber_account: s('The customer number.'),
    mobile_number: s('The phone number the bill is for.'),
    tariff_plan: s('The name of the tariff or plan.'),
    bill_period_from: d('The first day the bill covers.'),
    bill_period_to: d('The last day the bill covers.'),
    vat_rate: n('The VAT rate in percent.'),
    total_incl_vat: n('The amount of the bill including VAT.'),
    debit_date: d('The day the amount is taken from the bank account.'),
    contact_email: s('The email address for questions.'),
    website: s("The phone company's website."),
    currency_code: s('The currency as a three-letter code.'),
  }),
  claim_acknowledgement: obj({
    insurance_company: s('The insurer confirming the claim.'),
    claim_no: s('The claim number.'),
    policy_ref: s('The policy number.'),
    claim_received: d('The date the insurer received the claim.'),
    loss_date: d('The date of the accident or loss.'),
    claimant_name: s('The person who made the claim.'),
    claims_handler: s('The person handling the claim.'),
    telephone: s("The claims department's phone number."),
    contact_email: s("The claims department's email address."),
  }),
  signup_form: obj({
    member_name: s('The full name of the new member.'),
    birth_date: d("The member's date of birth."),
    contact_email: s('The email address given on the form.'),
    membership_kind: oneOf(['youth', 'senior', 'family'], 'The kind of membership ticked.'),
    has_swim_diploma: yes('Whether the member has a swimming diploma.'),
    has_medical_condition: yes('Whether the member has a medical condition the trainer should know about.'),
    photo_consent: yes('Whether photos of the member may be published.'),
    newsletter_opt_in: yes('Whether the newsletter is wanted.'),
    guardian_name: s('The parent or guardian who signed.'),
    signed_on: d('The date the form was signed.'),
  }),
  remittance_advice: obj({
    payer_company: s('The company making the payment.'),
    beneficiary: s('The company being paid.'),
    advice_no: s('The number of the remittance advice.'),
    value_date: d('The value date of the payment.'),
    total_remitted: n('The total amount paid.'),
    bank_iban: s('The IBAN the money is paid to.'),
    currency_code: s('The currency as a three-letter code.'),
    settled_invoices: list(
      'The invoices the payment settles.',
      obj({ their_invoice: s('The number of the invoice paid.'), invoice_amount: n('The amount of the invoice.'), discount_taken: n('The cash discount deducted.'), paid_amount: n('The amount paid for it.') }),
    ),
  }),
} satisfies Record<string, Json>;

/** One document of the seventh round. */
export type SeventhDoc = RoundDoc<keyof typeof SEVENTH_SCHEMAS>;

/** The document's pages as recognition returns them. */
export const seventhPagesOf = roundPagesOf;

/**
 * Values the extractor does not read whole yet, by document name and field, with the reason: for them
 * the tests ask that what is read be right as far as it goes (empty, or a correct part; nothing guessed wrong).
 */
export const SEVENTH_NOT_YET: Record<string, string> = {
  'Portuguese orçamento for an air-conditioning job with the details on the right, Exmo(s). Senhor(es), IVA 23% and the validity in a sentence/estimate_no': 'a number printed under a bare "N.º" beside the title column, with a space inside it ("ORC 2024/0412"), is not read',
  'Spanish hotel factura over two pages with a guest block, daily charges, a tourist tax and the card payment settling the balance/hotel': 'the trade word that opens a name ("Hotel ...") is dropped from the letterhead name',
  'Spanish hotel factura over two pages with a guest block, daily charges, a tourist tax and the card payment settling the balance/is_paid': 'a yes/no field is not answered from a "Paid" amount and a zero balance',
  'French dentist\'s note d\'honoraires with the practitioner in the letterhead, the date in words, CCAM codes and a card payment/practitioner': 'a practitioner named above the line giving the profession ("Docteur en ...") is not read',
  'Malaysian invois for shop-lot rent, service charge and sinking fund in Bahasa Malaysia with Malay month names and the tenant block under Kepada/sinking_fund': 'no concept for a sinking fund yet',
  'Dutch inschrijfformulier of a swimming club with filled-in fields, a ticked membership kind and Ja/Nee questions ticked with [X]/has_swim_diploma': 'a yes/no question printed in the document\'s language is not matched to an English field description',
  'Dutch inschrijfformulier of a swimming club with filled-in fields, a ticked membership kind and Ja/Nee questions ticked with [X]/has_medical_condition': 'a yes/no question printed in the document\'s language is not matched to an English field description',
  'Dutch inschrijfformulier of a swimming club with filled-in fields, a ticked membership kind and Ja/Nee questions ticked with [X]/photo_consent': 'a yes/no question printed in the document\'s language is not matched to an English field description',
  'Dutch inschrijfformulier of a swimming club with filled-in fields, a ticked membership kind and Ja/Nee questions ticked with [X]/newsletter_opt_in': 'a yes/no question printed in the document\'s language is not matched to an English field description',
  'Swiss German Zahlungsavis in CHF with 1\'234.50 amounts, Valuta, a table of invoices paid with Skonto and a credit note deducted/beneficiary': 'the addressee block of a remittance advice is not read as the party paid',
  'Swiss German Zahlungsavis in CHF with 1\'234.50 amounts, Valuta, a table of invoices paid with Skonto and a credit note deducted/settled_invoices': 'a column headed "Ihr Beleg" (your document) is not read as the invoice reference of each row',
};
