import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { linesDocument, readLines, type TextLine } from '../../../../test/helpers/text-lines.js';
import { extractDeterministic } from './index.js';
import { noWords } from './address.js';
import { respell, respellName } from './spelling.js';

/** A recognised scan of these lines, the words listed in `unsure` read with that confidence. */
function scan(lines: TextLine[], unsure: Record<string, number> = {}) {
  const d = linesDocument(lines, 'scan');
  for (const l of d.pages[0].lines) for (const w of l.words ?? []) if (w.text in unsure) w.confidence = unsure[w.text];
  return readLines(d);
}

describe('words misread by one glyph are put right from evidence (spelling.ts)', () => {
  it('a street or region word of the packs (English and German receipts)', () => {
    const en = scan([['Harbour Books Ltd', 20, 20], ['12 Quay Avenve,', 20, 40], ['Tel: 020 7946 0000', 20, 60]], { 'Avenve,': 0.8 });
    assert.deepEqual(respell(en.lines.slice(1, 2), en), ['12 Quay Avenue,']);
    const de = scan([['Bäckerei Sonne GmbH', 20, 20], ['Lindenweg 4, 10115 BERLlN', 20, 40], ['Telefon 030 1234567', 20, 60]], { BERLlN: 0.7 });
    assert.deepEqual(respell(de.lines.slice(1, 2), de), ['Lindenweg 4, 10115 BERLIN']);
  });

  it("a region of a far-away country is no street word of a document of a known country (a Malaysian receipt's <BESAR>)", () => {
    const my = scan([['KEDAI RUNCIT SERI MAJU SDN BHD', 20, 20], ['NO. 8, JALAN BESAR,', 20, 40], ['45600 BATANG BERJUNTAI, SELANGOR', 20, 60], ['TOTAL RM 12.00', 20, 80]], { 'BESAR,': 0.8 });
    assert.deepEqual(respell(my.lines.slice(1, 2), my), ['NO. 8, JALAN BESAR,']);
  });

  it('a long word of the packs one confusable glyph away, however sure the reading (English, German, French)', () => {
    // recognition is as sure of a long word it misread as of one it read right
    const en = scan([['Harbour Books Ltd', 20, 20], ['Unit 4, Riverside Industrlal Estate', 20, 40], ['Tel: 020 7946 0000', 20, 60]]);
    assert.deepEqual(respell(en.lines.slice(1, 2), en), ['Unit 4, Riverside Industrial Estate']);
    const de = scan([['Metallbau Sonne GmbH', 20, 20], ['Gewerbegebiet Nord 3', 20, 40], ['INDUSTRIEGEBlET 7', 20, 60]]);
    assert.deepEqual(respell(de.lines.slice(2, 3), de), ['INDUSTRIEGEBIET 7']);
    const fr = scan([['Atelier Dupont SARL', 20, 20], ['Z.A. Lotissernent des Pins', 20, 40]]);
    // "rn" for "m" is two glyphs for one: not a one-glyph misreading, left as read
    assert.deepEqual(respell(fr.lines.slice(1, 2), fr), ['Z.A. Lotissernent des Pins']);
    // a sure long word that differs from a pack word by a letter that is not a look-alike stays
    const other = scan([['Riverside Industrious Ltd', 20, 20]]);
    assert.deepEqual(respell(other.lines, other), ['Riverside Industrious Ltd']);
  });

  it('a long trade word of a name misread by one look-alike glyph (English, German, French names)', () => {
    assert.equal(respellName('NORTHGATE HAROWARE LTD'), 'NORTHGATE HARDWARE LTD');
    assert.equal(respellName('Sonnen Buchhandlunq GmbH'), 'Sonnen Buchhandlung GmbH');
    assert.equal(respellName('QUINCAILLERlE DU PORT SARL'), 'QUINCAILLERIE DU PORT SARL');
    // short words, words known as read and a letter that is no look-alike stay as printed
    assert.equal(respellName('HARDWIRE PHARMACY HARDWARK STORE'), 'HARDWIRE PHARMACY HARDWARK STORE');
  });

  it('the same word read with more confidence elsewhere on the page', () => {
    const dt = scan([['ORCHARD FARM SHOP', 20, 20], ['3 0RCHARD ROW, KINGSTON', 20, 40], ['KINGST0N VALE', 20, 60]], { '0RCHARD': 0.85, KINGST0N: 0.8 });
    assert.deepEqual(respell(dt.lines.slice(1, 3), dt), ['3 ORCHARD ROW, KINGSTON', 'KINGSTON VALE']);
  });

  it('leaves words read surely, words known as read, and words with more than one known neighbour', () => {
    const sure = scan([['Lindenweg 4, 10115 BERLlN', 20, 20]]);
    assert.deepEqual(respell(sure.lines, sure), ['Lindenweg 4, 10115 BERLlN']);
    const known = scan([['12 Park Lane', 20, 20]], { Park: 0.6, Lane: 0.6 });
    assert.deepEqual(respell(known.lines, known), ['12 Park Lane']);
    // "Squere" is one letter from both the street word "Square" and "Squire" read surely on the page
    const two = scan([['Squire Books', 20, 20], ['4 Harbour Squere', 20, 40]], { Squere: 0.6 });
    assert.deepEqual(respell(two.lines.slice(1), two), ['4 Harbour Squere']);
    const one = scan([['Ember Books', 20, 20], ['4 Harbour Squere', 20, 40]], { Squere: 0.6 });
    assert.deepEqual(respell(one.lines.slice(1), one), ['4 Harbour Square']);
  });

  it('an address read from a scan carries the repaired word', () => {
    const d = linesDocument([['Bäckerei Sonne GmbH', 20, 20], ['Lindenweg 4', 20, 40], ['10115 BERLlN', 20, 60], ['Telefon 030 1234567', 20, 80]], 'scan');
    for (const w of d.pages[0].lines[2].words ?? []) if (w.text === 'BERLlN') w.confidence = 0.7;
    const r = extractDeterministic({ document: d, schema: { type: 'object', properties: { address: { type: 'string', description: 'The address of the shop.' } } }, annotations: {} });
    assert.equal(r.data.address, 'Lindenweg 4 10115 BERLIN');
  });
});

describe('a line with no words ends an address block', () => {
  it('rules and smudges are not words; short marks and ordinary lines are', () => {
    assert.equal(noWords('X*********.***.*.A+ A...****'), true);
    assert.equal(noWords('=============='), true);
    assert.equal(noWords('No. 5, Rue de la Paix'), false);
    assert.equal(noWords('** 12'), false);
  });
});
