import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cognate, cognatesAt } from './cognates.js';
import { tokens } from './labels.js';
import { extractDeterministic } from './index.js';
import { sheet } from '../../../../test/helpers/kinds.js';
import { PROSE } from '../../../../test/helpers/recognised.js';

describe('words of a name found by their stems in another language', () => {
  it('shares a stem of five letters, or the whole of a short word; a word of three is itself only', () => {
    assert.ok(cognate('credit', 'crédito'));
    assert.ok(cognate('limit', 'Límite'));
    assert.ok(cognate('minimum', 'mínimo'));
    assert.ok(!cognate('annual', 'anual'));
    assert.ok(!cognate('cel', 'celu'));
    assert.ok(cognate('cel', 'Cel'));
  });

  it('finds every word in any order, short words between them passed over', () => {
    assert.equal(cognatesAt(tokens('Límite de crédito  $45,000.00'), 0, ['credit', 'limit']), 2);
    assert.equal(cognatesAt(tokens('Crédito disponible'), 0, ['credit', 'limit']), -1);
  });

  it('labels a field of no known concept in a document of another language, and a percentage by its name without "percent"', () => {
    const doc = sheet(['Banco Mercantil del Pacífico, S.A.', 'ESTADO DE CUENTA', ['Límite de crédito', '$45,000.00'], ['Crédito disponible', '$37,533.48'], 'CAT PROMEDIO: 68.4% sin IVA.', PROSE.es]);
    const schema = { type: 'object', properties: { CreditLimit: { type: 'number', description: 'The credit limit.' }, CatPercent: { type: 'number', description: 'The CAT (total annual cost) in percent.' } } };
    const r = extractDeterministic({ document: doc, schema, annotations: {} });
    assert.equal(r.data.CreditLimit, 45000);
    assert.equal(r.data.CatPercent, 68.4);
  });
});
