import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { understand } from '../packs/understand.js';
import { PROSE } from '../../../../test/helpers/recognised.js';
import { placedPage, readPlain } from '../../../../test/helpers/placed.js';

const page = placedPage;
const read = readPlain;

describe('numbered boxes of a form', () => {
  it('a key after its box number labels the value under it; the next box\'s number and key beside it are no value', () => {
    const r = read(
      page([['IDENTIFICAÇÃO DO TRABALHADOR', 20, 60], ['10 PIS/PASEP', 20, 80], ['11 Nome', 250, 80], ['203.11874.55-2', 20, 100], ['Joana Prates Lacerda', 250, 100]], PROSE.pt),
      { WorkerName: { type: 'string', description: "The worker's name." } },
    );
    assert.equal(r.data.WorkerName, 'Joana Prates Lacerda');
    const c = read(
      page([['21 Land van verzending', 20, 80], ['22 Land van oorsprong', 260, 80], ['Vietnam', 20, 100], ['VN', 260, 100]], PROSE.nl),
      { dispatch_country: { type: 'string', description: 'The country the goods were sent from.' } },
    );
    assert.notEqual(c.data.dispatch_country, '22 Land van oorsprong');
  });
});

describe('a name\'s label qualified by a word of its own', () => {
  it('"<Name> <Pupil>" with the name beside it gives a person\'s name whose role is named in another language', () => {
    const r = read(
      page([['SEKOLAH TADIKA CAHAYA SDN. BHD.', 20, 20], ['Nama Murid', 20, 140], ['Nur Alya binti Hasrul', 140, 140], ['No. Penyata', 340, 140], ['PY-2025-00981', 450, 140], ['No. MyKid', 20, 160], ['190412-14-0218', 140, 160]], PROSE.ms),
      { PupilFullName: { type: 'string', description: "The pupil's full name." } },
    );
    assert.equal(r.data.PupilFullName, 'Nur Alya binti Hasrul');
  });

  it('"<thing> of <someone>" for a thing no concept knows is something of theirs, not them', () => {
    assert.equal(understand({ name: 'ClassOfPupil', type: 'string', description: "The pupil's class." }).type, 'text');
    assert.equal(understand({ name: 'name_of_pupil', type: 'string' }).type, 'person');
    assert.equal(understand({ name: 'date_of_birth', type: 'string', format: 'date' }).concept, 'birth_date');
  });
});
