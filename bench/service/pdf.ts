import crypto from 'node:crypto';
import { assemblePdf } from '../../test/helpers/uploads.js';

const WORDS = 'invoice total amount due date supplier customer order number payment terms delivery address quantity price tax net gross reference account'.split(' ');

function pageContent(seed: string, page: number): string {
  const lines: string[] = [];
  for (let i = 0; i < 30; i++) {
    const h = crypto.createHash('sha256').update(`${seed}/${page}/${i}`).digest();
    const words = Array.from({ length: 8 }, (_, k) => WORDS[h[k] % WORDS.length]);
    lines.push(`BT /F1 11 Tf 60 ${760 - i * 22} Td (${words.join(' ')} ${h.readUInt16BE(9)}) Tj ET`);
  }
  return lines.join('\n');
}

/** A valid two-page PDF with a text layer of 30 lines per page; different seeds give different bytes. */
export function twoPagePdf(seed: string): Buffer {
  const c1 = pageContent(seed, 1);
  const c2 = pageContent(seed, 2);
  const objs = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 5 0 R /Resources << /Font << /F1 7 0 R >> >> >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 6 0 R /Resources << /Font << /F1 7 0 R >> >> >>',
    `<< /Length ${c1.length} >>\nstream\n${c1}\nendstream`,
    `<< /Length ${c2.length} >>\nstream\n${c2}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  return assemblePdf(objs);
}

/** A multipart/form-data body carrying files under the field `files`. */
export function multipart(files: { name: string; bytes: Buffer }[], boundary = `----bench${crypto.randomBytes(8).toString('hex')}`) {
  const parts: Buffer[] = [];
  for (const f of files) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: application/pdf\r\n\r\n`));
    parts.push(f.bytes, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
