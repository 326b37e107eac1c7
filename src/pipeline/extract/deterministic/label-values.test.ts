import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractDeterministic } from './index.js';
import { sheet } from '../../../../test/helpers/kinds.js';
import { PROSE } from '../../../../test/helpers/recognised.js';

const read = (rows: Parameters<typeof sheet>[0], properties: Record<string, unknown>) => extractDeterministic({ document: sheet(rows), schema: { type: 'object', properties }, annotations: {} });

describe('what a label gives', () => {
  it('a blank to fill in after a label is no value ("Station Acceptance: ______")', () => {
    const r = read(['KSQR-TV', 'BROADCAST ORDER', 'Station Acceptance: ____________    Agency Acceptance: ____________', PROSE.en], { agency: { type: 'string', description: 'The agency that placed the order.' } });
    assert.equal(r.data.agency, undefined);
  });

  it('a label with a colon beats the same word run on into a longer label ("Agency Commission (15%)")', () => {
    const r = read(['KSQR-TV', ['Agency:', 'Redwood Media Partners'], ['Gross Amount', '$20,360.00'], 'Agency Commission (15%)   $3,054.00', PROSE.en], { agency: { type: 'string', description: 'The agency that placed the order.' } });
    assert.equal(r.data.agency, 'Redwood Media Partners');
  });

  it('the value beside a label is not taken as the letterhead\'s name', () => {
    const r = read([['Advertiser:', 'Golden State Toyota'], ['Product:', 'Fall Sales Event'], PROSE.en], { station: { type: 'string', description: 'The TV station the airtime is bought from.' } });
    assert.equal(r.data.station, undefined);
  });

  it('a tax id label over an amount gives no id ("BTW 21%  232,47")', () => {
    const r = read(['Drukkerij Van Leeuwen B.V.', 'Nijverheidsweg 14, 3771 ME Barneveld', ['Subtotaal', '€ 1.107,00'], ['BTW 21%', '€ 232,47'], PROSE.nl], { vat_no: { type: 'string', description: "The supplier's VAT number." } });
    assert.equal(r.data.vat_no, undefined);
  });

  it("a tax id label naming no side is the buyer's only under a buyer label in its own column", () => {
    const rows: Parameters<typeof sheet>[0] = [
      ['Ferramenta Lombarda S.r.l.', 'Spett.le'], ['Via Gian Galeazzo 31', 'Osteria del Borgo S.a.s.'], ['20136 Milano (MI)', '24121 Bergamo (BG)'], ['P.IVA 04982170153', ''], ['', 'P.IVA 03456780166'], PROSE.it,
    ];
    const r = read(rows, { client_tax_no: { type: 'string', description: 'The tax number of the client.' }, issuer_tax_no: { type: 'string', description: 'The tax number of the issuer.' } });
    assert.equal(r.data.client_tax_no, '03456780166');
    assert.equal(r.data.issuer_tax_no, '04982170153');
  });
});
