/** One page of text to translate, or translated. */
export interface PageText {
  number: number;
  text: string;
}

/** How a translation ended: the translated pages, or why there are none (never thrown). */
export type TranslationResult = { ok: true; pages: PageText[] } | { ok: false; reason: string };

export interface TranslatorOptions {
  url: string;
  apiKey: string | null;
  timeoutMs: number;
  /** characters of source text per request at most (a longer page is split into pieces) */
  batchChars: number;
  /** texts per request at most */
  batchItems?: number;
  fetch?: typeof fetch;
}

export interface Translator {
  /** Translates the pages' text into `target`; progress reports the fraction done after each request. */
  translate(pages: PageText[], target: string, opts?: { signal?: AbortSignal; onProgress?: (fraction: number) => Promise<void> | void }): Promise<TranslationResult>;
}

interface Piece {
  page: number;
  text: string;
  /** what joins this piece to the next one of the same page */
  joiner: string;
}

const MAX_RESPONSE_CHARS = 50_000_000;

/** Splits a page into pieces of at most `max` characters, at line breaks, else spaces, else anywhere. */
export function splitText(text: string, max: number): { text: string; joiner: string }[] {
  const out: { text: string; joiner: string }[] = [];
  let rest = text;
  while (rest.length > max) {
    const window = rest.slice(0, max + 1);
    let at = window.lastIndexOf('\n');
    let joiner = '\n';
    if (at <= 0) {
      at = window.lastIndexOf(' ');
      joiner = ' ';
    }
    if (at <= 0) {
      // never cut a surrogate pair in half
      const cut = /[\uD800-\uDBFF]/.test(rest[max - 1]) ? max - 1 : max;
      out.push({ text: rest.slice(0, cut), joiner: '' });
      rest = rest.slice(cut);
      continue;
    }
    out.push({ text: rest.slice(0, at), joiner });
    rest = rest.slice(at + 1);
  }
  out.push({ text: rest, joiner: '' });
  return out;
}

/** Groups pieces into requests bounded by total characters and item count. */
function batches(pieces: Piece[], maxChars: number, maxItems: number): Piece[][] {
  const out: Piece[][] = [];
  let cur: Piece[] = [];
  let size = 0;
  for (const p of pieces) {
    if (cur.length > 0 && (size + p.text.length > maxChars || cur.length >= maxItems)) {
      out.push(cur);
      cur = [];
      size = 0;
    }
    cur.push(p);
    size += p.text.length;
  }
  if (cur.length > 0) out.push(cur);
  return out;
}

/** A client of a LibreTranslate-compatible service (`POST /translate`); failures come back as values. */
export function createTranslator(o: TranslatorOptions): Translator {
  const doFetch = o.fetch ?? fetch;
  const endpoint = `${o.url.replace(/\/+$/, '')}/translate`;
  const maxItems = o.batchItems ?? 100;

  async function request(texts: string[], target: string, signal?: AbortSignal): Promise<{ ok: true; texts: string[] } | { ok: false; reason: string }> {
    const body: Record<string, unknown> = { q: texts, source: 'auto', target, format: 'text' };
    if (o.apiKey) body.api_key = o.apiKey;
    const timeout = AbortSignal.timeout(o.timeoutMs);
    const both = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let res: Response;
    try {
      res = await doFetch(endpoint, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify(body), signal: both });
    } catch {
      if (timeout.aborted) return { ok: false, reason: `translator_timeout: no answer within ${o.timeoutMs} ms` };
      if (signal?.aborted) return { ok: false, reason: 'translator_aborted: the run was stopped' };
      return { ok: false, reason: 'translator_unreachable: the translation service could not be reached' };
    }
    let raw: string;
    try {
      raw = await res.text();
    } catch {
      return { ok: false, reason: 'translator_unreachable: the answer of the translation service was cut off' };
    }
    if (!res.ok) return { ok: false, reason: `translator_error: the translation service answered HTTP ${res.status}` };
    if (raw.length > MAX_RESPONSE_CHARS) return { ok: false, reason: 'translator_bad_response: the answer is too large' };
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      return { ok: false, reason: 'translator_bad_response: the answer is not JSON' };
    }
    const t = (parsed as { translatedText?: unknown } | null)?.translatedText;
    // a single text may come back as a plain string from some servers
    const list = typeof t === 'string' && texts.length === 1 ? [t] : t;
    if (!Array.isArray(list) || list.length !== texts.length || !list.every((x) => typeof x === 'string')) {
      return { ok: false, reason: 'translator_bad_response: translatedText does not match the texts sent' };
    }
    return { ok: true, texts: list as string[] };
  }

  return {
    async translate(pages, target, opts = {}) {
      const pieces: Piece[] = [];
      for (const p of pages) {
        // empty pages need no request
        if (p.text.trim() === '') continue;
        for (const s of splitText(p.text, o.batchChars)) pieces.push({ page: p.number, ...s });
      }
      const groups = batches(pieces, o.batchChars, maxItems);
      const done = new Map<Piece, string>();
      for (let i = 0; i < groups.length; i++) {
        const g = groups[i];
        const r = await request(g.map((p) => p.text), target, opts.signal);
        if (!r.ok) return r;
        g.forEach((p, k) => done.set(p, r.texts[k]));
        await opts.onProgress?.((i + 1) / groups.length);
      }
      const byPage = new Map<number, string>();
      for (const p of pieces) byPage.set(p.page, (byPage.get(p.page) ?? '') + done.get(p)! + p.joiner);
      return { ok: true, pages: pages.map((p) => ({ number: p.number, text: byPage.get(p.number) ?? '' })) };
    },
  };
}
