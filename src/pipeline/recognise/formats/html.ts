// HTML through a tolerant tag scanner: visible text by block, headings, tables kept as
// tables; script, style and other non-content elements are dropped. One page.
import type { Page } from '../../types.js';
import { PageBuilder } from './layout.js';
import { decodeText } from './text.js';

// `head` is not skipped as a whole: a page that never closes it would lose all its text.
const SKIP = new Set(['script', 'style', 'noscript', 'template', 'title', 'svg', 'math', 'iframe', 'object', 'textarea']);
const BLOCK = new Set(['p', 'div', 'br', 'li', 'ul', 'ol', 'section', 'article', 'header', 'footer', 'main', 'nav', 'aside', 'blockquote', 'pre', 'hr', 'dt', 'dd', 'dl', 'form', 'figure', 'figcaption', 'address', 'body', 'html', 'head']);
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', copy: '©', reg: '®', euro: '€', pound: '£', mdash: '—', ndash: '–', hellip: '…' };

/** Decodes the common named and all numeric character references. */
export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const cp = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return cp > 0 && cp <= 0x10ffff ? String.fromCodePoint(cp) : '';
    }
    return Object.prototype.hasOwnProperty.call(NAMED, e.toLowerCase()) ? NAMED[e.toLowerCase()] : m;
  });
}

/** Parses an HTML document into one page. */
export function html(bytes: Uint8Array): Page[] {
  const src = decodeText(bytes);
  const pb = new PageBuilder();
  let text = '';
  let heading = 0;
  let skipUntil: string | null = null;
  const tables: Array<{ rows: string[][]; row: string[] | null; cell: string | null }> = [];
  const flush = () => {
    if (tables.length) return;
    pb.text(decodeEntities(text), heading || undefined);
    text = '';
  };
  const re = /<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<!?\/?([a-zA-Z][a-zA-Z0-9:-]*)[^>]*>|[^<]+|</g;
  for (let m = re.exec(src); m; m = re.exec(src)) {
    const tok = m[0];
    const name = m[1]?.toLowerCase();
    if (skipUntil) {
      if (name === skipUntil && tok.startsWith('</')) skipUntil = null;
      continue;
    }
    if (!name) {
      if (tok.startsWith('<!--') || tok.startsWith('<![')) continue;
      const t = tables[tables.length - 1];
      if (t?.cell != null) t.cell += tok;
      else if (!t) text += tok;
      continue;
    }
    const closing = tok.startsWith('</');
    if (!closing && SKIP.has(name) && !tok.endsWith('/>')) {
      skipUntil = name;
      continue;
    }
    if (name === 'table') {
      if (!closing) {
        flush();
        tables.push({ rows: [], row: null, cell: null });
      } else {
        const t = tables.pop();
        if (t) {
          if (t.row) t.rows.push(t.row);
          if (tables.length) tables[tables.length - 1].cell = (tables[tables.length - 1].cell ?? '') + ' ' + t.rows.map((r) => r.join(' ')).join(' ');
          else pb.table(t.rows.map((r) => r.map(decodeEntities)));
        }
      }
      continue;
    }
    const t = tables[tables.length - 1];
    if (t) {
      if (name === 'tr' && !closing) {
        if (t.row) t.rows.push(t.row);
        t.row = [];
      } else if (name === 'tr' && closing && t.row) {
        if (t.cell != null) t.row.push(t.cell);
        t.cell = null;
        t.rows.push(t.row);
        t.row = null;
      } else if ((name === 'td' || name === 'th') && !closing) {
        t.row ??= [];
        if (t.cell != null) t.row.push(t.cell);
        t.cell = '';
      } else if ((name === 'td' || name === 'th') && closing) {
        t.row ??= [];
        if (t.cell != null) t.row.push(t.cell);
        t.cell = null;
      } else if (t.cell != null && BLOCK.has(name)) t.cell += ' ';
      continue;
    }
    const h = /^h([1-6])$/.exec(name);
    if (h) {
      flush();
      heading = closing ? 0 : Number(h[1]);
      continue;
    }
    if (BLOCK.has(name)) flush();
  }
  flush();
  while (tables.length) {
    const t = tables.pop()!;
    if (t.row) t.rows.push(t.row);
    pb.table(t.rows);
  }
  return [pb.build(1)];
}
