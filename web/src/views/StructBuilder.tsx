import { useCallback, useEffect, useMemo, useState } from 'react';
import { api, ApiError, chatUrl, type Attachment, type Chat, type Page, type Struct, type VersionSummary } from '../api';
import { fieldPointers, flatten, FORMATS, fromSchema, newField, SCALARS, toSchema, TYPES, type FieldDef } from '../builder-model';
import { Alert, Confirm, errorText } from '../ui';

type Problems = Map<number, string[]>;

/** Edits a struct's draft: fields, JSON schema view, validation problems, publish, versions, tests. */
export function StructBuilder(props: { slug: string }) {
  const [struct, setStruct] = useState<Struct | null>(null);
  const [fields, setFields] = useState<FieldDef[]>([]);
  const [root, setRoot] = useState<Record<string, unknown>>({});
  const [otherHints, setOtherHints] = useState<Record<string, unknown>>({});
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [threshold, setThreshold] = useState('0.5');
  const [blackHole, setBlackHole] = useState(false);
  const [problems, setProblems] = useState<Problems>(new Map());
  const [general, setGeneral] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [asking, setAsking] = useState<null | 'publish' | 'archive'>(null);
  const [versionsKey, setVersionsKey] = useState(0);
  const [note, setNote] = useState('');

  const adopt = useCallback((s: Struct) => {
    setStruct(s);
    setName(s.name);
    setDescription(s.description);
    setThreshold(String(s.review_threshold));
    setBlackHole(Boolean(s.black_hole_enabled));
    const m = fromSchema(s.schema_json, s.annotations_json);
    setFields(m.fields);
    setRoot(m.root);
    setOtherHints(m.otherHints);
  }, []);

  useEffect(() => {
    api<Struct>('GET', `/api/v2/structs/${encodeURIComponent(props.slug)}/`).then(adopt, (e) => setError(errorText(e)));
  }, [props.slug, adopt]);

  const body = useMemo(() => toSchema(fields, root, otherHints), [fields, root, otherHints]);

  const save = async (): Promise<boolean> => {
    setError(null);
    setStatus(null);
    try {
      const s = await api<Struct>('PATCH', `/api/v2/structs/${encodeURIComponent(props.slug)}/`, { name, description, review_threshold: Number(threshold), black_hole_enabled: blackHole, ...body });
      setStruct(s);
      setProblems(new Map());
      setGeneral([]);
      setStatus('Draft saved');
      return true;
    } catch (e) {
      if (e instanceof ApiError && e.details.length) {
        // each problem goes to the field whose pointer is the longest prefix of its path
        const ptrs = fieldPointers(fields);
        const per: Problems = new Map();
        const rest: string[] = [];
        for (const d of e.details) {
          let best: { uid: number; len: number } | null = null;
          for (const [uid, p] of ptrs) {
            for (const pre of [p.schema, p.hints]) {
              if ((d.path === pre || d.path.startsWith(pre + '/')) && (!best || pre.length > best.len)) best = { uid, len: pre.length };
            }
          }
          if (best) per.set(best.uid, [...(per.get(best.uid) ?? []), d.message]);
          else rest.push(`${d.path}: ${d.message}`);
        }
        setProblems(per);
        setGeneral(rest);
      }
      setError(errorText(e));
      return false;
    }
  };

  const act = async (path: string, method = 'POST', done?: string, body?: unknown) => {
    setError(null);
    try {
      const s = await api<Struct>(method, `/api/v2/structs/${encodeURIComponent(props.slug)}/${path}`, body);
      setStruct({ ...s, schema_json: struct?.schema_json, annotations_json: struct?.annotations_json });
      setStatus(done ?? null);
      setVersionsKey((k) => k + 1);
    } catch (e) {
      setError(errorText(e));
    }
  };
  const publish = async () => {
    setAsking(null);
    if (await save()) await act('publish/', 'POST', 'Published', { note });
    setNote('');
  };

  if (!struct) return <Alert text={error} />;
  const archived = struct.status === 'archived';
  return (
    <section className="content wide builder">
      <div className="titlebar">
        <h1 id="struct-title">{struct.name}</h1>
        <span className={`tag status-${struct.status}`} id="struct-status">{struct.status}</span>
        {struct.current_version && <span className="tag">current v{struct.current_version.version_number}</span>}
        {struct.has_unpublished_changes && <span className="tag warn">unpublished changes</span>}
        <div className="actions">
          <button type="button" onClick={() => void save()} disabled={archived} id="save-draft">Save draft</button>
          <button type="button" className="primary" onClick={() => setAsking('publish')} disabled={archived} id="publish">Publish</button>
          {archived ? <button type="button" onClick={() => void act('restore/', 'POST', 'Restored')}>Restore</button> : <button type="button" className="danger" onClick={() => setAsking('archive')}>Archive</button>}
        </div>
      </div>
      <p className="saved" role="status">{status ?? ''}</p>
      <Alert text={error} />
      {general.length > 0 && <ul className="problems">{general.map((g, i) => <li key={i}>{g}</li>)}</ul>}
      <Confirm open={asking === 'publish'} title="Publish a new version?" confirmLabel="Publish" onConfirm={publish} onCancel={() => setAsking(null)}>
        <p>The draft is saved and becomes version {(struct.current_version_number ?? 0) + 1}; new uploads can pin it. Published versions never change.</p>
        <label>Version note (optional) <textarea id="publish-note" value={note} maxLength={2000} rows={2} onChange={(e) => setNote(e.target.value)} /></label>
      </Confirm>
      <Confirm open={asking === 'archive'} title="Archive this struct?" confirmLabel="Archive" danger onConfirm={() => { setAsking(null); void act('', 'DELETE', 'Archived'); }} onCancel={() => setAsking(null)}>
        <p>Its versions stay readable but can no longer be pinned on uploads. You can restore it later.</p>
      </Confirm>

      <div className="builder-grid">
        <div>
          <div className="card">
            <label>Name <input value={name} onChange={(e) => setName(e.target.value)} maxLength={200} /></label>
            <label>Description <textarea value={description} onChange={(e) => setDescription(e.target.value)} rows={2} /></label>
            <label>
              Mode
              <select value={String(root.mode ?? 'form')} onChange={(e) => setRoot({ ...root, mode: e.target.value })}>
                <option value="form">form (invoices, receipts)</option>
                <option value="document">document (contracts, long documents)</option>
              </select>
            </label>
            <label>
              Review threshold (0-1)
              <input id="review-threshold" type="number" min={0} max={1} step={0.05} value={threshold} onChange={(e) => setThreshold(e.target.value)} />
            </label>
            <label className="check"><input type="checkbox" checked={blackHole} onChange={(e) => setBlackHole(e.target.checked)} /> take part in classification</label>
          </div>
          <h2>Fields</h2>
          <FieldList fields={fields} onChange={setFields} problems={problems} depth={0} />
        </div>
        <div>
          <h2>JSON schema</h2>
          <pre className="json" id="schema-view" tabIndex={0} aria-label="JSON schema">{JSON.stringify(body.schema_json, null, 2)}</pre>
          <details>
            <summary>Annotations</summary>
            <pre className="json">{JSON.stringify(body.annotations_json, null, 2)}</pre>
          </details>
        </div>
      </div>
      <Versions key={versionsKey} slug={props.slug} onChanged={() => setVersionsKey((k) => k + 1)} />
      <SchemaTest slug={props.slug} currentVersion={struct.current_version_number} />
    </section>
  );
}

function FieldList(props: { fields: FieldDef[]; onChange: (f: FieldDef[]) => void; problems: Problems; depth: number }) {
  const { fields, onChange } = props;
  const set = (i: number, f: FieldDef) => onChange(fields.map((x, j) => (j === i ? f : x)));
  const move = (i: number, d: number) => {
    const j = i + d;
    if (j < 0 || j >= fields.length) return;
    const next = fields.slice();
    [next[i], next[j]] = [next[j], next[i]];
    onChange(next);
  };
  return (
    <div className={`field-list depth-${props.depth}`}>
      {fields.map((f, i) => (
        <FieldEditor key={f.uid} field={f} onChange={(x) => set(i, x)} onRemove={() => onChange(fields.filter((_, j) => j !== i))} onUp={() => move(i, -1)} onDown={() => move(i, 1)} problems={props.problems} depth={props.depth} />
      ))}
      <button type="button" className="add-field" onClick={() => onChange([...fields, newField(`field_${fields.length + 1}`)])}>
        Add field{props.depth ? ' here' : ''}
      </button>
    </div>
  );
}

function FieldEditor(props: { field: FieldDef; onChange: (f: FieldDef) => void; onRemove: () => void; onUp: () => void; onDown: () => void; problems: Problems; depth: number }) {
  const f = props.field;
  const up = (p: Partial<FieldDef>) => props.onChange({ ...f, ...p });
  const id = `f${f.uid}`;
  const probs = props.problems.get(f.uid) ?? [];
  const hasChildren = f.type === 'object' || (f.type === 'array' && f.itemType === 'object');
  return (
    <fieldset className={`field-editor${probs.length ? ' has-problem' : ''}`} aria-describedby={probs.length ? `${id}-problems` : undefined}>
      <legend>{f.name || 'new field'}</legend>
      <div className="row">
        <label>Name <input className="f-name" value={f.name} onChange={(e) => up({ name: e.target.value })} /></label>
        <label>
          Type
          <select className="f-type" value={f.type} onChange={(e) => up({ type: e.target.value })}>
            {TYPES.map((t) => <option key={t} value={t}>{t === 'array' ? 'array (list / table)' : t}</option>)}
          </select>
        </label>
        {f.type === 'array' && (
          <label>
            Items
            <select className="f-items" value={f.itemType} onChange={(e) => up({ itemType: e.target.value })}>
              {[...SCALARS, 'object'].map((t) => <option key={t} value={t}>{t === 'object' ? 'object (table rows)' : t}</option>)}
            </select>
          </label>
        )}
        {f.type === 'string' && (
          <label>
            Format
            <select className="f-format" value={f.format} onChange={(e) => up({ format: e.target.value })}>
              {FORMATS.map((t) => <option key={t} value={t}>{t || '(none)'}</option>)}
            </select>
          </label>
        )}
        <label className="check"><input type="checkbox" checked={f.required} onChange={(e) => up({ required: e.target.checked })} /> required</label>
        <label className="check"><input type="checkbox" checked={f.nullable} onChange={(e) => up({ nullable: e.target.checked })} /> may be null</label>
      </div>
      <div className="row">
        <label className="grow">Description <input value={f.description} onChange={(e) => up({ description: e.target.value })} /></label>
        {SCALARS.includes(f.type as any) && <label>Allowed values <input value={f.enumText} placeholder="a, b, c" onChange={(e) => up({ enumText: e.target.value })} /></label>}
      </div>
      <div className="row">
        <label>Label on documents <input value={f.label} onChange={(e) => up({ label: e.target.value })} /></label>
        <label className="grow">Examples <input value={f.examples} placeholder="INV-001; INV-002" onChange={(e) => up({ examples: e.target.value })} /></label>
      </div>
      {probs.length > 0 && (
        <ul className="problems" id={`${id}-problems`} role="alert">
          {probs.map((p, i) => <li key={i}>{p}</li>)}
        </ul>
      )}
      <div className="actions">
        <button type="button" onClick={props.onUp} aria-label={`Move ${f.name} up`}>↑</button>
        <button type="button" onClick={props.onDown} aria-label={`Move ${f.name} down`}>↓</button>
        <button type="button" className="danger" onClick={props.onRemove}>Remove</button>
      </div>
      {hasChildren && <FieldList fields={f.children} onChange={(children) => up({ children })} problems={props.problems} depth={props.depth + 1} />}
    </fieldset>
  );
}

/** Version history with deprecate and a field diff between two versions. */
function Versions(props: { slug: string; onChanged: () => void }) {
  const [versions, setVersions] = useState<VersionSummary[]>([]);
  const [a, setA] = useState(0);
  const [b, setB] = useState(0);
  const [diff, setDiff] = useState<{ kind: string; path: string; text: string }[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deprecating, setDeprecating] = useState<number | null>(null);
  const base = `/api/v2/structs/${encodeURIComponent(props.slug)}`;
  useEffect(() => {
    api<Page<VersionSummary>>('GET', `${base}/versions/?page_size=100`).then((p) => {
      setVersions(p.results);
      if (p.results.length >= 2) {
        setA(p.results[1].version_number);
        setB(p.results[0].version_number);
      }
    }, (e) => setError(errorText(e)));
  }, [base]);
  const compare = async () => {
    try {
      const [va, vb] = await Promise.all([api('GET', `${base}/versions/${a}/`), api('GET', `${base}/versions/${b}/`)]);
      const fa = flatten(va.schema_json);
      const fb = flatten(vb.schema_json);
      const out: { kind: string; path: string; text: string }[] = [];
      for (const [p, t] of fb) if (!fa.has(p)) out.push({ kind: 'added', path: p, text: t });
      for (const [p, t] of fa) if (!fb.has(p)) out.push({ kind: 'removed', path: p, text: t });
      for (const [p, t] of fb) if (fa.has(p) && fa.get(p) !== t) out.push({ kind: 'changed', path: p, text: `${fa.get(p)} → ${t}` });
      setDiff(out);
    } catch (e) {
      setError(errorText(e));
    }
  };
  const deprecate = async () => {
    const n = deprecating;
    setDeprecating(null);
    try {
      await api('POST', `${base}/versions/${n}/deprecate/`);
      props.onChanged();
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <section className="card" aria-labelledby="versions-h">
      <h2 id="versions-h">Versions</h2>
      <Alert text={error} />
      {versions.length === 0 && <p className="hint">Not published yet.</p>}
      <ul className="versions" id="versions">
        {versions.map((v) => (
          <li key={v.id}>
            <strong>v{v.version_number}</strong> · {new Date(v.created_at).toLocaleString()} · {v.field_count} fields · {v.mode}
            {v.is_current && <span className="tag ok">current</span>}
            {v.deprecated ? <span className="tag warn">deprecated</span> : <button type="button" className="link danger" onClick={() => setDeprecating(v.version_number)}>Deprecate</button>}
            <span className="hint"> id {v.id}</span>
            {v.note && <p className="version-note">{v.note}</p>}
          </li>
        ))}
      </ul>
      {versions.length >= 2 && (
        <div className="row">
          <label>From <select value={a} onChange={(e) => setA(Number(e.target.value))}>{versions.map((v) => <option key={v.id} value={v.version_number}>v{v.version_number}</option>)}</select></label>
          <label>To <select value={b} onChange={(e) => setB(Number(e.target.value))}>{versions.map((v) => <option key={v.id} value={v.version_number}>v{v.version_number}</option>)}</select></label>
          <button type="button" onClick={() => void compare()}>Compare</button>
        </div>
      )}
      {diff && (diff.length === 0 ? <p className="hint">No field differences.</p> : (
        <ul className="diff">{diff.map((d, i) => <li key={i} className={`diff-${d.kind}`}><strong>{d.kind}</strong> <code>{d.path}</code> <code className="diff-text">{d.text}</code></li>)}</ul>
      ))}
      <Confirm open={deprecating !== null} title={`Deprecate v${deprecating}?`} confirmLabel="Deprecate" danger onConfirm={deprecate} onCancel={() => setDeprecating(null)}>
        <p>A deprecated version stays readable but can no longer be pinned on uploads. This cannot be undone.</p>
      </Confirm>
    </section>
  );
}

/** Runs the draft (or a version) against chosen completed documents and shows per-field accuracy. */
function SchemaTest(props: { slug: string; currentVersion: number | null }) {
  const [chats, setChats] = useState<Chat[]>([]);
  const [tid, setTid] = useState('');
  const [docs, setDocs] = useState<Attachment[]>([]);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [version, setVersion] = useState('draft');
  const [useReviewed, setUseReviewed] = useState(true);
  const [out, setOut] = useState<any>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api<Page<Chat>>('GET', '/api/v2/chats/?page_size=100').then((p) => setChats(p.results), () => undefined);
  }, []);
  useEffect(() => {
    setChosen(new Set());
    if (!tid) return setDocs([]);
    api<Page<Attachment>>('GET', `${chatUrl(tid)}/attachments/?page_size=100`).then((p) => setDocs(p.results.filter((a) => a.processing_status === 'completed')), () => undefined);
  }, [tid]);
  const run = async () => {
    setError(null);
    try {
      const ids = [...chosen];
      const expected: Record<string, unknown> = {};
      if (useReviewed) {
        // reviewed results are the expected values
        for (const id of ids) {
          const r = await api<any>('GET', `${chatUrl(tid)}/attachments/${id}/extraction/`).catch(() => null);
          if (r?.reviewed) expected[String(id)] = r.data;
        }
      }
      const body: Record<string, unknown> = { attachment_ids: ids, version: version === 'draft' ? 'draft' : Number(version) };
      if (Object.keys(expected).length) body.expected = expected;
      setOut(await api('POST', `/api/v2/structs/${encodeURIComponent(props.slug)}/tests/`, body));
    } catch (e) {
      setError(errorText(e));
    }
  };
  const fmt = (x: number | null) => (x === null ? '—' : `${Math.round(x * 100)}%`);
  return (
    <section className="card" aria-labelledby="test-h">
      <h2 id="test-h">Schema test</h2>
      <p className="hint">Runs the extraction on completed documents (billed per page). Documents whose results were reviewed are scored against the reviewed values.</p>
      <div className="row">
        <label>Chat <select value={tid} onChange={(e) => setTid(e.target.value)}><option value="">choose…</option>{chats.map((c) => <option key={c.thread_id} value={c.thread_id}>{c.title || '(untitled)'}</option>)}</select></label>
        <label>Version <select value={version} onChange={(e) => setVersion(e.target.value)}><option value="draft">draft</option>{props.currentVersion && Array.from({ length: props.currentVersion }, (_, i) => i + 1).map((n) => <option key={n} value={n}>v{n}</option>)}</select></label>
        <label className="check"><input type="checkbox" checked={useReviewed} onChange={(e) => setUseReviewed(e.target.checked)} /> score against reviewed values</label>
      </div>
      {docs.length > 0 && (
        <fieldset>
          <legend>Documents</legend>
          {docs.map((d) => (
            <label key={d.id} className="check">
              <input type="checkbox" checked={chosen.has(d.id)} onChange={(e) => { const s = new Set(chosen); if (e.target.checked) s.add(d.id); else s.delete(d.id); setChosen(s); }} />
              <span className="file-name">{d.file_name}</span>
            </label>
          ))}
        </fieldset>
      )}
      <button type="button" onClick={() => void run()} disabled={chosen.size === 0}>Run test</button>
      <Alert text={error} />
      {out && (
        <>
          <p>Spent {out.credits_spent} credits. Overall accuracy {fmt(out.summary.accuracy)} (correct {out.summary.correct}, wrong {out.summary.wrong}, missing {out.summary.missing}, unexpected {out.summary.unexpected}).</p>
          <div className="table-wrap">
            <table>
              <thead><tr><th>Field</th><th>Accuracy</th><th>Precision</th><th>Recall</th><th>Correct</th><th>Wrong</th><th>Missing</th></tr></thead>
              <tbody>{out.per_field.map((p: any) => <tr key={p.path}><td><code>{p.path}</code></td><td>{fmt(p.accuracy)}</td><td>{fmt(p.precision)}</td><td>{fmt(p.recall)}</td><td>{p.correct}</td><td>{p.wrong}</td><td>{p.missing}</td></tr>)}</tbody>
            </table>
          </div>
          {out.attachments.map((a: any) => (
            <details key={a.attachment_id}>
              <summary>Document {a.attachment_id}: {a.fields.length} values</summary>
              <ul>{a.fields.map((f: any) => <li key={f.path}><code>{f.path}</code> {JSON.stringify(f.value)} {f.match && <span className={`tag match-${f.match}`}>{f.match}</span>}</li>)}</ul>
            </details>
          ))}
        </>
      )}
    </section>
  );
}
