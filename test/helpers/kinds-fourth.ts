/**
 * The fourth probe round: made-up till receipts, restaurant bills, invoices from several countries,
 * a mutual NDA and a TV advertising order, each read with a plain schema whose field names differ
 * from the third round's (as another first-time user would name them). The documents are in
 * kinds-fourth-docs.ts; their pages are drawn as in the third round.
 */
import { d, list, n, obj, roundPagesOf, s, type Json, type RoundDoc } from './probe-schema.js';

/** The schemas, as first-time users write them: each names things its own way. */
export const FOURTH_SCHEMAS = {
  grocery_receipt: obj({
    merchant: s('The store that issued the receipt.'),
    vat_no: s('The VAT number of the store.'),
    receipt_no: s('The number of the receipt.'),
    purchase_date: d('The day of the purchase.'),
    grand_total: n('The total amount of the purchase.'),
    tax: n('The VAT contained in the total.'),
    paid_with: s('The way the customer paid.'),
    currency: s('The currency of the amounts.'),
  }),
  restaurant_bill: obj({
    restaurant: s('The name of the restaurant.'),
    tax_registration: s('The tax registration number printed on the bill.'),
    check_number: s('The number of the bill or check.'),
    date: d('The date of the meal.'),
    subtotal: n('Food and drinks before tax.'),
    tax: n('The tax charged on the bill.'),
    tip: n('The tip added by the guest.'),
    total: n('The final amount paid.'),
    payment: s('How the bill was paid.'),
    currency: s('The currency of the bill.'),
  }),
  supplier_invoice: obj({
    supplier_name: s('The company that sent the invoice.'),
    vat_no: s("The supplier's VAT number."),
    registration_no: s("The supplier's company registration number."),
    bill_number: s('The number of the invoice.'),
    invoice_date: d('The date the invoice was issued.'),
    payment_due: d('The date by which the invoice must be paid.'),
    counterparty: s('The company the invoice is addressed to.'),
    customer_ref: s('The reference or order number the customer gave.'),
    net_total: n('The total before VAT.'),
    tax: n('The VAT charged.'),
    amount_payable: n('The amount the customer has to pay.'),
    currency: s('The currency of the invoice.'),
    iban: s('The IBAN to pay into.'),
  }),
  vat_invoice: obj({
    issuer: s('The business that issued the invoice.'),
    issuer_tax_no: s('The tax number of the issuer.'),
    client: s('The business the invoice is made out to.'),
    client_tax_no: s('The tax number of the client.'),
    invoice_id: s('The invoice number.'),
    issued_on: d('The date of issue.'),
    pay_by: d('The payment deadline.'),
    taxable_amount: n('The amount VAT is charged on.'),
    vat: n('The VAT amount.'),
    invoice_total: n('The total of the invoice including VAT.'),
    payment_method: s('How the invoice is to be paid.'),
    currency: s('The currency used.'),
    lines: list('The goods or services invoiced.', obj({ description: s('What was supplied.'), qty: n('The quantity.'), price: n('The price of one unit.'), total: n('The amount of the line.') })),
  }),
  mutual_nda: obj({
    parties: list('The two parties to the agreement.', s('The name of a party.')),
    effective_from: d('The date the agreement starts.'),
    governing_law_state: s('The US state whose laws govern the agreement.'),
    duration: s('How long the agreement lasts.'),
    venue: s('Where disputes are to be brought to court.'),
    signers: list('The people who signed the agreement.', s('The name of a signer.')),
  }),
  airtime_order: obj({
    contract_number: s('The contract number of the order.'),
    station: s('The TV station the airtime is bought from.'),
    advertiser: s('The advertiser whose spots run.'),
    agency: s('The agency that placed the order.'),
    flight_start: d('The first day of the flight.'),
    flight_end: d('The last day of the flight.'),
    gross_amount: n('The gross amount of the order.'),
    net_amount: n('The net amount after agency commission.'),
    currency: s('The currency of the amounts.'),
  }),
} satisfies Record<string, Json>;

/** One document of the fourth round. */
export type FourthDoc = RoundDoc<keyof typeof FOURTH_SCHEMAS>;

/** The document's pages as recognition returns them. */
export const fourthPagesOf = roundPagesOf;

/**
 * Values the extractor does not read whole yet, by document name and field, with the reason: for them
 * the tests ask that what is read be right as far as it goes (empty, or a correct part; nothing guessed wrong).
 */
export const FOURTH_NOT_YET: Record<string, string> = {
  'Dutch factuur with KvK, BTW-nummer and IBAN in the letterhead and the customer in the address window/customer_ref': 'a reference given as words and a year ("<campaign> 2024") is read as its number only',
  'German Rechnung with the labels in a right-hand info block and the recipient in the address window/registration_no': 'a register number printed after its court ("<court> <town> HRB <n>") is read without the register letters',
  'German Rechnung with the labels in a right-hand info block and the recipient in the address window/customer_ref': 'a reference field does not read an order-number label ("<Your order>")',
  'US mutual NDA between a Delaware corporation and a Virginia LLC, governed by New York law/venue': 'a place of courts given as "<county>, <state>" is read as the state only',
  'US TV station advertising order with a flight, a line schedule and gross and net amounts/station': 'a letterhead of call letters and a channel number ("<call letters>  CHANNEL 12") reads as a street and number, so no issuer is found',
};
