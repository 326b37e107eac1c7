import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sanitizeFileName } from './file-name.js';
import { normaliseTargetLanguage } from './language.js';

describe('sanitizeFileName', () => {
  it('keeps only the last path part', () => {
    assert.equal(sanitizeFileName('../../x.pdf'), 'x.pdf');
    assert.equal(sanitizeFileName('..\\..\\windows\\x.pdf'), 'x.pdf');
    assert.equal(sanitizeFileName('/etc/passwd'), 'passwd');
    assert.equal(sanitizeFileName('..'), 'file');
    assert.equal(sanitizeFileName('dir/'), 'file');
    assert.equal(sanitizeFileName(''), 'file');
  });

  it('strips control, bidi and zero-width characters', () => {
    assert.equal(sanitizeFileName('a\u0000b.pdf'), 'ab.pdf');
    assert.equal(sanitizeFileName('inv\u202Efdp.exe'), 'invfdp.exe');
    assert.equal(sanitizeFileName('x\u2066y\u2069\u200B\uFEFF.pdf'), 'xy.pdf');
    assert.equal(sanitizeFileName('line\r\nbreak.pdf'), 'linebreak.pdf');
    assert.equal(sanitizeFileName('tab\there.pdf'), 'tabhere.pdf');
    assert.equal(sanitizeFileName('  spaced   out .pdf  '), 'spaced out .pdf');
  });

  it('keeps ordinary text, including markup, as text', () => {
    assert.equal(sanitizeFileName('<img src=x onerror=alert(1)>.pdf'), '<img src=x onerror=alert(1)>.pdf');
    assert.equal(sanitizeFileName('Résumé 2024 – 東京.pdf'), 'Résumé 2024 – 東京.pdf');
    assert.equal(sanitizeFileName('A.PDF'), 'A.PDF');
  });

  it('caps the length at 255 characters keeping the extension', () => {
    const long = sanitizeFileName(`${'n'.repeat(10_000)}.pdf`);
    assert.equal(long.length, 255);
    assert.ok(long.endsWith('.pdf'));
    const emoji = sanitizeFileName(`${'😀'.repeat(300)}.png`);
    assert.equal(Array.from(emoji).length, 255);
    assert.ok(emoji.endsWith('😀.png'), 'never splits a character');
    assert.equal(sanitizeFileName('x'.repeat(300)).length, 255);
  });
});

describe('normaliseTargetLanguage', () => {
  it('accepts ISO 639-1 codes with an optional region and normalises case', () => {
    assert.equal(normaliseTargetLanguage(''), '');
    assert.equal(normaliseTargetLanguage('DE'), 'de');
    assert.equal(normaliseTargetLanguage('pt-br'), 'pt-BR');
    assert.equal(normaliseTargetLanguage('zh_TW'), 'zh-TW');
    assert.equal(normaliseTargetLanguage('es-419'), 'es-419');
  });

  it('refuses anything else', () => {
    for (const v of ['xx', 'deu', 'english', 'de-', 'de-DEU', 'de-DE-1996', '12', ' de', 'de\u0000', 'abcdefghijk']) {
      assert.equal(normaliseTargetLanguage(v), null, v);
    }
  });
});
