import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Validator } from '@seriousme/openapi-schema-validator';
import { createTestApp, type TestApp } from '../helpers/app.js';

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: any;
  before(async () => {
    t = await createTestApp();
    doc = (await t.app.inject({ method: 'GET', url: '/api/schema/' })).json();
  });
  after(() => t.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    const res = await new Validator().validate(doc);
    assert.equal(res.valid, true, JSON.stringify(res.errors));
  });

  it('names every response: no "Default Response"', () => {
    const unnamed: string[] = [];
    for (const [url, ops] of Object.entries<any>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(ops)) {
        for (const [status, r] of Object.entries<any>(op.responses ?? {})) {
          if (!r.description || r.description === 'Default Response') unnamed.push(`${method.toUpperCase()} ${url} ${status}`);
        }
      }
    }
    assert.deepEqual(unnamed, []);
    assert.equal(JSON.stringify(doc).includes('Default Response'), false);
  });

  it('declares both upload body forms: JSON and multipart with files as an array of binary', () => {
    for (const url of ['/api/v2/chats/{thread_id}/attachments/', '/api/v2/kb/files/']) {
      const body = doc.paths[url].post.requestBody;
      assert.ok(body, url);
      assert.ok(body.content['application/json'].schema, url);
      const form = body.content['multipart/form-data'].schema;
      assert.equal(form.type, 'object', url);
      assert.deepEqual(form.properties.files, { type: 'array', items: { type: 'string', format: 'binary' }, description: 'one part per file, each with its file name' }, url);
      assert.ok(doc.paths[url].post.responses['507'], url);
    }
    const chat = doc.paths['/api/v2/chats/{thread_id}/attachments/'].post.requestBody.content;
    assert.deepEqual(Object.keys(chat['multipart/form-data'].schema.properties).sort(), ['files', 'struct_version_id', 'target_language']);
    assert.deepEqual(Object.keys(chat['application/json'].schema.properties).sort(), ['files', 'struct_version_id', 'target_language']);
  });
});
