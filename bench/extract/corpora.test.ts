import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { validateAnnotations } from '../../src/domain/structs/annotations.js';
import { validateExtractionSchema } from '../../src/domain/structs/schema-validate.js';
import { CORPORA, pickCorpora } from './corpora.js';

describe('benchmark structs', () => {
  for (const c of CORPORA) {
    it(`${c.id}: both structs are valid, name the corpus's fields, and the plain one carries nothing but types, descriptions and required`, () => {
      for (const s of Object.values(c.structs)) {
        assert.deepEqual(validateExtractionSchema(s.schema_json), []);
        assert.deepEqual(validateAnnotations(s.annotations_json, s.schema_json), []);
        assert.deepEqual(Object.keys(s.schema_json.properties as object), c.fields);
      }
      const plain = c.structs.plain;
      assert.deepEqual(Object.keys(plain.schema_json).sort(), ['properties', 'required', 'type']);
      assert.deepEqual(plain.annotations_json, {});
      for (const p of Object.values(plain.schema_json.properties as Record<string, Record<string, unknown>>)) {
        for (const k of Object.keys(p)) assert.ok(['type', 'format', 'items', 'description'].includes(k), `plain field has ${k}`);
        assert.match(String(p.description), /^[A-Z].*\.$/);
      }
      const annotated = c.structs.annotated;
      assert.equal(typeof annotated.schema_json.title, 'string');
      for (const f of c.fields) assert.ok(((annotated.annotations_json[f] as { aliases: string[] }).aliases ?? []).length > 0, `${f} has labels`);
    });
  }

  it('picks corpora by folder name or short name', () => {
    assert.deepEqual(pickCorpora('receipts,adbuy').map((c) => c.id), ['sroie', 'adbuy']);
    assert.deepEqual(pickCorpora('nda').map((c) => c.id), ['kleister-nda']);
    assert.equal(pickCorpora().length, 4);
    assert.throws(() => pickCorpora('nope'), /unknown corpus/);
  });
});
