import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractDeterministic } from './index.js';
import { invoice, PROSE, type Row } from '../../../../test/helpers/recognised.js';

const TERMS = { payment_terms: { type: 'string', description: 'The payment terms.' } };

function terms(rows: Row[]) {
  return extractDeterministic({ document: invoice(rows), schema: { type: 'object', properties: TERMS }, annotations: {} });
}

describe('payment terms given as a sentence without a label', () => {
  const cases: Array<[string, Row[], string]> = [
    ['de', ['Alpenblick AG', 'Rechnung Nr. 24-1187', ['Total', "CHF 5'188.80"], 'Zahlbar innert 30 Tagen.', PROSE.de], 'Zahlbar innert 30 Tagen'],
    ['en', ['Harbour Tools Ltd', 'Invoice 5512', ['Amount due', '£1,200.00'], 'Payment is due within 14 days of the invoice date. Thank you.', PROSE.en], 'Payment is due within 14 days of the invoice date'],
    ['fr', ['Atelier Lumen SARL', 'Facture F-0912', ['Total TTC', '1 440,00 €'], 'Paiement à 30 jours fin de mois.', PROSE.fr], 'Paiement à 30 jours fin de mois'],
    ['nl', ['Bakkerij De Zon B.V.', 'Factuur 2024-118', ['Totaal', '€ 312,50'], 'Te betalen binnen 14 dagen na factuurdatum.', PROSE.nl], 'Te betalen binnen 14 dagen na factuurdatum'],
    ['pl', ['Delikatesy Marek', 'Faktura VAT 12/2024', ['Do zapłaty', '1 230,00 zł'], 'Płatne w ciągu 7 dni przelewem.', PROSE.pl], 'Płatne w ciągu 7 dni przelewem'],
  ];
  for (const [lang, rows, want] of cases) {
    it(`${lang}: "${want}", cited`, () => {
      const r = terms(rows);
      assert.equal(r.data.payment_terms, want);
      const f = r.fields.find((x) => x.path === '/payment_terms')!;
      assert.equal(f.citations[0].text, want);
      assert.ok(f.confidence < 0.6, `confidence ${f.confidence}`);
    });
  }

  it('a labelled value wins; a sentence without a number of days, or a date, is not terms', () => {
    assert.equal(terms(['Harbour Tools Ltd', ['Payment terms:', 'Net 30'], 'Payable within 14 days.', PROSE.en]).data.payment_terms, 'Net 30');
    assert.equal(terms(['Harbour Tools Ltd', 'Payable by bank transfer.', 'Payable in 2 instalments of £600.00.', PROSE.en]).data.payment_terms, undefined);
    assert.equal(terms(['Alpenblick AG', 'Zahlbar bis 15.05.2024.', PROSE.de]).data.payment_terms, undefined);
  });
});

describe('a due date given in a payment sentence', () => {
  const due = { due_date: { type: 'string', format: 'date', description: 'When the invoice must be paid.' } };
  const read = (rows: Row[]) => extractDeterministic({ document: invoice(rows), schema: { type: 'object', properties: due }, annotations: {} });
  it('the date after a payment phrase, weakly, with its citation', () => {
    const de = read(['Müller Haustechnik GmbH', 'Rechnung R-24-05521', ['Rechnungsbetrag', '1.616,02 €'], 'Zahlbar innerhalb von 14 Tagen ohne Abzug bis zum 02.12.2024.', PROSE.de]);
    assert.equal(de.data.due_date, '2024-12-02');
    assert.equal(de.fields[0].citations[0].text, '02.12.2024');
    assert.ok(de.fields[0].confidence < 0.6);
    assert.equal(read(['Harbour Tools Ltd', 'Invoice 5512', ['Amount due', '£1,200.00'], 'Payable by 30 June 2024.', PROSE.en]).data.due_date, '2024-06-30');
  });
  it('a labelled due date wins; a date in another sentence is not taken', () => {
    assert.equal(read(['Harbour Tools Ltd', ['Due date:', '15/07/2024'], 'Payable by 30 June 2024.', PROSE.en]).data.due_date, '2024-07-15');
    assert.equal(read(['Harbour Tools Ltd', 'Payable within 30 days. Delivered on 03/06/2024.', PROSE.en]).data.due_date, undefined);
    assert.equal(read(['Muster GmbH', 'Zahlbar innerhalb 30 Tagen netto bis 04.07.2018, 3% Skonto innerhalb 10 Tagen bis 15.06.2018', PROSE.de]).data.due_date, undefined);
  });
});

describe('a debit date and an account number given in sentences', () => {
  it('the one date of a sentence naming a direct debit is the due date', () => {
    const r = extractDeterministic({
      document: invoice(['Funkwelle Mobilfunk GmbH', ['Rechnungsnummer', 'MF-2024-0611'], 'Der Rechnungsbetrag wird am 11.06.2024 per SEPA-Lastschrift von Ihrem Konto abgebucht.', PROSE.de]),
      schema: { type: 'object', properties: { debit_date: { type: 'string', format: 'date', description: 'The day the amount is taken from the bank account.' } } },
      annotations: {},
    });
    assert.equal(r.data.debit_date, '2024-06-11');
  });

  it('a run of digits a few words after an account word in a sentence is the account number', () => {
    const r = extractDeterministic({
      document: invoice(['Menara Sejati Properties Sdn Bhd', ['No. Invois', 'INV/2024/03/0317'], 'Sila jelaskan bayaran ke akaun Maybank 514012345678 atas nama Menara Sejati Properties Sdn Bhd.', PROSE.ms]),
      schema: { type: 'object', properties: { bank_account_no: { type: 'string', description: 'The bank account to pay into.' } } },
      annotations: {},
    });
    assert.equal(r.data.bank_account_no, '514012345678');
  });
});
