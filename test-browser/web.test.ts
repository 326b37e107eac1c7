import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromium, type Browser } from 'playwright-core';
import { createTestApp, type TestApp } from '../test/helpers/app.js';
import { makeOrg } from '../test/helpers/factories.js';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

describe('web app in a real browser', () => {
  let t: TestApp;
  let base: string;
  let browser: Browser;
  before(async () => {
    t = await createTestApp({}, { workers: true });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const addr = t.app.server.address();
    base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  });
  after(async () => {
    await browser?.close();
    await t?.close();
  });

  it('signs in, creates a chat, uploads a document and sees it complete; hostile names render as text', async () => {
    const o = await makeOrg(t.services, { digitalUploads: true });
    const page = await browser.newPage();
    await page.goto(base + '/');
    await page.waitForSelector('#login-view:not([hidden])');
    assert.equal(await page.isVisible('#app-view'), false, 'signed-out visitors see only the sign-in form');
    await page.fill('#login-form input[name=email]', o.user.email);
    await page.fill('#login-form input[name=password]', o.password);
    await page.click('#login-form button[type=submit]');
    await page.waitForSelector('#app-view:not([hidden])');
    assert.equal(await page.textContent('#who-name'), o.user.email);

    await page.fill('#new-chat-form input[name=title]', 'Invoices');
    await page.click('#new-chat-form button[type=submit]');
    await page.waitForSelector('#chat-view:not([hidden])');
    assert.equal(await page.textContent('#chat-title'), 'Invoices');

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'structa-web-'));
    const hostile = path.join(dir, '<img src=x onerror=alert(1)>.txt');
    fs.writeFileSync(hostile, 'Invoice number: 42\nTotal: 12.50\n');
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await page.setInputFiles('#upload-form input[type=file]', hostile);
    await page.click('#upload-form button[type=submit]');
    await page.waitForSelector('#attachments tbody tr .file-name');
    assert.equal(await page.textContent('#attachments tbody tr .file-name'), '<img src=x onerror=alert(1)>.txt');
    await page.waitForSelector('#attachments tbody tr .status-completed', { timeout: 60_000 });
    await page.waitForFunction(() => document.querySelector('#attachments tbody tr td:nth-child(5)')?.textContent === '1');
    assert.equal(await page.locator('#attachments img').count(), 0);
    assert.equal(dialogs, 0);
    await page.screenshot({ path: path.join(dir, 'chat.png') });
    fs.rmSync(dir, { recursive: true, force: true });

    await page.click('#logout');
    await page.waitForSelector('#login-view:not([hidden])');
  });
});
