import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { makePdf } from '../../../test/helpers/recognise-fixtures.js';
import { RenderError, renderOnWorker } from './render-host.js';

describe('page drawing on a worker thread', () => {
  const pdf = makePdf([['Drawn on a worker']]);
  const limits = { timeoutMs: 20_000, memoryMb: 128 };

  it('draws a PDF page as PNG at the asked width', async () => {
    const png = await renderOnWorker({ kind: 'pdf', bytes: pdf, page: 1, width: 306, rotation: 0 }, limits);
    assert.deepEqual([...png.subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47]);
    assert.equal(Buffer.from(png).readUInt32BE(16), 306);
  });

  it('stops a drawing that runs past its time and still serves the next one', async () => {
    await assert.rejects(
      renderOnWorker({ kind: 'pdf', bytes: pdf, page: 1, width: 2000, rotation: 0 }, { timeoutMs: 1, memoryMb: 128 }),
      (e: unknown) => e instanceof RenderError && e.reason === 'timeout',
    );
    const png = await renderOnWorker({ kind: 'pdf', bytes: pdf, page: 1, width: 100, rotation: 90 }, limits);
    // to be turned a quarter afterwards: the asked width applies to the page's height
    assert.ok(Math.abs(Buffer.from(png).readUInt32BE(16) - (100 * 612) / 792) <= 1);
  });

  it('answers unreadable bytes with a RenderError', async () => {
    await assert.rejects(
      renderOnWorker({ kind: 'pdf', bytes: new TextEncoder().encode('%PDF-1.4 broken'), page: 1, width: 100, rotation: 0 }, limits),
      (e: unknown) => e instanceof RenderError && e.reason === 'unreadable',
    );
  });
});
