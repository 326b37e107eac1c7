import { useEffect, useState, type FormEvent, type ReactElement } from 'react';
import { api, chatUrl, type Chat, type Page } from '../api';
import { go, href, type Route } from '../router';
import { Alert, errorText } from '../ui';

interface Hit {
  attachment_id: number;
  chat_id: string | null;
  batch_id: number | null;
  file_name: string;
  chunk_index: number;
  page: number;
  page_end: number;
  snippet: string;
  rank: number;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** The server's snippet (escaped text with <mark>) as text and <mark> elements, never parsed as HTML. */
export function Snippet(props: { html: string }) {
  const parts = props.html.split(/(<mark>|<\/mark>)/);
  let marked = false;
  const out: ReactElement[] = [];
  parts.forEach((p, i) => {
    if (p === '<mark>') marked = true;
    else if (p === '</mark>') marked = false;
    else if (p) {
      const text = p.replace(/&(amp|lt|gt|quot|#39);/g, (m) => ENTITIES[m]);
      out.push(marked ? <mark key={i}>{text}</mark> : <span key={i}>{text}</span>);
    }
  });
  return <>{out}</>;
}

/** Search across the organisation or one chat; a hit opens the document at its page. */
export function SearchPage(props: { route: Route }) {
  const q = props.route.query.get('q') ?? '';
  const scope = props.route.query.get('chat') ?? '';
  const [chats, setChats] = useState<Chat[]>([]);
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [count, setCount] = useState(0);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api<Page<Chat>>('GET', '/api/v2/chats/?page_size=100').then((p) => setChats(p.results), () => undefined);
  }, []);
  useEffect(() => {
    setError(null);
    if (!q) return setHits(null);
    const url = scope ? `${chatUrl(scope)}/search/?page_size=50&q=${encodeURIComponent(q)}` : `/api/v2/search/?page_size=50&q=${encodeURIComponent(q)}`;
    api<Page<Hit>>('GET', url).then(
      (p) => {
        setHits(p.results);
        setCount(p.count);
      },
      (e) => setError(errorText(e)),
    );
  }, [q, scope]);
  const submit = (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const f = new FormData(ev.currentTarget);
    go(href(['search'], { q: String(f.get('q') ?? ''), chat: String(f.get('chat') ?? '') }));
  };
  return (
    <section className="content wide">
      <h1>Search</h1>
      <form id="search-form" className="inline" role="search" onSubmit={submit} key={`${q}|${scope}`}>
        <label className="sr-only" htmlFor="search-q">Search documents</label>
        <input id="search-q" name="q" type="search" defaultValue={q} placeholder='words, "a phrase", a or b, -word' maxLength={500} required />
        <label className="sr-only" htmlFor="search-scope">Where</label>
        <select id="search-scope" name="chat" defaultValue={scope}>
          <option value="">all chats</option>
          {chats.map((c) => <option key={c.thread_id} value={c.thread_id}>{c.title || '(untitled)'}</option>)}
        </select>
        <button type="submit" className="primary">Search</button>
      </form>
      <Alert text={error} />
      {hits && <p className="hint">{count} hit(s)</p>}
      <ol className="hits" id="hits">
        {hits?.map((h, i) => (
          <li key={i}>
            {h.chat_id !== null ? (
              <a href={href(['chats', h.chat_id, 'docs', h.attachment_id], { page: h.page, q })} className="hit-link">
                <span className="file-name">{h.file_name}</span> — page {h.page}{h.page_end !== h.page ? `–${h.page_end}` : ''}
              </a>
            ) : (
              <span className="hit-link">
                <span className="file-name">{h.file_name}</span> — page {h.page}{h.page_end !== h.page ? `–${h.page_end}` : ''} (batch {h.batch_id})
              </span>
            )}
            <p className="snippet"><Snippet html={h.snippet} /></p>
          </li>
        ))}
      </ol>
    </section>
  );
}
