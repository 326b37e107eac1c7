import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { foldWord, monthNames } from './months.js';
import { LANGUAGE_PACKS } from './registry.js';

describe('month names from the platform', () => {
  // March as printed in each language, long and short, standalone and inside a date
  const MARCH: Record<string, string[]> = {
    en: ['march', 'mar'],
    de: ['märz', 'marz', 'mär'],
    fr: ['mars'],
    nl: ['maart', 'mrt'],
    es: ['marzo', 'mar'],
    it: ['marzo', 'mar'],
    pt: ['março', 'marco', 'mar'],
    pl: ['marzec', 'marca', 'mar'],
    ms: ['mac'],
  };

  for (const [code, names] of Object.entries(MARCH)) {
    it(`knows March in ${code}`, () => {
      const months = monthNames(LANGUAGE_PACKS.get(code)!.intl_locale);
      for (const n of names) assert.equal(months.get(n), 3, `${code}: ${n}`);
      assert.equal(months.size >= 12, true);
    });
  }

  it('knows every month of a language, ending with December', () => {
    const de = monthNames('de');
    assert.equal(de.get('januar'), 1);
    assert.equal(de.get('dezember'), 12);
    assert.equal(monthNames('ms').get('ogos'), 8);
    assert.equal(monthNames('fr').get('aout'), 8);
    assert.equal(monthNames('fr').get('août'), 8);
  });

  it('leaves out the particles of a date ("de") and short fragments', () => {
    const pt = monthNames('pt');
    assert.equal(pt.has('de'), false);
    for (const k of pt.keys()) assert.ok(k.length >= 3, k);
  });

  it('is computed once per locale', () => {
    assert.equal(monthNames('it'), monthNames('it'));
  });

  it('folds case, accents and a final full stop', () => {
    assert.equal(foldWord('MÄRZ.'), 'marz');
    assert.equal(foldWord('Août'), 'aout');
  });
});
