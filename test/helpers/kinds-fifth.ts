/**
 * The fifth probe round: made-up payslips, bank statements, delivery notes, purchase orders,
 * energy bills, an insurance premium notice and a US invoice with bill-to, ship-to and remit-to
 * blocks, each read with a plain schema whose field names differ from the earlier rounds' (as
 * another first-time user would name them). The documents are in kinds-fifth-docs.ts; their
 * pages are drawn as in the third round.
 */
import { d, list, n, obj, roundPagesOf, s, type Json, type RoundDoc } from './probe-schema.js';

/** The schemas, as first-time users write them: each names things its own way. */
export const FIFTH_SCHEMAS = {
  payslip: obj({
    employer_name: s('The company that pays the wages.'),
    employer_id: s("The employer's registration or tax number printed on the payslip."),
    worker_name: s('The employee the payslip is for.'),
    personal_id: s("The employee's personal public number (PPS number, social security number, PESEL)."),
    period_from: d('The first day of the pay period.'),
    period_to: d('The last day of the pay period.'),
    pay_date: d('The day the wages are paid.'),
    total_gross: n('The gross pay before deductions.'),
    income_tax: n('The income tax deducted from the pay.'),
    net_salary: n('The amount paid out after all deductions.'),
    currency: s('The currency of the amounts.'),
  }),
  account_statement: obj({
    issuing_bank: s('The bank that issued the statement.'),
    account_owner: s('The person or company that holds the account.'),
    account_no: s('The account number.'),
    iban: s('The IBAN of the account.'),
    statement_no: s('The number of the statement.'),
    statement_date: d('The date the statement was issued.'),
    period_start: d('The first day the statement covers.'),
    period_end: d('The last day the statement covers.'),
    opening_bal: n('The balance at the start of the period.'),
    closing_bal: n('The balance at the end of the period.'),
    currency: s('The currency of the account.'),
    transactions: list('The bookings on the account.', obj({ posted_on: d('The booking date.'), narrative: s('What the booking is for.'), amount: n('The amount; money going out is negative.') })),
  }),
  delivery_note: obj({
    shipper: s('The company that sends the goods.'),
    consignee: s('The company the goods are delivered to.'),
    note_no: s('The number of the delivery note.'),
    shipped_on: d('The date the goods were shipped.'),
    po_no: s("The customer's order number the delivery belongs to."),
    carrier: s('The transport company that carries the goods.'),
    packages: n('How many packages are shipped.'),
    weight_kg: n('The total gross weight in kilograms.'),
    transport_reason: s('Why the goods are transported, for example a sale.'),
  }),
  purchase_order: obj({
    po_no: s('The purchase order number.'),
    po_date: d('The date of the order.'),
    buyer_company: s('The company that places the order.'),
    tax_id: s('The ABN or business number of the company placing the order.'),
    seller_company: s('The supplier the order is sent to.'),
    deliver_to: s('The company or site the goods are delivered to.'),
    required_by: d('The date the goods are needed.'),
    gst: n('The GST (or GST/HST) charged on the order.'),
    order_total: n('The total of the order including tax.'),
    currency: s('The currency of the order.'),
    lines: list(
      'The goods ordered.',
      obj({ item_code: s("The supplier's product code."), item: s('What is ordered.'), qty: n('How many are ordered.'), unit_cost: n('The price of one unit.'), line_total: n('The amount of the line.') }),
    ),
  }),
  utility_bill: obj({
    energy_supplier: s('The company that supplies the energy.'),
    billed_customer: s('The customer the bill is addressed to.'),
    account_no: s('The customer account number.'),
    meter_id: s('The meter point number (MPAN or EAN).'),
    bill_date: d('The date of the bill.'),
    supply_from: d('The first day of the billing period.'),
    supply_to: d('The last day of the billing period.'),
    kwh_used: n('The electricity used in kWh.'),
    amount_to_pay: n('The amount the customer has to pay.'),
    pay_by_date: d('The date by which the bill must be paid.'),
    currency: s('The currency of the bill.'),
  }),
  premium_notice: obj({
    insurer_name: s('The insurance company.'),
    policy_no: s('The policy number.'),
    insured_person: s('The person who is insured.'),
    cover_type: s('What kind of insurance it is.'),
    notice_date: d('The date of the notice.'),
    cover_from: d('The first day the premium covers.'),
    cover_to: d('The last day the premium covers.'),
    premium: n('The amount to pay for this period.'),
    due_on: d('The date the premium must be paid.'),
    currency: s('The currency of the premium.'),
  }),
  trade_invoice: obj({
    from_company: s('The company that issued the invoice.'),
    invoice_ref: s('The invoice number.'),
    invoiced_on: d('The date of the invoice.'),
    billed_to: s('The customer who is billed.'),
    ship_to_company: s('The company or place the goods are shipped to.'),
    customer_po: s("The customer's purchase order number."),
    terms: s('The payment terms.'),
    due_by: d('The date payment is due.'),
    tax_total: n('The sales tax charged.'),
    balance_due: n('The amount still owed.'),
    remit_address: s('The address payments are to be mailed to.'),
    currency: s('The currency of the invoice.'),
  }),
} satisfies Record<string, Json>;

/** One document of the fifth round. */
export type FifthDoc = RoundDoc<keyof typeof FIFTH_SCHEMAS>;

/** The document's pages as recognition returns them. */
export const fifthPagesOf = roundPagesOf;

/**
 * Values the extractor does not read whole yet, by document name and field, with the reason: for them
 * the tests ask that what is read be right as far as it goes (empty, or a correct part; nothing guessed wrong).
 */
export const FIFTH_NOT_YET: Record<string, string> = {
  'French bulletin de paie with employer and employee blocks side by side, a contributions table and the tax withheld at source/personal_id': 'a social security number printed in groups ("1 88 07 ...") is not read whole',
  'French bulletin de paie with employer and employee blocks side by side, a contributions table and the tax withheld at source/income_tax': 'the tax withheld at source is the last of three figures on its row (base, rate, amount); no row is read by its columns',
  'German Kontoauszug with Kontostand alt and neu and bookings dated without the year/issuing_bank': 'a bank named only in its letterhead with the bank word inside a compound ("Volksbank") is not known as a bank',
  'German Kontoauszug with Kontostand alt and neu and bookings dated without the year/transactions': 'booking dates without the year ("01.11.") are not read as dates',
  'Malaysian penyata akaun in Bahasa Malaysia with Debit, Kredit and Baki columns in RM/account_owner': 'the account holder under the address block of a statement is not read for "the person or company that holds the account"',
  'Malaysian penyata akaun in Bahasa Malaysia with Debit, Kredit and Baki columns in RM/transactions': 'separate Debit and Kredit columns are not read into one signed amount',
  'Dutch pakbon with the details on the right, invoice and delivery addresses side by side and a backorder/shipped_on': "a delivery note's own date is not read as the day it was shipped",
  'Italian DDT (documento di trasporto) with Destinatario and Luogo di destinazione side by side, causale, colli and vettore/consignee': 'a consignee under "Destinatario" beside a place of delivery block is not read',
  'Canadian purchase order with a GST/HST registration number, vendor and ship-to blocks side by side and HST in $/tax_id': 'a business number printed in three groups ("81234 5676 RT0001") is read as its first group',
  'Belgian facture de régularisation in French with an EAN code, day and night readings and advances deducted/billed_customer': 'an addressee block on the right with no label and no greeting, above key-value lines, is not read',
  'Belgian facture de régularisation in French with an EAN code, day and night readings and advances deducted/account_no': 'a customer account number under "Numéro de client" is not read for an account number field',
  'Dutch premienota for a disability insurance with the policyholder a firm and the insured its owner/cover_type': 'no concept for the kind of cover yet',
  'US invoice with Bill To and Ship To blocks side by side, a deposit deducted and a Remit To block at the foot/remit_address': 'an address under a "Remit To" heading is not read for a remittance address field',
};
