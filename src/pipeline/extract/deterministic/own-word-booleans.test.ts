import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PROSE } from '../../../../test/helpers/recognised.js';
import { placedPage as page, readPlain as read } from '../../../../test/helpers/placed.js';

const yes = (description: string) => ({ type: 'boolean', description });

describe("a yes/no field named by one of the document's words", () => {
  it('the word printed as a value says yes, its umlauts spelled out in the name', () => {
    const doc = page(
      [
        ['Brennstoff', 20, 260], ['Holzpellets', 130, 260], ['Nennleistung', 330, 260], ['15 kW', 450, 260],
        ['Ergebnis', 20, 320], ['mängelfrei', 130, 320], ['Nächste Prüfung', 330, 320], ['bis 31.10.2026', 450, 320],
      ],
      PROSE.de,
    );
    assert.equal(read(doc, { maengelfrei: yes('Whether the inspection found no defects.') }).data.maengelfrei, true);
  });

  it('the word after a word that denies it, or denied after it, says no', () => {
    const fr = page(
      [
        ['CONCLUSION', 20, 460],
        ["L'installation électrique N'EST PAS CONFORME aux prescriptions du Règlement.", 20, 480],
        ["Une apostille n'a pas été demandée.", 20, 520],
      ],
      PROSE.fr,
    );
    const r = read(fr, { conforme: yes('Whether the installation complies with the regulations.'), apostille: yes('Whether an apostille was requested.') });
    assert.equal(r.data.conforme, false);
    assert.equal(r.data.apostille, false);
    const it = page([['Passaporto europeo per animali da compagnia: non rilasciato.', 20, 540]], PROSE.it);
    assert.equal(read(it, { passaporto: yes('Whether a pet passport was issued.') }).data.passaporto, false);
  });

  it('the word opening its row before a value cell is a key, not an answer', () => {
    const doc = page([['Transbordement', 20, 600], ['interdit', 220, 600], ['Marchandise', 20, 620], ['4 centres d\'usinage', 220, 620]], PROSE.fr);
    assert.equal(read(doc, { transbordement: yes('Whether transhipment is allowed.') }).data.transbordement, undefined);
  });
});
