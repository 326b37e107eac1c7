import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { redactUrl } from './log-redact.js';

describe('redactUrl', () => {
  it('hides credential-looking query values and keeps the rest', () => {
    assert.equal(redactUrl('/a/b/'), '/a/b/');
    assert.equal(redactUrl('/a?page=2&page_size=10'), '/a?page=2&page_size=10');
    assert.equal(redactUrl('/a?api_key=abc&page=2'), '/a?api_key=[redacted]&page=2');
    assert.equal(redactUrl('/a?x=sk-service-abcdef'), '/a?x=[redacted]');
    assert.equal(redactUrl('/a?x=eyJhbGciOi.e30.sig'), '/a?x=[redacted]');
    assert.equal(redactUrl('/a?access_token=1&sessionid=2&password=3'), '/a?access_token=[redacted]&sessionid=[redacted]&password=[redacted]');
    assert.equal(redactUrl('/a?x=%E0%A4%A'), '/a?x=%E0%A4%A');
  });
});
