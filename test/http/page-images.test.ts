import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { makePdf as makeTextPdf, textPng } from '../helpers/recognise-fixtures.js';
import { createTestApp, type TestApp } from '../helpers/app.js';
import { makeOrg } from '../helpers/factories.js';
import { makeChat, makeDocx, uploadForm } from '../helpers/uploads.js';
import { waitDone } from '../helpers/attachments.js';

type Org = Awaited<ReturnType<typeof makeOrg>>;
interface BBox { x0: number; y0: number; x1: number; y1: number }

/** Mean grey level (0 black - 255 white) of a box of an image given in page units. */
async function meanIn(img: Buffer, page: { width: number; height: number }, b: BBox): Promise<number> {
  const { data, info } = await sharp(img).greyscale().raw().toBuffer({ resolveWithObject: true });
  const kx = info.width / page.width;
  const ky = info.height / page.height;
  const x0 = Math.max(0, Math.floor(b.x0 * kx));
  const x1 = Math.min(info.width, Math.ceil(b.x1 * kx));
  const y0 = Math.max(0, Math.floor(b.y0 * ky));
  const y1 = Math.min(info.height, Math.ceil(b.y1 * ky));
  let sum = 0;
  let n = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) {
    sum += data[(y * info.width + x) * info.channels];
    n++;
  }
  return n ? sum / n : 255;
}

describe('page images', () => {
  let t: TestApp;
  let a: Org;
  let b: Org;
  let chatA: string;
  let chatB: string;
  let pdf: number;
  let photo: number;
  let exif: number;
  let docx: number;

  before(async () => {
    t = await createTestApp({ CREDITS_INITIAL_GRANT: '100' }, { workers: true });
    a = await makeOrg(t.services, { digitalUploads: true });
    b = await makeOrg(t.services);
    chatA = await makeChat(t, a.auth, 'pages');
    chatB = await makeChat(t, b.auth, 'other');
    // a sideways photo of text (the recogniser turns it upright) and a JPEG whose EXIF says "turn me"
    const sideways = await sharp(textPng(['ROTATED TEXT SAMPLE', 'ORDER 555 SHIPPED'])).rotate(270).png().toBuffer();
    const exifJpeg = await sharp(await sharp(textPng(['INVOICE 4711 PAID', 'TOTAL 99.50 EUR'])).rotate(270).toBuffer()).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const up = await uploadForm(t, a.auth, chatA, [
      { name: 'letter.pdf', bytes: Buffer.from(makeTextPdf([['Page image line one', 'Second line of the letter']])) },
      { name: 'photo.png', bytes: sideways },
      { name: 'exif.jpg', bytes: exifJpeg },
      { name: 'notes.docx', bytes: makeDocx('office words') },
    ]);
    assert.equal(up.statusCode, 201, up.body);
    const ids = Object.fromEntries(up.json().created.map((c: { file_name: string; id: number }) => [c.file_name, c.id]));
    [pdf, photo, exif, docx] = [ids['letter.pdf'], ids['photo.png'], ids['exif.jpg'], ids['notes.docx']];
    for (const id of [pdf, photo, exif, docx]) {
      const s = await waitDone(t.db, id, 120_000);
      assert.equal(s.processing_status, 'completed', s.processing_stage);
    }
  });
  after(async () => {
    await t?.close();
  });

  const url = (chat: string, id: number, page: number | string, q = '') => `/api/v2/chats/${chat}/attachments/${id}/pages/${page}/image/${q}`;
  const get = (o: Org, u: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: u, headers: { ...o.auth, ...headers } });
  const firstPage = async (id: number) => (await get(a, `/api/v2/chats/${chatA}/attachments/${id}/pages/`)).json().results[0];

  it('renders a PDF page as WebP (default) and PNG at the asked width, with boxes on the text', async () => {
    const page = await firstPage(pdf);
    const r = await get(a, url(chatA, pdf, 1, '?width=800'));
    assert.equal(r.statusCode, 200, r.body);
    assert.equal(r.headers['content-type'], 'image/webp');
    assert.match(String(r.headers['cache-control']), /^private/);
    const meta = await sharp(r.rawPayload).metadata();
    assert.equal(meta.width, 800);
    assert.ok(Math.abs(meta.height! / meta.width! - page.height / page.width) < 0.01);
    const png = await get(a, url(chatA, pdf, 1, '?width=400&format=png'));
    assert.equal(png.statusCode, 200);
    assert.equal(png.headers['content-type'], 'image/png');
    assert.deepEqual([...png.rawPayload.subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47]);
    // the first recognised line's box covers dark text; a margin box is blank
    assert.ok((await meanIn(png.rawPayload, page, page.lines[0].bbox)) < 235);
    assert.ok((await meanIn(png.rawPayload, page, { x0: 400, y0: 600, x1: 600, y1: 780 })) > 250);
  });

  it('turns a sideways photo and an EXIF-rotated JPEG the way the recogniser read them', async () => {
    for (const id of [photo, exif]) {
      const page = await firstPage(id);
      const r = await get(a, url(chatA, id, 1, '?format=png&width=2000'));
      assert.equal(r.statusCode, 200, r.body);
      const meta = await sharp(r.rawPayload).metadata();
      // upright: wider than tall, like the recognised page
      assert.ok(page.width > page.height, JSON.stringify([page.width, page.height, page.rotation]));
      assert.ok(Math.abs(meta.height! / meta.width! - page.height / page.width) < 0.02, JSON.stringify([meta.width, meta.height, page.width, page.height]));
      const line = page.lines[0];
      assert.ok(line, 'recognised a line');
      assert.ok((await meanIn(r.rawPayload, page, line.bbox)) < 235, `line box of ${id} is on text`);
    }
    assert.equal((await firstPage(photo)).rotation, 90);
  });

  it('answers 304 to a matching ETag', async () => {
    const r = await get(a, url(chatA, pdf, 1));
    const again = await get(a, url(chatA, pdf, 1), { 'if-none-match': String(r.headers.etag) });
    assert.equal(again.statusCode, 304);
  });

  it('refuses bad page numbers and sizes', async () => {
    const past = await get(a, url(chatA, pdf, 2));
    assert.equal(past.statusCode, 404);
    assert.equal(past.json().code, 'page_not_found');
    for (const bad of [url(chatA, pdf, 0), url(chatA, pdf, 'x'), url(chatA, pdf, -1), url(chatA, pdf, 1, '?width=5000'), url(chatA, pdf, 1, '?width=10'), url(chatA, pdf, 1, '?format=gif')]) {
      const r = await get(a, bad);
      assert.equal(r.statusCode, 400, `${bad}: ${r.body}`);
    }
  });

  it('answers 409 page_image_unavailable for Office documents', async () => {
    const r = await get(a, url(chatA, docx, 1));
    assert.equal(r.statusCode, 409);
    assert.equal(r.json().code, 'page_image_unavailable');
  });

  it('is org-scoped: other tenants get the body of an unknown id', async () => {
    const unknown = await get(a, url(chatA, 99_999_999, 1));
    assert.equal(unknown.statusCode, 404);
    for (const u of [url(chatA, pdf, 1), url(chatB, pdf, 1)]) {
      const r = await get(b, u);
      assert.equal(r.statusCode, 404);
      assert.equal(r.json().code, 'not_found');
    }
    const anon = await t.app.inject({ method: 'GET', url: url(chatA, pdf, 1) });
    assert.equal(anon.statusCode, 401);
  });
});
