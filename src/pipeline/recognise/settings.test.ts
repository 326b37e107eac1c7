import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { configureRecognition, int8DotProduct } from './settings.js';

describe('recognition settings', () => {
  afterEach(() => configureRecognition({ int8: 'auto' }));

  it('OCR_INT8=off keeps the float recogniser whatever the processor has', () => {
    configureRecognition({ int8: 'off' });
    assert.equal(int8DotProduct(), false);
  });

  it('auto follows the processor and gives the same answer every time', () => {
    configureRecognition({ int8: 'auto' });
    const first = int8DotProduct();
    assert.equal(typeof first, 'boolean');
    assert.equal(int8DotProduct(), first);
  });
});
