/**
 * Made-up business documents of several kinds and languages, each with the plain schema a first-time
 * user would write for it (English field names, one-sentence descriptions) and the values it holds.
 */
import type { Line, RecognisedDocument } from '../../src/pipeline/types.js';
import { line } from './recognised.js';
import { makePagedPdf, type Placed } from './pdf-pages.js';
import { FIRST } from './kinds-first.js';
import { SECOND } from './kinds-second.js';

/** A row of a page: a text line, a label and its value, or the cells of a table row. */
export type SheetRow = string | string[];

/** Where the cells of a row of n cells start, left to right. */
const COLUMNS: Record<number, number[]> = {
  2: [20, 320],
  3: [20, 120, 470],
  4: [20, 270, 350, 460],
};

/** A one-page digital document built from rows: cells of a row sit apart on one line, as columns do. */
export function sheet(rows: SheetRow[]): RecognisedDocument {
  const lines: Line[] = [];
  rows.forEach((r, i) => {
    const y = 20 + i * 20;
    if (typeof r === 'string') {
      if (r) lines.push(line(r, 20, y));
      return;
    }
    const xs = COLUMNS[r.length] ?? r.map((_, k) => 20 + k * 110);
    r.forEach((cell, k) => {
      if (cell) lines.push(line(cell, xs[k], y));
    });
  });
  return { pageCount: 1, format: 'pdf', pages: [{ number: 1, width: 640, height: 20 + rows.length * 20 + 40, source: 'text-layer', lines, tables: [] }] };
}

/** The same rows as a one-page PDF with a text layer (Helvetica; the text must be plain ASCII or £). */
export function sheetPdf(rows: SheetRow[]): Buffer {
  const placed: Placed[] = [];
  rows.forEach((r, i) => {
    const y = 48 + i * 16;
    const cells = typeof r === 'string' ? [r] : r;
    const xs = typeof r === 'string' ? [20] : (COLUMNS[r.length] ?? r.map((_, k) => 20 + k * 110));
    cells.forEach((text, k) => {
      if (text) placed.push({ text, x: 36 + xs[k] * 0.85, y, size: 10 });
    });
  });
  return makePagedPdf([placed]);
}

type Json = Record<string, unknown>;

const s = (description: string, extra: Json = {}): Json => ({ type: 'string', description, ...extra });
const n = (description: string): Json => ({ type: 'number', description });
const d = (description: string): Json => ({ type: 'string', format: 'date', description });
const items = (props: Record<string, Json>): Json => ({ type: 'array', description: 'The lines of the document.', items: { type: 'object', properties: props } });

/** The schemas of each kind, as a first-time user writes them. */
export const SCHEMAS: Record<string, Json> = {
  purchase_order: {
    type: 'object',
    properties: {
      order_number: s('The purchase order number.'),
      order_date: d('The date the order was placed.'),
      delivery_date: d('The requested delivery date.'),
      supplier: s('The company the goods are ordered from.'),
      buyer: s('The company placing the order.'),
      total: n('The total order value including tax.'),
      currency: s('The currency of the amounts.'),
      line_items: items({ description: s('What is ordered.'), quantity: n('How many.'), unit_price: n('Price per unit.'), amount: n('Line total.') }),
    },
  },
  payslip: {
    type: 'object',
    properties: {
      employer: s('The company paying the salary.'),
      employee_name: s('The name of the employee.'),
      employee_number: s('The employee or personnel number.'),
      pay_period: s('The period the payslip covers.'),
      payment_date: d('The date the salary is paid.'),
      gross_pay: n('The gross pay before deductions.'),
      net_pay: n('The net pay paid out.'),
      iban: s('The bank account the salary is paid into.'),
    },
  },
  bank_statement: {
    type: 'object',
    properties: {
      bank_name: s('The bank that issued the statement.'),
      account_holder: s('The name of the account holder.'),
      iban: s('The IBAN of the account.'),
      account_number: s('The account number.'),
      statement_date: d('The date of the statement.'),
      statement_period: s('The period covered by the statement.'),
      opening_balance: n('The balance at the start of the period.'),
      closing_balance: n('The balance at the end of the period.'),
      transactions: items({ date: d('Booking date.'), description: s('What the transaction is.'), amount: n('The amount.') }),
    },
  },
  delivery_note: {
    type: 'object',
    properties: {
      delivery_note_number: s('The number of the delivery note.'),
      delivery_date: d('The date of delivery.'),
      order_number: s('The order the delivery belongs to.'),
      supplier: s('The company delivering the goods.'),
      customer: s('The company receiving the goods.'),
      customer_number: s('The customer number.'),
      items: items({ article_number: s('Article number.'), description: s('The article.'), quantity: n('Quantity delivered.') }),
    },
  },
  utility_bill: {
    type: 'object',
    properties: {
      supplier: s('The utility or phone company.'),
      customer_name: s('The customer the bill is for.'),
      customer_number: s('The customer number.'),
      contract_number: s('The contract number.'),
      meter_number: s('The meter number.'),
      invoice_number: s('The bill number.'),
      invoice_date: d('The date of the bill.'),
      billing_period: s('The period the bill covers.'),
      due_date: d('When the bill must be paid.'),
      total_amount: n('The amount to pay.'),
    },
  },
  credit_note: {
    type: 'object',
    properties: {
      credit_note_number: s('The number of the credit note.'),
      date: d('The date of the credit note.'),
      original_invoice: s('The number of the invoice that is credited.'),
      seller: s('The company issuing the credit note.'),
      buyer: s('The customer receiving the credit.'),
      vat_id: s('The VAT number of the seller.'),
      net_amount: n('The amount before tax.'),
      total: n('The total amount credited.'),
    },
  },
  quotation: {
    type: 'object',
    properties: {
      quote_number: s('The quotation number.'),
      quote_date: d('The date of the quotation.'),
      valid_until: d('The date until which the offer is valid.'),
      supplier: s('The company making the offer.'),
      customer: s('The customer the quotation is for.'),
      total: n('The total price including tax.'),
      line_items: items({ description: s('What is offered.'), quantity: n('How many.'), unit_price: n('Price per unit.'), amount: n('Line total.') }),
    },
  },
  order_nested: {
    type: 'object',
    properties: {
      order_number: s('The order number.'),
      order_date: d('The order date.'),
      supplier: { type: 'object', description: 'The supplier.', properties: { name: s('Supplier name.'), vat_id: s('Supplier VAT number.'), iban: s('Supplier bank account.') } },
      buyer: { type: 'object', description: 'The customer placing the order.', properties: { name: s('Customer name.'), address: s('Customer address.') } },
      total: n('Order total including VAT.'),
      line_items: items({ description: s('Item.'), quantity: n('Quantity.'), unit_price: n('Unit price.'), amount: n('Line amount.') }),
    },
  },
  form: {
    type: 'object',
    properties: {
      first_name: s('First name of the applicant.'),
      last_name: s('Surname of the applicant.'),
      date_of_birth: d('Date of birth.'),
      email: s('Email address.'),
      phone: s('Telephone number.'),
      address: s('Street address.'),
      postcode: s('Postal code.'),
      city: s('Town or city.'),
    },
  },
};

/** One probe document: its kind, language, page and the values a reader would take from it. */
export interface ProbeDoc {
  kind: keyof typeof SCHEMAS;
  lang: string;
  rows: SheetRow[];
  expected: Record<string, unknown>;
}


/** Every probe document, the first set then the second. */
export const PROBE: ProbeDoc[] = [...FIRST, ...SECOND];
