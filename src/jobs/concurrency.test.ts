import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { laneConcurrency } from './concurrency.js';

describe('lane concurrency', () => {
  it('runs one document and one OCR job per core when memory allows, at least two documents', () => {
    assert.deepEqual(laneConcurrency({ cores: 2, totalMemoryMb: 16384 }, 1024, { documents: null, ocr: null }), { documents: 2, ocr: 2 });
    assert.deepEqual(laneConcurrency({ cores: 8, totalMemoryMb: 65536 }, 1024, { documents: null, ocr: null }), { documents: 8, ocr: 8 });
  });
  it('bounds both lanes by half the memory over the parse bound, keeping at least two documents and one OCR job', () => {
    assert.deepEqual(laneConcurrency({ cores: 8, totalMemoryMb: 4096 }, 1024, { documents: null, ocr: null }), { documents: 2, ocr: 2 });
    assert.deepEqual(laneConcurrency({ cores: 1, totalMemoryMb: 16384 }, 1024, { documents: null, ocr: null }), { documents: 2, ocr: 1 });
    assert.deepEqual(laneConcurrency({ cores: 4, totalMemoryMb: 1024 }, 1024, { documents: null, ocr: null }), { documents: 2, ocr: 1 });
  });
  it('keeps configured values', () => {
    assert.deepEqual(laneConcurrency({ cores: 2, totalMemoryMb: 16384 }, 1024, { documents: 7, ocr: 3 }), { documents: 7, ocr: 3 });
  });
});
