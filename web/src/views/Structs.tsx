import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { api, type Page, type Struct } from '../api';
import { go, href, type Route } from '../router';
import { Alert, errorText } from '../ui';
import { StructBuilder } from './StructBuilder';

/** Struct list with status filter and create; a slug in the path opens the builder. */
export function StructsPage(props: { route: Route }) {
  const slug = props.route.parts[1];
  const status = props.route.query.get('status') ?? '';
  const [items, setItems] = useState<Struct[]>([]);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(async () => {
    try {
      setItems((await api<Page<Struct>>('GET', `/api/v2/structs/?page_size=100${status ? `&status=${status}` : ''}`)).results);
    } catch (e) {
      setError(errorText(e));
    }
  }, [status]);
  useEffect(() => void load(), [load]);

  const create = async (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const name = String(new FormData(ev.currentTarget).get('name') ?? '');
    try {
      const s = await api<Struct>('POST', '/api/v2/structs/', { name });
      go(href(['structs', s.slug]));
    } catch (e) {
      setError(errorText(e));
    }
  };

  if (slug) return <StructBuilder key={slug} slug={slug} />;
  return (
    <section className="content wide">
      <div className="titlebar">
        <h1>Structs</h1>
        <form id="new-struct-form" className="inline" onSubmit={create}>
          <label className="sr-only" htmlFor="new-struct-name">New struct name</label>
          <input id="new-struct-name" name="name" placeholder="New struct name" maxLength={200} required />
          <button type="submit" className="primary">Create</button>
        </form>
      </div>
      <nav className="tabs" aria-label="Struct status">
        {[['', 'Draft and active'], ['draft', 'Draft'], ['active', 'Active'], ['archived', 'Archived']].map(([k, label]) => (
          <a key={k} href={href(['structs'], { status: k })} aria-current={status === k ? 'page' : undefined}>{label}</a>
        ))}
      </nav>
      <Alert text={error} />
      <div className="table-wrap">
        <table id="struct-list">
          <thead>
            <tr><th>Name</th><th>Status</th><th>Mode</th><th>Fields</th><th>Current version</th><th>Versions</th><th>Unpublished changes</th></tr>
          </thead>
          <tbody>
            {items.map((s) => (
              <tr key={s.id}>
                <td><a href={href(['structs', s.slug])}>{s.name}</a></td>
                <td><span className={`tag status-${s.status}`}>{s.status}</span></td>
                <td>{s.mode}</td>
                <td>{s.field_count}</td>
                <td>{s.current_version_number ? `v${s.current_version_number}` : '—'}</td>
                <td>{s.version_count}</td>
                <td>{s.has_unpublished_changes ? 'yes' : 'no'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {items.length === 0 && <p className="hint">No structs here. A struct says which values to extract from a document.</p>}
    </section>
  );
}
