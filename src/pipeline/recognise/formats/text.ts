// Plain text, Markdown and CSV. TXT and MD: a new page at each form feed, else one page.
// CSV: one page holding one table (RFC 4180 quoting).
import type { Page } from '../../types.js';
import { PageBuilder } from './layout.js';

/** Decodes UTF-8 (BOM dropped), or UTF-16 when a UTF-16 BOM is present. */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  return new TextDecoder('utf-8').decode(bytes).replace(/^\ufeff/, '');
}

function paged(text: string, each: (chunk: string, pb: PageBuilder) => void): Page[] {
  return text.split('\f').map((chunk, i) => {
    const pb = new PageBuilder();
    each(chunk, pb);
    return pb.build(i + 1);
  });
}

/** Plain text: one line box per line. */
export function txt(bytes: Uint8Array): Page[] {
  return paged(decodeText(bytes), (chunk, pb) => chunk.split(/\r?\n/).forEach((l) => pb.text(l)));
}

/** Markdown: headings keep their level, pipe tables become tables, markup is stripped. */
export function markdown(bytes: Uint8Array): Page[] {
  return paged(decodeText(bytes), (chunk, pb) => {
    const lines = chunk.split(/\r?\n/);
    for (let i = 0; i < lines.length; i++) {
      const l = lines[i];
      const h = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(l);
      if (h) {
        pb.text(inline(h[2]), h[1].length);
        continue;
      }
      if (/^\s*\|.*\|\s*$/.test(l)) {
        const rows: string[][] = [];
        while (i < lines.length && /^\s*\|.*\|\s*$/.test(lines[i])) {
          const cells = lines[i].trim().slice(1, -1).split('|').map((c) => inline(c.trim()));
          if (!cells.every((c) => /^:?-{2,}:?$/.test(c))) rows.push(cells);
          i++;
        }
        i--;
        pb.table(rows);
        continue;
      }
      pb.text(inline(l.replace(/^\s*(?:[-*+]|\d+[.)])\s+/, '').replace(/^>\s?/, '')));
    }
  });
}

function inline(s: string): string {
  return s
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__|\*|_|`)(.+?)\1/g, '$2');
}

/** Parses CSV text into rows (quotes, doubled quotes, CRLF; delimiter , ; or tab guessed). */
export function parseCsv(text: string): string[][] {
  const nl = text.indexOf('\n');
  const first = nl < 0 ? text : text.slice(0, nl);
  const counts = [',', ';', '\t'].map((d) => first.split(d).length);
  const delim = [',', ';', '\t'][counts.indexOf(Math.max(...counts))];
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { cell += '"'; i++; }
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === delim) { row.push(cell); cell = ''; }
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell); rows.push(row); row = []; cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) { row.push(cell); rows.push(row); }
  return rows;
}

/** CSV: one page with one table. */
export function csv(bytes: Uint8Array): Page[] {
  const pb = new PageBuilder();
  pb.table(parseCsv(decodeText(bytes)));
  return [pb.build(1)];
}
