import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { understand } from '../packs/understand.js';
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

  it('a table of indicators: the code letters of a figure\'s name are its row key, a unit in brackets is no label, and a heading holding a year is no figure', () => {
    const doc = page(
      [
        ['Wskaźnik [kWh/(m²·rok)]', 20, 340], ['Budynek oceniany', 350, 340], ['Wymagania WT 2021', 490, 340],
        ['EU - energia użytkowa', 20, 360], ['96,4', 350, 360],
        ['EK - energia końcowa', 20, 380], ['132,8', 350, 380],
        ['EP - nieodnawialna energia pierwotna', 20, 400], ['158,2', 350, 400], ['70,0', 490, 400],
        ['Jednostkowa emisja CO2 [t CO2/(m²·rok)]', 20, 440], ['0,038', 310, 440],
      ],
      PROSE.pl,
    );
    const r = read(doc, {
      wskaznikEU: { type: 'number', description: 'The annual usable energy demand EU in kWh/(m²·rok).' },
      wskaznikEP: { type: 'number', description: 'The annual non-renewable primary energy demand EP in kWh/(m²·rok).' },
      wymaganiaEP: { type: 'number', description: 'The EP required of a new building by the technical regulations.' },
      emisjaCo2: { type: 'number', description: 'The unit CO2 emission in t CO2/(m²·rok).' },
    });
    assert.equal(r.data.wskaznikEU, 96.4);
    assert.equal(r.data.wskaznikEP, 158.2);
    assert.equal(r.data.wymaganiaEP, 70);
    assert.equal(r.data.emisjaCo2, 0.038);
  });

  it('a key whose brackets name the field\'s thing and another says what its sum holds, and is no key of the field', () => {
    const doc = page(
      [
        ['2. einer Busse von Fr. 900.00. Bezahlt der Beschuldigte die Busse schuldhaft nicht,', 20, 660],
        ['Strafbefehlsgebühr', 20, 740], ['Fr. 600.00', 420, 740],
        ['Untersuchungskosten', 20, 760], ['Fr. 412.50', 420, 760],
        ['Total Kosten', 20, 780], ["Fr. 1'012.50", 420, 780],
        ['Zu bezahlen (Busse und Kosten)', 20, 820], ["Fr. 1'912.50", 420, 820],
      ],
      PROSE.de,
    );
    const r = read(doc, { busse: { type: 'number', description: 'The fine (Busse) to be paid.' } });
    assert.equal(r.data.busse, 900);
  });

  it('a name ending in a word for an address is an address, and an area in hectares is a count of them, no amount', () => {
    assert.equal(understand({ name: 'premises_address', type: 'string', description: 'The address of the premises supplied.' }).type, 'address');
    assert.equal(understand({ name: 'email_address', type: 'string' }).type, 'email');
    const ha = understand({ name: 'TotalHectares', type: 'number', description: 'The total area insured in hectares.' });
    assert.deepEqual([ha.type, ha.unit], ['quantity', 'ha']);
  });

  it('a rate described "in percent" is a percentage at most a hundred, read bare in its own cell; a year\'s figure is a year', () => {
    assert.equal(understand({ name: 'alicuotaIva', type: 'number', description: 'The VAT rate in percent.' }).type, 'percent');
    const rate = read(page([['IVA 10,5 %', 20, 300], ['$ 6.424.110,00', 400, 300], ['Alícuota IVA', 20, 320], ['10,5', 400, 320]], PROSE.es), {
      alicuotaIva: { type: 'number', description: 'The VAT rate in percent.' },
    });
    assert.equal(rate.data.alicuotaIva, 10.5);
    const year = read(page([["che nel registro dell'anno 2024, Parte I, Serie A, al numero 27, risulta quanto segue:", 20, 200]], PROSE.it), {
      anno_atto: { type: 'integer', description: 'The year of the register the record is in.' },
    });
    assert.notEqual(year.data.anno_atto, 27);
  });
});
