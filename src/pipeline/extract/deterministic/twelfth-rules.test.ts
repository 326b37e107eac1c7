import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractDeterministic } from './index.js';
import { understand } from '../packs/understand.js';
import { line, PROSE } from '../../../../test/helpers/recognised.js';
import type { Line, RecognisedDocument } from '../../types.js';

type Placed = [string, number, number];

function page(placed: Placed[], prose: string): RecognisedDocument {
  const lines: Line[] = placed.map(([t, x, y]) => line(t, x, y));
  lines.push(line(prose, 20, 760));
  return { pageCount: 1, format: 'pdf', pages: [{ number: 1, width: 600, height: 800, source: 'text-layer', lines, tables: [] }] };
}

const read = (doc: RecognisedDocument, properties: Record<string, unknown>) => extractDeterministic({ document: doc, schema: { type: 'object', properties }, annotations: {} });

describe('rules of the twelfth round', () => {
  it('a field described as "The number of ..." is an identifier whatever language its name is in, and a mark alone is no value', () => {
    assert.equal(understand({ name: 'numeroContrato', type: 'string', description: 'The number of the purchase contract.' }).type, 'identifier');
    const r = read(
      page([['ACOPIOS DEL PARANÁ S.A.', 20, 20], ['Fecha', 20, 120], ['02/06/2025', 150, 120], ['Contrato N°', 330, 120], ['K-25-01452', 460, 120]], PROSE.es),
      { numeroContrato: { type: 'string', description: 'The number of the purchase contract.' } },
    );
    assert.equal(r.data.numeroContrato, 'K-25-01452');
  });
});
