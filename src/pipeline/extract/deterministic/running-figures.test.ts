import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PROSE } from '../../../../test/helpers/recognised.js';
import { placedPage as page, readPlain as read } from '../../../../test/helpers/placed.js';

describe('figures in columns and in running text', () => {
  it('a row of figures under column headings gives the field the column its name or description names', () => {
    const doc = page(
      [
        ['Fees', 20, 380], ['12 months', 360, 380], ['6 months', 480, 380],
        ['Motor tax', 20, 400], ['$236.00', 360, 400], ['$118.00', 480, 400],
        ['Total payable', 20, 420], ['$664.90', 360, 420], ['$340.95', 480, 420],
      ],
      PROSE.en,
    );
    const r = read(doc, {
      total12Months: { type: 'number', description: 'The total to pay for a 12-month renewal.' },
      total6Months: { type: 'number', description: 'The total to pay for a 6-month renewal.' },
      motorTax6Months: { type: 'number', description: 'The motor tax for a 6-month renewal.' },
    });
    assert.equal(r.data.total12Months, 664.9);
    assert.equal(r.data.total6Months, 340.95);
    assert.equal(r.data.motorTax6Months, 118);
  });

  it('a VAT id whose country letters end the line before it is read with them', () => {
    const doc = page(
      [
        ['opdracht "Heraanleg Dorpsstraat" te gunnen aan uw firma (btw BE', 20, 380],
        ['0412.887.329), als inschrijver met de economisch meest voordelige offerte.', 20, 400],
      ],
      PROSE.nl,
    );
    const r = read(doc, { btw_opdrachtnemer: { type: 'string', description: "The winning company's VAT number." } });
    assert.equal(r.data.btw_opdrachtnemer, 'BE0412887329');
  });

  it('an amount closed by a tax qualifier in running text is that qualifier\'s, not the amount after it', () => {
    const doc = page(
      [['voor het nagerekende offertebedrag van € 1.284.516,30 excl. btw, of € 1.554.264,72 incl. 21 % btw.', 20, 400]],
      PROSE.nl,
    );
    const r = read(doc, { bedrag_excl_btw: { type: 'number', description: 'The contract amount without VAT.' } });
    assert.equal(r.data.bedrag_excl_btw, 1284516.3);
    // (a section's number before a heading is no amount)
    const kaution = read(page([['§ 5 Kaution', 20, 240], ['Die Kaution beträgt drei Monatsmieten.', 20, 260]], PROSE.de), {
      security_deposit: { type: 'number', description: 'The security deposit.' },
    });
    assert.equal(kaution.data.security_deposit, undefined);
  });
});
