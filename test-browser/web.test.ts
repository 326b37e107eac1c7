// The web app in real Chromium against a real server on the embedded database: the "Done when"
// list of the web app issue, one step per test, each saving a screenshot.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { makePdf, textPng } from '../test/helpers/recognise-fixtures.js';
import { createTestApp, type TestApp } from '../test/helpers/app.js';
import { makeOrg } from '../test/helpers/factories.js';
import { makeDocx, uploadForm } from '../test/helpers/uploads.js';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Where screenshots go: WEB_SCREENSHOTS_DIR when set (docs/img is made this way), else a temporary folder. */
const SHOTS = process.env.WEB_SCREENSHOTS_DIR || fs.mkdtempSync(path.join(os.tmpdir(), 'structa-web-shots-'));
const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const HOSTILE = '<img src=x onerror=alert(1)>.png';

type Org = Awaited<ReturnType<typeof makeOrg>>;

/** A translation service on loopback (LibreTranslate's shape): prefixes `[target] ` and upper-cases. */
async function startTranslator(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as { q: unknown; target: unknown };
      const one = (s: unknown) => `[${String(body.target)}] ${String(s).toUpperCase()}`;
      const out = Array.isArray(body.q) ? body.q.map(one) : one(body.q);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ translatedText: out }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(() => r())) };
}

describe('web app in a real browser', () => {
  let t: TestApp;
  let translator: Awaited<ReturnType<typeof startTranslator>>;
  let base: string;
  let browser: Browser;
  let ctx: BrowserContext;
  let page: Page;
  let o: Org;
  let dir: string;
  let chat = '';
  let pdfId = 0;
  const cspViolations: string[] = [];
  let dialogs = 0;
  const pageErrors: string[] = [];

  const shot = (name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
  /** Runs axe-core in the page; fails on serious or critical violations. */
  async function axe(what: string) {
    await page.evaluate(AXE);
    const v = await page.evaluate(async () => {
      const r = await (window as any).axe.run(document, { runOnly: ['wcag2a', 'wcag2aa'] });
      return r.violations.filter((x: any) => x.impact === 'serious' || x.impact === 'critical').map((x: any) => `${x.id}: ${x.nodes.map((n: any) => n.target.join(' ')).slice(0, 3).join(', ')}`);
    });
    assert.deepEqual(v, [], `accessibility violations on ${what}`);
  }
  /** JSON from the API with the page's session cookie. */
  const apiGet = (url: string) => page.evaluate(async (u) => (await fetch(u)).json(), url);

  before(async () => {
    translator = await startTranslator();
    t = await createTestApp({ CREDITS_INITIAL_GRANT: '200', TRANSLATOR_URL: translator.url }, { workers: true });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const addr = t.app.server.address();
    base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    page = await ctx.newPage();
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
    });
    page.setDefaultTimeout(20_000);
    page.on('pageerror', (e) => pageErrors.push(String(e)));
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    o = await makeOrg(t.services, { digitalUploads: true });
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'structa-web-'));
  });
  after(async () => {
    await browser?.close();
    await t?.close();
    await translator?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    console.log(`screenshots in ${SHOTS}`);
  });

  it('serves the app with a CSP without inline scripts and long-cached hashed assets', async () => {
    const res = await fetch(base + '/');
    const csp = res.headers.get('content-security-policy') ?? '';
    assert.match(csp, /script-src 'self'/);
    assert.doesNotMatch(csp, /unsafe-inline|unsafe-eval/);
    const html = await res.text();
    assert.doesNotMatch(html, /<script(?![^>]*\bsrc=)[^>]*>/, 'no inline script');
    const asset = /src="(\/app\/assets\/[^"]+\.js)"/.exec(html)![1];
    const a = await fetch(base + asset);
    assert.equal(a.status, 200);
    assert.match(a.headers.get('cache-control') ?? '', /max-age=31536000, immutable/);
    assert.equal((await fetch(base + '/app/assets/..%2Fpackage.json')).status, 404);
  });

  it('signs in', async () => {
    await page.goto(base + '/');
    await page.waitForSelector('#login-form');
    await axe('sign-in');
    await shot('sign-in');
    await page.fill('#login-form input[name=email]', o.user.email);
    await page.fill('#login-form input[name=password]', o.password);
    await page.click('#login-form button[type=submit]');
    await page.waitForSelector('#who-name');
    assert.equal(await page.textContent('#who-name'), o.user.email);
  });

  it('creates a struct in the builder, shows server problems on the field, and publishes it', async () => {
    await page.click('nav >> text=Structs');
    await page.fill('#new-struct-name', 'Invoices');
    await page.click('#new-struct-form button[type=submit]');
    await page.waitForSelector('#struct-title');
    const field = (i: number) => page.locator('.builder-grid > div:first-child > .field-list > fieldset.field-editor').nth(i);
    await page.click('.field-list.depth-0 > button.add-field');
    await field(0).locator('.f-name').fill('invoice_number');
    await field(0).locator('label:has-text("Label on documents") input').fill('Invoice number');
    await page.click('.field-list.depth-0 > button.add-field');
    await field(1).locator('.f-name').fill('total');
    await field(1).locator('.f-type').selectOption('number');
    await page.click('.field-list.depth-0 > button.add-field');
    await field(2).locator('.f-name').fill('line_items');
    await field(2).locator('.f-type').selectOption('array');
    await field(2).locator('.f-items').selectOption('object');
    await field(2).locator('.field-list.depth-1 > button.add-field').click();
    await field(2).locator('.field-list.depth-1 fieldset .f-name').fill('description');
    // a duplicate enum value: the server's problem is shown on that field
    await field(1).locator('label:has-text("Allowed values") input').fill('1, 1');
    await page.click('#save-draft');
    await page.waitForSelector('fieldset.has-problem');
    assert.equal(await page.locator('fieldset.has-problem').count(), 1);
    assert.equal(await field(1).evaluate((el) => el.classList.contains('has-problem')), true);
    await field(1).locator('label:has-text("Allowed values") input').fill('');
    assert.match((await page.textContent('#schema-view')) ?? '', /"line_items"/);
    await page.click('#publish');
    await page.fill('#publish-note', 'First version: number, total, line items');
    await page.click('dialog.confirm[open] button.primary');
    await page.waitForSelector('#versions li .version-note');
    assert.equal(await page.textContent('#versions li .version-note'), 'First version: number, total, line items');
    await page.waitForFunction(() => document.querySelector('#struct-status')?.textContent === 'active');
    await axe('struct builder');
    await shot('struct-builder');
  });

  it('uploads a PDF and a photo with that version and sees progress reach 100%; hostile names render as text', async () => {
    await page.click('nav >> text=Chats');
    await page.fill('#new-chat-title', 'March invoices');
    await page.click('#new-chat-form button[type=submit]');
    await page.waitForSelector('#chat-title').catch(async (e) => {
      await shot('failed-chat');
      throw new Error(`${e}; page errors: ${pageErrors.join(' | ')}`);
    });
    chat = decodeURIComponent(/#\/chats\/([^/?]+)/.exec(page.url())![1]);
    const pdf = path.join(dir, 'invoice.pdf');
    fs.writeFileSync(pdf, makePdf([['ACME Trading Ltd', 'Invoice number: INV-4711', 'Date: 5 March 2024', 'Total: 12.50']]));
    const photo = path.join(dir, HOSTILE);
    fs.writeFileSync(photo, textPng(['RECEIPT 881', 'Total: 7.25'], 28, [520, 160]));
    const sheet = path.join(dir, 'notes.exe');
    fs.writeFileSync(sheet, 'MZ');
    await page.selectOption('#upload-version', { label: 'Invoices — v1' });
    await page.setInputFiles('#upload-form input[type=file]', [pdf, photo, sheet]);
    await page.click('#upload-form button[type=submit]');
    await page.waitForSelector('.upload-skipped');
    assert.match((await page.textContent('.upload-skipped .note')) ?? '', /unsupported type/);
    await page.waitForFunction(() => document.querySelectorAll('#attachments tbody tr[data-status=completed]').length === 2, null, { timeout: 120_000 });
    const pcts = await page.locator('#attachments .pct').allTextContents();
    assert.deepEqual(pcts, ['100%', '100%']);
    const names = await page.locator('#attachments td.file-name').allTextContents();
    assert.ok(names.includes(HOSTILE), JSON.stringify(names));
    assert.equal(await page.locator('#attachments img[src="x"]').count(), 0);
    assert.equal(dialogs, 0);
    pdfId = Number((await page.locator('#attachments tr:has(td.file-name:text-is("invoice.pdf"))').getAttribute('id'))!.slice(4));

    // a document uploaded by another client appears through the chat's event stream
    const other = await uploadForm(t, o.auth, chat, [{ name: 'from-api.png', bytes: await sharp(textPng(['API UPLOAD 5'])).png().toBuffer() }]);
    assert.equal(other.statusCode, 201, other.body);
    await page.waitForSelector('#attachments td.file-name:text-is("from-api.png")', { timeout: 30_000 });
    await page.waitForFunction(() => document.querySelectorAll('#attachments tbody tr[data-status=completed]').length === 3, null, { timeout: 120_000 });
    await page.waitForSelector('#attachments img.thumb');
    await axe('chat');
    await shot('chat-documents');
  });

  it('opens the document, clicks a field and finds its highlight box over the cited words', async () => {
    await page.click(`#att-${pdfId} a:text("Open")`);
    await page.waitForSelector('.field-name');
    await page.waitForFunction(() => [...document.querySelectorAll('.page img')].every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0));
    const result = await apiGet(`/api/v2/chats/${chat}/attachments/${pdfId}/extraction/`);
    const f = result.fields.find((x: any) => x.path === '/invoice_number');
    assert.ok(f, JSON.stringify(result.fields));
    assert.equal(f.value, 'INV-4711');
    const c = f.citations[0];
    await page.click('#field-\\/invoice_number');
    const box = await page.waitForSelector('.box.cite');
    const pages = await apiGet(`/api/v2/chats/${chat}/attachments/${pdfId}/pages/`);
    const pg = pages.results[c.page - 1];
    const img = (await page.locator(`#page-${c.page} img`).boundingBox())!;
    const b = (await box.boundingBox())!;
    const k = img.width / pg.width;
    const expect = { x: img.x + c.bbox.x0 * k, y: img.y + c.bbox.y0 * k, w: (c.bbox.x1 - c.bbox.x0) * k, h: (c.bbox.y1 - c.bbox.y0) * k };
    for (const [got, want] of [[b.x, expect.x], [b.y, expect.y], [b.width, expect.w], [b.height, expect.h]]) assert.ok(Math.abs(got - want) < 2, JSON.stringify({ b, expect }));
    // the cited words are under the box: the recognised word boxes of that text lie inside it
    const words = pg.lines.flatMap((l: any) => l.words).filter((w: any) => c.text.includes(w.text));
    assert.ok(words.length > 0);
    for (const w of words) assert.ok(w.bbox.x0 >= c.bbox.x0 - 1 && w.bbox.x1 <= c.bbox.x1 + 1 && w.bbox.y0 >= c.bbox.y0 - 1 && w.bbox.y1 <= c.bbox.y1 + 1);
    assert.match(c.text, /INV-4711/);
    // keyboard: j moves to the next field
    await page.locator('body').press('j');
    await page.waitForSelector('.field.selected #field-\\/total');
    await axe('review');
    await shot('review-highlight');
  });

  it('corrects a value and sees it saved with the reviewer', async () => {
    await page.click('#field-\\/total');
    await page.fill('#field-value', '13.75');
    await page.click('#field-edit button[type=submit]');
    await page.waitForSelector('.saved:text("Saved")');
    await page.waitForSelector('.field.selected .tag.ok');
    assert.match((await page.textContent('.field.selected .tag.ok')) ?? '', new RegExp(o.user.email.replace(/[.+]/g, '\\$&')));
    const result = await apiGet(`/api/v2/chats/${chat}/attachments/${pdfId}/extraction/`);
    assert.equal(result.data.total, 13.75);
    const f = result.fields.find((x: any) => x.path === '/total');
    assert.equal(f.reviewed, true);
    assert.equal(f.reviewed_by.email, o.user.email);
    await shot('review-corrected');
  });

  it('searches and opens a hit at its page with the hit highlighted', async () => {
    await page.click('nav >> text=Search');
    await page.fill('#search-q', 'INV-4711');
    await page.click('#search-form button[type=submit]');
    await page.waitForSelector('#hits li');
    assert.ok((await page.locator('#hits mark').count()) > 0);
    await shot('search');
    await page.click('#hits li a.hit-link');
    await page.waitForSelector('.box.hit');
    assert.equal(await page.textContent('#doc-title'), 'invoice.pdf');
  });

  it('exports the chat as CSV', async () => {
    await page.goto(`${base}/#/chats/${encodeURIComponent(chat)}`);
    await page.waitForSelector('#export-csv');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-csv')]);
    const file = path.join(dir, 'export.csv');
    await download.saveAs(file);
    const csv = fs.readFileSync(file, 'utf8');
    assert.match(csv, /INV-4711/);
    assert.match(csv, /13\.75/);
    await shot('export-chat');
  });

  it('replaces the API key after a confirmation', async () => {
    await page.click('nav >> text=Settings');
    await page.waitForSelector('#key-meta');
    await page.click('#key-create');
    await page.waitForSelector('dialog.confirm[open]');
    assert.match((await page.textContent('dialog.confirm[open]')) ?? '', /revoked/);
    await shot('settings-confirm');
    await page.click('dialog.confirm[open] button.danger');
    await page.waitForSelector('#key-secret');
    const secret = (await page.textContent('#key-secret'))!;
    assert.match(secret, /^sk-service-/);
    const oldKey = await t.app.inject({ method: 'GET', url: '/api/v2/chats/', headers: o.auth });
    assert.equal(oldKey.statusCode, 401);
    const newKey = await t.app.inject({ method: 'GET', url: '/api/v2/chats/', headers: { authorization: `Bearer ${secret}` } });
    assert.equal(newKey.statusCode, 200);
    await page.waitForSelector('#credit-balance');
    await axe('settings');
    await shot('settings');
  });

  it('fills a field by clicking recognised text on the page and saves it with its box', async () => {
    await page.goto(`${base}/#/chats/${encodeURIComponent(chat)}/docs/${pdfId}`);
    await page.waitForSelector('.field-name');
    await page.click('#field-\\/invoice_number');
    await page.locator('body').press('l');
    const line = page.locator('.box.line[aria-label="text: Invoice number: INV-4711"]');
    const lb = (await line.boundingBox())!;
    await line.click({ position: { x: lb.width - 4, y: lb.height / 2 } });
    assert.equal(await page.inputValue('#field-value'), 'INV-4711');
    await page.click('#field-edit button[type=submit]');
    await page.waitForSelector('.field.selected .tag.ok');
    const result = await apiGet(`/api/v2/chats/${chat}/attachments/${pdfId}/extraction/`);
    const f = result.fields.find((x: any) => x.path === '/invoice_number');
    assert.equal(f.source, 'reviewed');
    assert.equal(f.citations[0].page, 1);
    assert.match(f.citations[0].text, /INV-4711/);
  });

  it('edits line items as a table', async () => {
    await page.click('.line-items button:text("Add row")');
    await page.fill('.line-items input[aria-label="description of row 1"]', 'Widget');
    await Promise.all([page.waitForResponse((r) => r.url().includes('/extraction/review/') && r.status() === 200), page.click('.line-items button:text("Save line_items")')]);
    const result = await apiGet(`/api/v2/chats/${chat}/attachments/${pdfId}/extraction/`);
    assert.deepEqual(result.data.line_items, [{ description: 'Widget' }]);
    await shot('review-line-items');
  });

  it('uploads by drag and drop and explains a duplicate; shows an Office document as text', async () => {
    await page.goto(`${base}/#/chats/${encodeURIComponent(chat)}`);
    await page.waitForSelector('#upload-form');
    const drop = async (name: string, b64: string) => {
      const dt = await page.evaluateHandle(([n, data]) => {
        const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
        const d = new DataTransfer();
        d.items.add(new File([bytes], n));
        return d;
      }, [name, b64] as const);
      await page.dispatchEvent('#upload-form', 'drop', { dataTransfer: dt });
    };
    const pdf = Buffer.from(makePdf([['Dropped file 31337']])).toString('base64');
    await drop('dropped.pdf', pdf);
    await page.waitForSelector('#attachments td.file-name:text-is("dropped.pdf")');
    await drop('again.pdf', pdf);
    await page.waitForSelector('.upload-skipped .note:has-text("same bytes")');
    await drop('notes.docx', makeDocx('Office words for the text view').toString('base64'));
    const row = page.locator('#attachments tr:has(td.file-name:text-is("notes.docx"))');
    await row.locator('a:text("Open")').click({ timeout: 120_000 });
    await page.waitForSelector('#office-text');
    assert.match((await page.textContent('#office-text')) ?? '', /Office words for the text view/);
  });

  it('shows the translation beside the original page', async () => {
    await page.goto(`${base}/#/chats/${encodeURIComponent(chat)}`);
    await page.waitForSelector('#upload-form');
    const file = path.join(dir, 'brief.pdf');
    fs.writeFileSync(file, makePdf([['Guten Tag', 'Rechnung folgt']]));
    await page.fill('#upload-form input[name=target_language]', 'en');
    await page.setInputFiles('#upload-form input[type=file]', file);
    await page.click('#upload-form button[type=submit]');
    const row = page.locator('#attachments tr:has(td.file-name:text-is("brief.pdf"))');
    await row.locator('a:text("Open")').click({ timeout: 120_000 });
    await page.waitForSelector('.page-pair .translation');
    assert.match((await page.textContent('.page-pair .translation')) ?? '', /\[en\] GUTEN TAG/);
    await page.waitForFunction(() => [...document.querySelectorAll('.page img')].every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0));
    await shot('review-translation');
  });

  it('renames and deletes a chat after a confirmation', async () => {
    await page.click('nav >> text=Chats');
    await page.fill('#new-chat-title', 'Scratch');
    await page.click('#new-chat-form button[type=submit]');
    await page.waitForSelector('#chat-title:text-is("Scratch")');
    await page.click('.titlebar button:text("Rename")');
    await page.fill('#rename-title', 'Scratch renamed');
    await page.click('.titlebar form button[type=submit]');
    await page.waitForSelector('#chat-title:text-is("Scratch renamed")');
    await page.waitForSelector('.chat-list a:text-is("Scratch renamed")');
    await page.click('button:text("Delete chat")');
    await page.waitForSelector('dialog.confirm[open]');
    await page.click('dialog.confirm[open] button.danger');
    await page.waitForFunction(() => ![...document.querySelectorAll('.chat-list a')].some((a) => a.textContent === 'Scratch renamed'));
  });

  it('publishes a second version, compares versions, deprecates, archives and restores; runs a schema test', async () => {
    await page.click('nav >> text=Structs');
    await page.click('#struct-list a:text("Invoices")');
    await page.waitForSelector('#struct-title');
    await page.click('.field-list.depth-0 > button.add-field');
    await page.locator('.builder-grid > div:first-child > .field-list > fieldset.field-editor').last().locator('.f-name').fill('currency');
    await page.click('#publish');
    await page.fill('#publish-note', 'Adds the currency');
    await page.click('dialog.confirm[open] button.primary');
    await page.waitForFunction(() => document.querySelectorAll('#versions li').length === 2);
    await page.click('button:text("Compare")');
    await page.waitForSelector('.diff-added');
    assert.match((await page.textContent('.diff-added')) ?? '', /\/currency/);
    await page.click('#versions li:last-child button:text("Deprecate")');
    await page.click('dialog.confirm[open] button.danger');
    await page.waitForSelector('#versions li:last-child .tag.warn:text("deprecated")');
    await page.click('.titlebar button:text("Archive")');
    await page.click('dialog.confirm[open] button.danger');
    await page.waitForSelector('#struct-status:text("archived")');
    await page.click('.titlebar button:text("Restore")');
    await page.waitForSelector('#struct-status:text("active")');
    await page.selectOption('section[aria-labelledby=test-h] select >> nth=0', { label: 'March invoices' });
    await page.check('section[aria-labelledby=test-h] label:has-text("invoice.pdf") input');
    await page.click('button:text("Run test")');
    await page.waitForSelector('section[aria-labelledby=test-h] table td code:text("/invoice_number")');
    await axe('struct versions and schema test');
    await shot('struct-versions');
  });

  it('sets the review threshold, and n moves to the next document needing review', async () => {
    await page.fill('#review-threshold', '1');
    await page.click('#publish');
    await page.click('dialog.confirm[open] button.primary');
    await page.waitForFunction(() => document.querySelectorAll('#versions li').length === 3);
    await page.click('nav >> text=Chats');
    await page.fill('#new-chat-title', 'Review queue');
    await page.click('#new-chat-form button[type=submit]');
    await page.waitForSelector('#chat-title:text-is("Review queue")');
    const files = ['first', 'second'].map((n) => {
      const f = path.join(dir, `${n}.pdf`);
      fs.writeFileSync(f, makePdf([[`Invoice number: Q-${n.toUpperCase()}`, 'Total: 3.00']]));
      return f;
    });
    await page.selectOption('#upload-version', { label: 'Invoices — v3' });
    await page.setInputFiles('#upload-form input[type=file]', files);
    await page.click('#upload-form button[type=submit]');
    await page.waitForFunction(() => document.querySelectorAll('#attachments tbody tr[data-status=completed]').length === 2, null, { timeout: 120_000 });
    await page.click('#attachments tr:has(td.file-name:text-is("first.pdf")) a:text("Open")');
    await page.waitForSelector('#needs-review');
    await page.locator('body').press('n');
    await page.waitForSelector('#doc-title:text-is("second.pdf")');
    await page.waitForSelector('#needs-review');
  });

  it('reprocesses and deletes selected documents in bulk after a confirmation', async () => {
    await page.click('a:text("← Chat")');
    await page.waitForSelector('#attachments tbody tr');
    await page.check('input[aria-label="Select first.pdf"]');
    await page.click('#bulk-reprocess');
    await page.click('dialog.confirm[open] button.primary');
    await page.waitForFunction(() => document.querySelectorAll('#attachments tbody tr[data-status=completed]').length === 2, null, { timeout: 120_000 });
    await page.check('input[aria-label="Select all documents"]');
    await page.click('#bulk-delete');
    await page.click('dialog.confirm[open] button.danger');
    await page.waitForFunction(() => document.querySelectorAll('#attachments tbody tr').length === 0);
  });

  it('revokes the API key after a confirmation', async () => {
    await page.click('nav >> text=Settings');
    await page.waitForSelector('#key-revoke');
    await page.click('#key-revoke');
    await page.click('dialog.confirm[open] button.danger');
    await page.waitForSelector('#key-meta:text("No active key.")');
    await page.waitForSelector('#key-create:text("Create key")');
  });

  it('works at 400 px wide', async () => {
    await page.setViewportSize({ width: 400, height: 800 });
    for (const [hash, name, sel] of [
      [`#/chats/${encodeURIComponent(chat)}`, 'narrow-chat', '#attachments'],
      [`#/chats/${encodeURIComponent(chat)}/docs/${pdfId}`, 'narrow-review', '.field-name'],
    ] as const) {
      await page.goto(`${base}/${hash}`);
      await page.waitForSelector(sel);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 1, `${name} overflows by ${overflow}px`);
      await shot(name);
    }
    await axe('narrow review');
    assert.deepEqual(cspViolations, []);
    assert.deepEqual(pageErrors, []);
    await page.click('#logout');
    await page.waitForSelector('#login-form');
  });
});
