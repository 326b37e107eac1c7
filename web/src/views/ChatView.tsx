import { useCallback, useEffect, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { api, attUrl, chatUrl, pageImageUrl, uploadForm, type Attachment, type Page, type Struct } from '../api';
import { href } from '../router';
import { Alert, Bar, Confirm, errorText } from '../ui';

const OFFICE = new Set(['docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'csv', 'txt', 'md', 'html', 'htm']);

interface UploadItem {
  key: number;
  name: string;
  fraction: number;
  state: 'uploading' | 'done' | 'skipped' | 'error';
  note: string;
}

/** Why a file was skipped, in words; Office and text files get the digital-uploads hint. */
function skipText(name: string, reason: string): string {
  if (reason === 'duplicate') return 'skipped: this chat already holds a document with the same bytes';
  if (reason === 'too_large') return 'skipped: the file is larger than the upload limit';
  const ext = name.split('.').pop()?.toLowerCase() ?? '';
  if (OFFICE.has(ext)) return 'skipped: unsupported type — Office and text files are accepted only when digital uploads are enabled for the organisation';
  return 'skipped: unsupported type (or the content does not match the file name)';
}

/** The chat's documents with live progress from the chat's event stream, upload, and exports. */
export function ChatView(props: { tid: string }) {
  const { tid } = props;
  const [rows, setRows] = useState<Attachment[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [uploads, setUploads] = useState<UploadItem[]>([]);
  const [versions, setVersions] = useState<{ id: number; label: string }[]>([]);
  const [dragging, setDragging] = useState(false);
  const [deleting, setDeleting] = useState<Attachment | null>(null);
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const [bulk, setBulk] = useState<null | 'delete' | 'reprocess'>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const seq = useRef(0);

  const upsert = useCallback((a: Partial<Attachment> & { id: number }) => {
    setRows((old) => {
      const i = old.findIndex((r) => r.id === a.id);
      if (i < 0) return 'file_name' in a ? [...old, a as Attachment] : old;
      const next = old.slice();
      next[i] = { ...old[i], ...a };
      return next;
    });
  }, []);

  const refetch = useCallback(
    async (id: number) => {
      try {
        upsert(await api<Attachment>('GET', `${attUrl(tid, id)}/`));
      } catch {
        /* removed meanwhile */
      }
    },
    [tid, upsert],
  );

  useEffect(() => {
    let closed = false;
    const known = new Set<number>();
    api<Page<Attachment>>('GET', `${chatUrl(tid)}/attachments/?page_size=100`).then(
      (p) => {
        if (closed) return;
        p.results.forEach((a) => known.add(a.id));
        setRows(p.results);
      },
      (e) => setError(errorText(e)),
    );
    // one stream for every document of the chat, also those uploaded by other clients
    const es = new EventSource(`${chatUrl(tid)}/events/`);
    es.onmessage = (ev) => {
      const d = JSON.parse(ev.data) as { attachment_id: number; processing_status: Attachment['processing_status']; processing_progress: number; processing_stage: string };
      if (!known.has(d.attachment_id)) {
        known.add(d.attachment_id);
        void refetch(d.attachment_id);
        return;
      }
      upsert({ id: d.attachment_id, processing_status: d.processing_status, processing_progress: d.processing_progress, processing_stage: d.processing_stage });
      if (d.processing_status !== 'pending') void refetch(d.attachment_id);
    };
    return () => {
      closed = true;
      es.close();
    };
  }, [tid, upsert, refetch]);

  useEffect(() => {
    api<Page<Struct>>('GET', '/api/v2/structs/?status=active&page_size=100').then(
      (p) => setVersions(p.results.filter((s) => s.current_version && !s.current_version.deprecated).map((s) => ({ id: s.current_version!.id, label: `${s.name} — v${s.current_version!.version_number}` }))),
      () => undefined,
    );
  }, []);

  const send = async (files: File[], form: HTMLFormElement) => {
    const f = new FormData(form);
    const version = String(f.get('struct_version_id') ?? '');
    const lang = String(f.get('target_language') ?? '').trim();
    setError(null);
    // one request per file, so that each has its own upload bar
    await Promise.all(
      files.map(async (file) => {
        const key = ++seq.current;
        const set = (u: Partial<UploadItem>) => setUploads((old) => old.map((x) => (x.key === key ? { ...x, ...u } : x)));
        setUploads((old) => [...old, { key, name: file.name, fraction: 0, state: 'uploading', note: '' }]);
        const body = new FormData();
        if (version) body.append('struct_version_id', version);
        if (lang) body.append('target_language', lang);
        body.append('files', file, file.name);
        try {
          const out = await uploadForm(`${chatUrl(tid)}/attachments/`, body, (fraction) => set({ fraction }));
          for (const a of out.created as Attachment[]) upsert(a);
          const skipped = [...out.skipped_duplicates, ...out.skipped_unsupported] as { file_name: string; reason: string }[];
          if (skipped.length) set({ fraction: 1, state: 'skipped', note: skipText(file.name, skipped[0].reason) });
          else set({ fraction: 1, state: 'done', note: 'uploaded' });
        } catch (e) {
          set({ state: 'error', note: errorText(e) });
        }
      }),
    );
  };

  const submit = async (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const form = ev.currentTarget;
    const files = Array.from(fileInput.current?.files ?? []);
    if (!files.length) return setError('choose one or more files');
    await send(files, form);
    if (fileInput.current) fileInput.current.value = '';
  };
  const drop = (ev: DragEvent<HTMLFormElement>) => {
    ev.preventDefault();
    setDragging(false);
    const files = Array.from(ev.dataTransfer.files);
    if (files.length) void send(files, ev.currentTarget);
  };
  const remove = async () => {
    const a = deleting;
    setDeleting(null);
    if (!a) return;
    try {
      await api('DELETE', `${attUrl(tid, a.id)}/`);
      setRows((old) => old.filter((r) => r.id !== a.id));
    } catch (e) {
      setError(errorText(e));
    }
  };

  const runBulk = async () => {
    const kind = bulk;
    setBulk(null);
    const ids = rows.filter((r) => picked.has(r.id)).map((r) => r.id);
    const failed: string[] = [];
    for (const id of ids) {
      try {
        if (kind === 'delete') {
          await api('DELETE', `${attUrl(tid, id)}/`);
          setRows((old) => old.filter((r) => r.id !== id));
        } else {
          upsert(await api<Attachment>('POST', `${attUrl(tid, id)}/reprocess/`));
        }
      } catch (e) {
        failed.push(`${rows.find((r) => r.id === id)?.file_name ?? id}: ${errorText(e)}`);
      }
    }
    setPicked(new Set());
    setError(failed.length ? failed.join('; ') : null);
  };
  const toggle = (id: number, on: boolean) =>
    setPicked((old) => {
      const s = new Set(old);
      if (on) s.add(id);
      else s.delete(id);
      return s;
    });

  return (
    <>
      <form
        id="upload-form"
        className={`card dropzone${dragging ? ' over' : ''}`}
        onSubmit={submit}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <h2>Upload documents</h2>
        <p className="hint">Drop files here or choose them. PDFs and images always; Office and text files when digital uploads are on.</p>
        <div className="row">
          <label>Files <input ref={fileInput} type="file" name="files" multiple /></label>
          <label>
            Struct version
            <select name="struct_version_id" id="upload-version">
              <option value="">none (recognise text only)</option>
              {versions.map((v) => (
                <option key={v.id} value={v.id}>{v.label}</option>
              ))}
            </select>
          </label>
          <label>Translate to <input name="target_language" placeholder="e.g. de" maxLength={10} size={6} /></label>
          <button type="submit" className="primary">Upload</button>
        </div>
        <Alert text={error} />
        {uploads.length > 0 && (
          <ul className="uploads" aria-label="Uploads">
            {uploads.map((u) => (
              <li key={u.key} className={`upload-${u.state}`}>
                <span className="file-name">{u.name}</span>
                <Bar value={Math.round(u.fraction * 100)} label={`upload of ${u.name}`} />
                <span className="note">{u.note}</span>
              </li>
            ))}
          </ul>
        )}
      </form>

      <div className="titlebar">
        <h2>Documents</h2>
        <div className="actions">
          {picked.size > 0 && (
            <>
              <span className="hint">{picked.size} selected</span>
              <button type="button" id="bulk-reprocess" onClick={() => setBulk('reprocess')}>Reprocess</button>
              <button type="button" id="bulk-delete" className="danger" onClick={() => setBulk('delete')}>Delete</button>
            </>
          )}
          <a className="button" href={`${chatUrl(tid)}/extraction/export/?format=csv`} download id="export-csv">Export CSV</a>
          <a className="button" href={`${chatUrl(tid)}/extraction/export/?format=json`} download id="export-json">Export JSON</a>
        </div>
      </div>
      <div className="table-wrap">
        <table id="attachments">
          <thead>
            <tr>
              <th>
                <input type="checkbox" aria-label="Select all documents" checked={rows.length > 0 && picked.size === rows.length} onChange={(e) => setPicked(e.target.checked ? new Set(rows.map((r) => r.id)) : new Set())} />
              </th>
              <th>Preview</th><th>File</th><th>Status</th><th>Progress</th><th>Stage</th><th>Pages</th><th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} id={`att-${r.id}`} data-status={r.processing_status}>
                <td><input type="checkbox" aria-label={`Select ${r.file_name}`} checked={picked.has(r.id)} onChange={(e) => toggle(r.id, e.target.checked)} /></td>
                <td>
                  {r.processing_status === 'completed' && r.page_count > 0 && !OFFICE.has(r.file_type) ? (
                    <img className="thumb" src={pageImageUrl(tid, r.id, 1, 160)} alt={`first page of ${r.file_name}`} loading="lazy" />
                  ) : (
                    <span className="thumb-none" aria-hidden="true">{r.file_type.toUpperCase()}</span>
                  )}
                </td>
                <td className="file-name">{r.file_name}</td>
                <td className={`status status-${r.processing_status}`}>{r.processing_status}</td>
                <td>
                  <Bar value={r.processing_progress} label={`progress of ${r.file_name}`} /> <span className="pct">{r.processing_progress}%</span>
                </td>
                <td className={r.processing_status === 'failed' ? 'stage failure' : 'stage'}>{r.processing_stage}</td>
                <td className="pages">{r.page_count}</td>
                <td className="row-actions">
                  {r.processing_status === 'completed' && <a href={href(['chats', tid, 'docs', r.id])}>Open</a>}
                  <a href={`${attUrl(tid, r.id)}/download/`}>Download</a>
                  <button type="button" className="link danger" onClick={() => setDeleting(r)}>Delete</button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 && <p className="hint">No documents yet.</p>}
      <Confirm open={bulk !== null} title={bulk === 'delete' ? `Delete ${picked.size} document(s)?` : `Reprocess ${picked.size} document(s)?`} confirmLabel={bulk === 'delete' ? 'Delete' : 'Reprocess'} danger={bulk === 'delete'} onConfirm={runBulk} onCancel={() => setBulk(null)}>
        <p>{bulk === 'delete' ? 'The documents and their results are deleted (linked ones are only removed from this chat).' : 'The documents are processed again and billed per page; reviews of their results are kept.'}</p>
      </Confirm>
      <Confirm open={deleting !== null} title="Delete this document?" confirmLabel="Delete" danger onConfirm={remove} onCancel={() => setDeleting(null)}>
        <p>
          <span className="file-name">{deleting?.file_name}</span> {deleting?.is_linked ? 'is removed from this chat (it stays in its home chat).' : 'and its results are deleted.'}
        </p>
      </Confirm>
    </>
  );
}
