import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, describe, it } from 'node:test';
import { makeZip } from '../../../test/helpers/recognise-fixtures.js';
import { budgetUse } from './host/budget.js';
import { configureRecognition, RecogniseError, recognise, shutdownRecognition } from './index.js';

after(async () => {
  configureRecognition({ memoryBudgetMb: 0 });
  await shutdownRecognition();
});

/** Resident memory of the whole process (all threads), in MiB. */
function rssMiB(): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync('/proc/self/status', 'utf8'));
  return m ? Number(m[1]) / 1024 : process.memoryUsage().rss / 1048576;
}

/** A DOCX of ~120 kB whose body inflates to about 34 MB of paragraphs: more than a 48 MB heap can parse. */
function docxBomb(): Uint8Array {
  const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
  const body = `<?xml version="1.0" encoding="UTF-8"?><w:document ${W}><w:body>${'<w:p><w:r><w:t>bomb</w:t></w:r></w:p>'.repeat(1_000_000)}</w:body></w:document>`;
  return makeZip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': body });
}

describe('several parser bombs at once', () => {
  it('admits them against the memory budget: the process stays under the bound and each ends with a code', async () => {
    const memoryMb = 48;
    // each reserves 48 + 8 (young generation) + its input twice + the 256 MiB zip cap: two fit
    const budgetMb = 700;
    configureRecognition({ memoryBudgetMb: budgetMb });
    const bomb = docxBomb();
    assert.ok(bomb.length < 1_000_000);
    const base = rssMiB();
    let peak = base;
    let mostRunning = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMiB());
      mostRunning = Math.max(mostRunning, budgetUse().running);
    }, 20);
    const opts = { languages: ['eng'], maxPages: 50, maxPixels: 40_000_000, timeoutMs: 120_000, memoryMb };
    const codes = await Promise.all(
      Array.from({ length: 5 }, () =>
        recognise(bomb, 'docx', opts).then(
          () => 'ok',
          (e: unknown) => (e instanceof RecogniseError ? e.code : String(e)),
        ),
      ),
    );
    clearInterval(sampler);
    assert.deepEqual(codes, Array(5).fill('memory_limit'));
    assert.ok(mostRunning <= 2, `at most two parses fit the budget, ${mostRunning} ran at once`);
    assert.ok(peak - base < budgetMb, `the process grew by ${Math.round(peak - base)} MiB, over the ${budgetMb} MiB budget`);
    assert.deepEqual(budgetUse(), { usedMb: 0, running: 0, waiting: 0 });
  });
});
