import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { api, ApiError, attUrl, chatUrl, pageImageUrl, type Attachment, type BBox, type Extraction, type Field, type Page, type RecognisedPage } from '../api';
import { go, href, type Route } from '../router';
import { layout, nodeAt, parseValue, showValue, typeOf, type Table } from '../schema';
import { Alert, band, Confidence, errorText } from '../ui';

interface Translation {
  status: string;
  reason: string | null;
  target_language: string;
  pages: { number: number; text: string }[];
}
interface Pick {
  text: string;
  page: number;
  bbox: BBox;
}

const pct = (b: BBox, p: RecognisedPage) => ({
  left: `${(b.x0 / p.width) * 100}%`,
  top: `${(b.y0 / p.height) * 100}%`,
  width: `${((b.x1 - b.x0) / p.width) * 100}%`,
  height: `${((b.y1 - b.y0) / p.height) * 100}%`,
});

function searchTerms(q: string | null): string[] {
  if (!q) return [];
  return q
    .toLowerCase()
    .split(/[\s"]+/)
    .filter((w) => w && w !== 'or' && !w.startsWith('-'));
}

/** Side-by-side review: page images with citation boxes and the extraction with corrections. */
export function Review(props: { tid: string; id: number; route: Route }) {
  const { tid, id } = props;
  const [att, setAtt] = useState<Attachment | null>(null);
  const [pages, setPages] = useState<RecognisedPage[]>([]);
  const [result, setResult] = useState<Extraction | null>(null);
  const [resultNote, setResultNote] = useState<string | null>(null);
  const [schema, setSchema] = useState<any>(null);
  const [threshold, setThreshold] = useState(0.5);
  const [translation, setTranslation] = useState<Translation | null>(null);
  const [text, setText] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [pick, setPick] = useState<Pick | null>(null);
  const [showLines, setShowLines] = useState(false);
  const [showTranslation, setShowTranslation] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const hitPage = Number(props.route.query.get('page') ?? 0);
  const terms = useMemo(() => searchTerms(props.route.query.get('q')), [props.route.query]);

  useEffect(() => {
    setSelected(null);
    setResult(null);
    setResultNote(null);
    setTranslation(null);
    setText(null);
    (async () => {
      try {
        const a = await api<Attachment>('GET', `${attUrl(tid, id)}/`);
        setAtt(a);
        // recognised pages, 100 per request (a long document takes several)
        let p: Page<RecognisedPage> | null = await api<Page<RecognisedPage>>('GET', `${attUrl(tid, id)}/pages/?page_size=100`).catch(() => null);
        const all = [...(p?.results ?? [])];
        for (let n = 2; p?.next && n <= 20; n++) {
          p = await api<Page<RecognisedPage>>('GET', `${attUrl(tid, id)}/pages/?page_size=100&page=${n}`).catch(() => null);
          all.push(...(p?.results ?? []));
        }
        setPages(all);
        if (!all.length || all.some((x) => x.source === 'digital')) {
          api<{ text: string }>('GET', `${attUrl(tid, id)}/text/`).then((t) => setText(t.text), () => undefined);
        }
        if (a.target_language) api<Translation>('GET', `${attUrl(tid, id)}/translation/`).then(setTranslation, () => undefined);
        try {
          const r = await api<Extraction>('GET', `${attUrl(tid, id)}/extraction/`);
          setResult(r);
          const v = await api<any>('GET', `/api/v2/struct-versions/${r.struct_version_id}/`);
          setSchema(v.schema_json);
          setThreshold(v.review_threshold ?? 0.5);
        } catch (e) {
          setResultNote(e instanceof ApiError && e.code === 'extraction_not_found' ? 'No extraction: the document was uploaded without a struct version.' : errorText(e));
        }
      } catch (e) {
        setError(errorText(e));
      }
    })();
  }, [tid, id]);

  // a search hit opens the document at its page
  useEffect(() => {
    if (hitPage && pages.length) document.getElementById(`page-${hitPage}`)?.scrollIntoView({ block: 'start' });
  }, [hitPage, pages.length]);

  const fields = result?.fields ?? [];
  const byPath = useMemo(() => new Map(fields.map((f) => [f.path, f])), [fields]);
  const shape = useMemo(() => (schema ? layout(schema) : { leaves: [], tables: [] }), [schema]);
  // every scalar leaf of the schema, plus fields the result lists that the layout does not (array items)
  const order = useMemo(() => {
    const paths = shape.leaves.map((l) => l.path);
    const inTable = (p: string) => shape.tables.some((t) => p.startsWith(t.path + '/'));
    for (const f of fields) if (!paths.includes(f.path) && !inTable(f.path)) paths.push(f.path);
    return paths;
  }, [shape, fields]);
  const navigable = useMemo(() => [...order, ...fields.filter((f) => shape.tables.some((t) => f.path.startsWith(t.path + '/'))).map((f) => f.path)], [order, fields, shape]);

  const select = useCallback(
    (path: string) => {
      setSelected(path);
      setDraft(showValue(byPath.get(path)?.value));
      setPick(null);
      setSaved(null);
      const c = byPath.get(path)?.citations?.[0];
      if (c) {
        // scroll after the boxes have rendered
        requestAnimationFrame(() => document.querySelector(`.box.cite[data-page="${c.page}"]`)?.scrollIntoView({ block: 'center', behavior: 'smooth' }));
      }
    },
    [byPath],
  );

  const review = async (items: unknown[], complete?: boolean) => {
    setError(null);
    try {
      const body: Record<string, unknown> = { fields: items };
      if (complete !== undefined) body.complete = complete;
      const r = await api<Extraction>('POST', `${attUrl(tid, id)}/extraction/review/`, body);
      setResult(r);
      setSaved('Saved');
      return true;
    } catch (e) {
      setError(errorText(e));
      return false;
    }
  };

  const saveField = async (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    if (!selected || !schema) return;
    const node = nodeAt(schema, selected);
    const item: Record<string, unknown> = { path: selected, value: parseValue(draft, typeOf(node), node) };
    if (pick && pick.text === draft) Object.assign(item, { page: pick.page, bbox: pick.bbox });
    await review([item]);
  };

  const nextNeedingReview = useCallback(async () => {
    const p = await api<Page<Attachment>>('GET', `${chatUrl(tid)}/attachments/?needs_review=true&page_size=100`);
    const ids = p.results.map((a) => a.id).filter((x) => x !== id);
    const next = ids.find((x) => x > id) ?? ids[0];
    if (next) go(href(['chats', tid, 'docs', next]));
    else setSaved('No other document needs review.');
  }, [tid, id]);

  // keyboard: j/k next/previous field, e edit, n next document needing review, l lines overlay
  useEffect(() => {
    const on = (ev: KeyboardEvent) => {
      const t = ev.target as HTMLElement;
      if (ev.ctrlKey || ev.metaKey || ev.altKey || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName) || t.closest('dialog')) return;
      const i = selected ? navigable.indexOf(selected) : -1;
      if (ev.key === 'j' || ev.key === 'k') {
        if (!navigable.length) return;
        const n = ev.key === 'j' ? Math.min(navigable.length - 1, i + 1) : Math.max(0, i - 1);
        select(navigable[n]);
        document.getElementById(`field-${navigable[n]}`)?.focus();
      } else if (ev.key === 'e' && selected) {
        ev.preventDefault();
        input.current?.focus();
      } else if (ev.key === 'n') void nextNeedingReview();
      else if (ev.key === 'l') setShowLines((x) => !x);
      else return;
      ev.preventDefault();
    };
    document.addEventListener('keydown', on);
    return () => document.removeEventListener('keydown', on);
  }, [navigable, selected, select, nextNeedingReview]);

  // clicking recognised text fills the selected field: the word under the pointer, or the line with Shift
  const clickLine = (ev: MouseEvent, page: RecognisedPage, li: number) => {
    const line = page.lines[li];
    let chosen: Pick = { text: line.text, page: page.number, bbox: line.bbox };
    if (!ev.shiftKey && line.words.length) {
      const r = (ev.currentTarget as HTMLElement).getBoundingClientRect();
      const x = line.bbox.x0 + ((ev.clientX - r.left) / Math.max(1, r.width)) * (line.bbox.x1 - line.bbox.x0);
      const w = line.words.find((w) => x >= w.bbox.x0 && x <= w.bbox.x1) ?? line.words.reduce((a, b) => (Math.abs((a.bbox.x0 + a.bbox.x1) / 2 - x) < Math.abs((b.bbox.x0 + b.bbox.x1) / 2 - x) ? a : b));
      chosen = { text: w.text, page: page.number, bbox: w.bbox };
    }
    setPick(chosen);
    setDraft(chosen.text);
    if (selected) input.current?.focus();
    else setSaved(`Picked “${chosen.text}”: choose a field to put it in`);
  };

  const cited = selected ? (byPath.get(selected)?.citations ?? []) : [];
  const office = text !== null && pages.every((p) => p.source === 'digital');
  if (error && !att) return <Alert text={error} />;
  if (!att) return <p className="loading">Loading…</p>;

  return (
    <div className="review">
      <div className="titlebar">
        <a href={href(['chats', tid])}>← Chat</a>
        <h1 className="file-name" id="doc-title">{att.file_name}</h1>
        <div className="actions">
          <label className="check"><input type="checkbox" checked={showLines} onChange={(e) => setShowLines(e.target.checked)} /> Recognised lines</label>
          {translation && <label className="check"><input type="checkbox" checked={showTranslation} onChange={(e) => setShowTranslation(e.target.checked)} /> Translation</label>}
          <button type="button" onClick={() => void nextNeedingReview()}>Next needing review</button>
        </div>
      </div>
      <p className="hint keys">Keys: <kbd>j</kbd>/<kbd>k</kbd> next/previous field · <kbd>e</kbd> edit · <kbd>n</kbd> next document needing review · <kbd>l</kbd> recognised lines. Click page text to fill the chosen field (Shift: whole line).</p>
      <div className="review-grid">
        <section className="pages-col" aria-label="Pages">
          {office && <pre className="office-text" id="office-text">{text}</pre>}
          {!office &&
            pages.map((p) => {
              const tr = showTranslation ? translation?.pages.find((x) => x.number === p.number) : undefined;
              return (
                <div key={p.number} className={tr ? 'page-pair' : undefined}>
                  <figure className="page" id={`page-${p.number}`} data-width={p.width} data-height={p.height} style={{ aspectRatio: `${p.width} / ${p.height}` }}>
                    <img src={pageImageUrl(tid, id, p.number, 1400)} alt={`page ${p.number} of ${att.file_name}`} loading={p.number > 2 ? 'lazy' : undefined} />
                    {showLines &&
                      p.lines.map((l, i) => (
                        <button key={i} type="button" className="box line" style={pct(l.bbox, p)} aria-label={`text: ${l.text}`} title={l.text} onClick={(e) => clickLine(e, p, i)} />
                      ))}
                    {p.number === hitPage &&
                      terms.length > 0 &&
                      p.lines.flatMap((l) => l.words).filter((w) => terms.some((t) => w.text.toLowerCase().includes(t))).map((w, i) => <span key={`h${i}`} className="box hit" style={pct(w.bbox, p)} />)}
                    {cited
                      .filter((c) => c.page === p.number)
                      .map((c, i) => (
                        <span key={`c${i}`} className="box cite" data-page={c.page} data-x0={c.bbox.x0} data-y0={c.bbox.y0} data-x1={c.bbox.x1} data-y1={c.bbox.y1} style={pct(c.bbox, p)} title={c.text} />
                      ))}
                    {pick && pick.page === p.number && <span className="box picked" style={pct(pick.bbox, p)} />}
                    <figcaption>Page {p.number}</figcaption>
                  </figure>
                  {tr && (
                    <div className="translation" lang={translation?.target_language}>
                      <h3>Translation ({translation?.target_language})</h3>
                      <p>{tr.text}</p>
                    </div>
                  )}
                </div>
              );
            })}
          {translation && translation.status !== 'completed' && <p className="hint">Translation {translation.status}: {translation.reason}</p>}
        </section>

        <section className="fields-col" aria-label="Extraction">
          <h2>Extraction</h2>
          {resultNote && <p className="hint">{resultNote}</p>}
          {result && (
            <>
              <p className="result-state">
                {result.needs_review ? <span className="tag warn" id="needs-review">needs review</span> : <span className="tag ok">{result.reviewed ? 'reviewed' : 'no review needed'}</span>}
                {result.reviewed_by && <span className="reviewer"> last reviewed by {result.reviewed_by.email ?? 'the API key'}</span>}
              </p>
              <ul className="fields">
                {order.map((path) => (
                  <FieldRow key={path} path={path} field={byPath.get(path)} threshold={threshold} selected={selected === path} onSelect={select} />
                ))}
              </ul>
              {selected && (
                <form className="card edit" onSubmit={saveField} id="field-edit">
                  <label>
                    Value of <code>{selected}</code>
                    <input ref={input} id="field-value" value={draft} onChange={(e) => setDraft(e.target.value)} />
                  </label>
                  {pick && pick.text === draft && <p className="hint">from page {pick.page}</p>}
                  <div className="actions">
                    <button type="submit" className="primary">Save correction</button>
                    <button type="button" onClick={() => void review([{ path: selected, confirm: true }])}>Confirm value</button>
                    <button type="button" onClick={() => void review([{ path: selected, value: null }])}>No value</button>
                  </div>
                </form>
              )}
              {shape.tables.map((t) => (
                <LineItems key={t.path} table={t} rows={(nodeValue(result.data, t.path) as any[]) ?? []} byPath={byPath} onSelect={select} onSave={(v) => review([{ path: t.path, value: v }])} />
              ))}
              <div className="actions">
                <button type="button" className="primary" onClick={() => void review([], true)}>Mark document reviewed</button>
              </div>
              {result.problems.length > 0 && (
                <details>
                  <summary>{result.problems.length} problem(s)</summary>
                  <ul>{result.problems.map((p, i) => <li key={i}><code>{p.path}</code> {p.message}</li>)}</ul>
                </details>
              )}
            </>
          )}
          <p className="saved" role="status">{saved ?? ''}</p>
          <Alert text={error} />
        </section>
      </div>
    </div>
  );
}

function nodeValue(data: any, pointer: string): unknown {
  let v = data;
  for (const k of pointer.split('/').slice(1)) v = v?.[k.replace(/~1/g, '/').replace(/~0/g, '~')];
  return v;
}

function FieldRow(props: { path: string; field: Field | undefined; threshold: number; selected: boolean; onSelect: (p: string) => void }) {
  const f = props.field;
  const low = f && !f.reviewed && f.confidence < props.threshold;
  return (
    <li className={`field${props.selected ? ' selected' : ''}${f ? ` band-${band(f.confidence)}` : ' missing'}`}>
      <button type="button" className="field-name" id={`field-${props.path}`} aria-pressed={props.selected} onClick={() => props.onSelect(props.path)}>
        {props.path.slice(1).replace(/\//g, ' › ')}
      </button>
      <span className="field-value">{f && f.value !== null && f.value !== undefined ? showValue(f.value) : <em>no value</em>}</span>
      {f && <Confidence value={f.confidence} />}
      {low && <span className="tag warn">needs review</span>}
      {f?.reviewed && <span className="tag ok" title={f.reviewed_at ?? ''}>{f.source === 'entered' ? 'entered' : 'reviewed'} by {f.reviewed_by?.email ?? 'API key'}</span>}
    </li>
  );
}

/** An array-of-objects field as an editable table, saved as one whole-array correction. */
function LineItems(props: { table: Table; rows: any[]; byPath: Map<string, Field>; onSelect: (p: string) => void; onSave: (rows: unknown[]) => Promise<boolean> }) {
  const { table } = props;
  const [rows, setRows] = useState<string[][]>([]);
  // reset the edits only when the saved rows change (not on every render of the parent)
  const saved = JSON.stringify(props.rows);
  useEffect(() => {
    setRows(props.rows.map((r) => table.columns.map((c) => showValue(nodeValue(r, c.path)))));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved, table]);
  const save = () =>
    props.onSave(
      rows.map((r) => {
        const o: Record<string, unknown> = {};
        table.columns.forEach((c, i) => {
          const v = parseValue(r[i], c.type, c.node);
          if (v !== null) o[c.path.slice(1)] = v;
        });
        return o;
      }),
    );
  return (
    <div className="line-items">
      <h3>{table.title}</h3>
      <div className="table-wrap">
        <table>
          <thead>
            <tr>
              <th>#</th>
              {table.columns.map((c) => <th key={c.path}>{c.title}</th>)}
              <th><span className="sr-only">Remove</span></th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                <td>{i + 1}</td>
                {table.columns.map((c, j) => {
                  const fp = `${table.path}/${i}${c.path}`;
                  const f = props.byPath.get(fp);
                  return (
                    <td key={c.path} className={f ? `band-${band(f.confidence)}` : undefined}>
                      <input
                        aria-label={`${c.title} of row ${i + 1}`}
                        value={r[j]}
                        onFocus={() => props.onSelect(fp)}
                        onChange={(e) => setRows((old) => old.map((x, k) => (k === i ? x.map((y, m) => (m === j ? e.target.value : y)) : x)))}
                      />
                    </td>
                  );
                })}
                <td><button type="button" className="link danger" onClick={() => setRows((old) => old.filter((_, k) => k !== i))}>Remove</button></td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="actions">
        <button type="button" onClick={() => setRows((old) => [...old, table.columns.map(() => '')])}>Add row</button>
        <button type="button" className="primary" onClick={() => void save()}>Save {table.title}</button>
      </div>
    </div>
  );
}
