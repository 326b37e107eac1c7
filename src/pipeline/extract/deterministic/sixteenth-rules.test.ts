import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PROSE } from '../../../../test/helpers/recognised.js';
import { placedPage as page, readPlain as read } from '../../../../test/helpers/placed.js';

describe('the sixteenth round: names and columns', () => {
  it('a column headed by a word two concepts share is read as the description the field says it is', () => {
    const doc = page(
      [
        ['Plaagdierbeheer Rijnland B.V.', 20, 40],
        ['Omschrijving', 20, 200], ['Aantal', 300, 200], ['Bedrag', 460, 200],
        ['Inspectie en bestrijding muizen', 20, 220], ['1', 300, 220], ['€ 95,00', 460, 220],
        ['Voorrijkosten', 20, 240], ['1', 300, 240], ['€ 35,00', 460, 240],
        ['Totaal', 300, 280], ['€ 130,00', 460, 280],
      ],
      PROSE.nl,
    );
    const r = read(doc, {
      Regels: {
        type: 'array',
        description: 'The charged lines.',
        items: { type: 'object', properties: { Omschrijving: { type: 'string', description: 'The description of the line.' }, Aantal: { type: 'number', description: 'The quantity.' } } },
      },
    });
    assert.deepEqual(r.data.Regels, [
      { Omschrijving: 'Inspectie en bestrijding muizen', Aantal: 1 },
      { Omschrijving: 'Voorrijkosten', Aantal: 1 },
    ]);
  });

  it("a Malaysian firm's letterhead with its new and old registration numbers in brackets is the issuer, without them", () => {
    const doc = page(
      [
        ['DAPUR SERI MAWAR KATERING SDN. BHD. (202101018447 / 1418447-T)', 20, 40],
        ['Lot 27, Jalan Industri Batu Caves 2, 68100 Batu Caves, Selangor', 20, 60],
        ['PENGESAHAN TEMPAHAN KATERING', 20, 120],
        ['Majlis Perkahwinan (Walimatul Urus)', 20, 140],
        ['Jumlah Keseluruhan', 300, 300], ['RM 20,617.00', 460, 300],
      ],
      PROSE.ms,
    );
    const r = read(doc, { nama_syarikat_katering: { type: 'string', description: 'The catering company that confirmed the booking.' } });
    assert.equal(r.data.nama_syarikat_katering, 'DAPUR SERI MAWAR KATERING SDN. BHD.');
  });
});
