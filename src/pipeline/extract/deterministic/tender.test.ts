import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractDeterministic } from './index.js';
import { invoice, PROSE, type Row } from '../../../../test/helpers/recognised.js';

const PAID = { payment_method: { type: 'string', description: 'How it was paid, e.g. cash or card.' } };

function paid(rows: Row[], properties: Record<string, unknown> = PAID) {
  return extractDeterministic({ document: invoice(rows), schema: { type: 'object', properties }, annotations: {} });
}

describe('the number of a receipt printed as an invoice number', () => {
  it('a receipt number field reads the invoice-number labels too ("Invoice No", "N° facture")', () => {
    const props = { receipt_number: { type: 'string', description: 'The receipt number.' } };
    assert.equal(paid(['KEDAI MAJU SDN BHD', ['INVOICE NO:', 'CS00012345'], 'TOTAL   12.00', PROSE.en], props).data.receipt_number, 'CS00012345');
    assert.equal(paid(['Boulangerie du Marché', ['N° facture :', 'T-2024-0815'], 'TOTAL TTC   4,80', PROSE.fr], props).data.receipt_number, 'T-2024-0815');
  });
});

describe('the tender line of a receipt', () => {
  it('French: the means named after the total, as printed, with its citation', () => {
    const r = paid(['BOULANGERIE DU MARCHE', 'BAGUETTE          1,20', 'TOTAL TTC         4,80', 'CARTE BANCAIRE    4,80', 'RENDU             0,00', PROSE.fr]);
    assert.equal(r.data.payment_method, 'CARTE BANCAIRE');
    assert.equal(r.fields.find((f) => f.path === '/payment_method')?.citations[0].text, 'CARTE BANCAIRE');
  });

  it('Dutch: a means after a word that says it was handed over', () => {
    assert.equal(paid(['Bakkerij De Zon', 'Brood            3,10', 'TOTAAL           3,10', 'Betaald PIN      3,10', PROSE.nl]).data.payment_method, 'PIN');
  });

  it('a labelled value is kept over a tender line, and nothing is read without a total above the line', () => {
    assert.equal(paid(['Acme Ltd', ['Payment method:', 'Bank transfer'], 'TOTAL             4,80', 'CASH              5,00', PROSE.en]).data.payment_method, 'Bank transfer');
    assert.equal(paid(['Acme Ltd', 'CASH              5,00', PROSE.en]).data.payment_method, undefined);
  });
});
