import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractDeterministic } from './index.js';
import { invoice, PROSE, type Row } from '../../../../test/helpers/recognised.js';

const SCHEMA = { by_direct_debit: { type: 'boolean', description: 'Whether the bill is paid by direct debit.' } };

function read(rows: Row[]) {
  return extractDeterministic({ document: invoice(rows), schema: { type: 'object', properties: SCHEMA }, annotations: {} });
}

describe('a yes/no question about a means of payment the packs know', () => {
  it('yes where the document names it, cited, with a weak confidence', () => {
    const r = read(['Gas Nord S.p.A.', 'Bolletta 2024/G/0387', ['Totale da pagare', '118,40 €'], 'Modalità di pagamento: domiciliazione bancaria SEPA.', PROSE.it]);
    assert.equal(r.data.by_direct_debit, true);
    assert.equal(r.fields[0].citations[0].text.toLowerCase(), 'domiciliazione bancaria');
    assert.ok(r.fields[0].confidence < 0.6);
  });

  it('no where a word for "no" stands on its line', () => {
    assert.equal(read(['Águas do Vale, E.M.', 'Fatura FT 2024/118', ['Total a pagar', '56,21 €'], 'Débito direto: não aderente.', PROSE.pt]).data.by_direct_debit, false);
  });

  it('nothing where the document does not name it', () => {
    assert.equal(read(['Harbour Tools Ltd', 'Invoice 5512', ['Amount due', '£1,200.00'], PROSE.en]).data.by_direct_debit, undefined);
  });
});
