import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractDeterministic } from './index.js';
import { invoice, PROSE, type Row } from '../../../../test/helpers/recognised.js';

function read(rows: Row[], properties: Record<string, unknown>) {
  return extractDeterministic({ document: invoice(rows), schema: { type: 'object', properties }, annotations: {} });
}

describe('counts in a unit the field names', () => {
  it('days to pay from a payment sentence, in several languages, not an amount of the document', () => {
    const schema = { days_to_pay: { type: 'integer', description: 'Within how many days the bill must be paid.' } };
    const cases: Array<[string, Row[], number]> = [
      ['de', ['Praxis Dr. Aigner', 'Honorarnote 2024/118', ['Erstordination', '140,00'], ['Summe', '325,00 €'], 'Zahlbar binnen 14 Tagen nach Erhalt.', PROSE.de], 14],
      ['fr', ['Menuiserie Favre Sàrl', 'Facture 2024-311', ['Total', "CHF 5'134.75"], ['Conditions', 'payable à 30 jours net'], PROSE.fr], 30],
      ['en', ['Harbour Tools Ltd', 'Invoice 5512', ['Amount due', '£1,200.00'], 'Payment is due within 21 days of the invoice date.', PROSE.en], 21],
      ['en, "Net 30"', ['Prairie Line Freight, Inc.', 'Invoice 88120', ['Terms', 'Net 30'], ['Total due', '$2,445.03'], PROSE.en], 30],
    ];
    for (const [lang, rows, want] of cases) {
      const r = read(rows, schema);
      assert.equal(r.data.days_to_pay, want, lang);
      assert.ok(r.fields[0].citations[0].text.includes(String(want)), `${lang}: cited ${r.fields[0].citations[0].text}`);
    }
  });

  it('of several figures in the unit, the one on the line naming the field; the unit as a label alone is no label', () => {
    const r = read(
      ['Drumcondra Motors Ltd', 'Invoice 7781', ['Odometer', '87,412 km'], ['Total', '€417.59'], 'Next service due at 102,000 km or by 09/10/2025.', PROSE.en],
      { odometer_km: { type: 'integer', description: 'The odometer reading.' }, next_service_km: { type: 'integer', description: 'The mileage at which the next service is due.' } },
    );
    assert.equal(r.data.odometer_km, 87412);
    assert.equal(r.data.next_service_km, 102000);
  });

  it('a unit in the label stands for the figure beside it; a figure without its unit is no count of it', () => {
    const r = read(['Trasporti Bianchi S.r.l.', 'DDT 118/2024', ['Peso lordo kg', '1.845,00'], ['Colli', '12'], PROSE.it], { weight_kg: { type: 'number' }, notice_months: { type: 'integer' } });
    assert.equal(r.data.weight_kg, 1845);
    assert.equal(r.data.notice_months, undefined);
  });

  it('an amount paid printed as a deduction is what was paid', () => {
    const r = read(['Sekolah Bestari Sdn. Bhd.', 'Penyata yuran', ['Jumlah yuran', '3,850.00'], ['Bayaran diterima 02/01/2025', '-1,000.00'], ['BAKI PERLU DIBAYAR (RM)', '2,850.00'], PROSE.ms], { already_paid: { type: 'number', description: 'The payment already received.' } });
    assert.equal(r.data.already_paid, 1000);
  });
});
