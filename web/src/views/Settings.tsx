import { useCallback, useEffect, useState } from 'react';
import { api, ApiError, type Me } from '../api';
import { Alert, Confirm, errorText } from '../ui';

interface KeyMeta {
  prefix: string;
  created_at: string;
  last_used_at: string | null;
}
interface Ledger {
  balance: number;
  count: number;
  results: { id: number; amount: number; kind: string; reason: string; attachment_id: number | null; created_at: string }[];
}

const when = (s: string | null) => (s ? new Date(s).toLocaleString() : 'never');

/** Profile and sign-out, the organisation API key, credits. */
export function SettingsPage(props: { me: Me; onSignOut: () => void }) {
  const [key, setKey] = useState<KeyMeta | null | undefined>(undefined);
  const [secret, setSecret] = useState<string | null>(null);
  const [asking, setAsking] = useState<null | 'replace' | 'revoke'>(null);
  const [copied, setCopied] = useState(false);
  const [ledger, setLedger] = useState<Ledger | null>(null);
  const [error, setError] = useState<string | null>(null);
  const manager = props.me.role === 'owner' || props.me.role === 'admin';

  const loadKey = useCallback(async () => {
    try {
      setKey(await api<KeyMeta>('GET', '/api/keys/'));
    } catch (e) {
      if (e instanceof ApiError && e.status === 404) setKey(null);
      else setError(errorText(e));
    }
  }, []);
  useEffect(() => {
    if (manager) void loadKey();
    api<Ledger>('GET', '/api/v2/credits/?page_size=20').then(setLedger, (e) => setError(errorText(e)));
  }, [manager, loadKey]);

  const create = async () => {
    setAsking(null);
    setCopied(false);
    try {
      const k = await api<KeyMeta & { key: string }>('POST', '/api/keys/');
      setSecret(k.key);
      await loadKey();
    } catch (e) {
      setError(errorText(e));
    }
  };
  const revoke = async () => {
    setAsking(null);
    try {
      await api('DELETE', '/api/keys/');
      setSecret(null);
      await loadKey();
    } catch (e) {
      setError(errorText(e));
    }
  };
  const copy = async () => {
    if (!secret) return;
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
    } catch {
      setError('the clipboard is not available: select the key and copy it');
    }
  };

  return (
    <section className="content wide settings">
      <h1>Settings</h1>
      <Alert text={error} />
      <div className="card" aria-labelledby="profile-h">
        <h2 id="profile-h">Profile</h2>
        <dl>
          <dt>E-mail</dt><dd>{props.me.user.email}</dd>
          <dt>Name</dt><dd>{props.me.user.display_name || '—'}</dd>
          <dt>Organisation</dt><dd>{props.me.organisation.name} ({props.me.organisation.slug})</dd>
          <dt>Role</dt><dd>{props.me.role}</dd>
        </dl>
        <button type="button" onClick={props.onSignOut}>Sign out</button>
      </div>

      <div className="card" aria-labelledby="key-h" id="key-box">
        <h2 id="key-h">Organisation API key</h2>
        {!manager && <p className="hint">Only owners and admins manage the API key.</p>}
        {manager && key === null && <p id="key-meta">No active key.</p>}
        {manager && key && (
          <p id="key-meta">
            Active key <code>{key.prefix}…</code>, created {when(key.created_at)}, last used {when(key.last_used_at)}.
          </p>
        )}
        {secret && (
          <div className="secret" role="status">
            <p>Copy the key now: it is shown only once.</p>
            <code id="key-secret">{secret}</code> <button type="button" onClick={() => void copy()}>{copied ? 'Copied' : 'Copy'}</button>
          </div>
        )}
        {manager && (
          <div className="actions">
            <button type="button" className="primary" id="key-create" onClick={() => (key ? setAsking('replace') : void create())}>{key ? 'Replace key' : 'Create key'}</button>
            {key && <button type="button" className="danger" id="key-revoke" onClick={() => setAsking('revoke')}>Revoke</button>}
          </div>
        )}
        <Confirm open={asking === 'replace'} title="Replace the API key?" confirmLabel="Replace key" danger onConfirm={create} onCancel={() => setAsking(null)}>
          <p>The current key is revoked at once: programs using it stop working until they get the new key.</p>
        </Confirm>
        <Confirm open={asking === 'revoke'} title="Revoke the API key?" confirmLabel="Revoke" danger onConfirm={revoke} onCancel={() => setAsking(null)}>
          <p>Programs using the key stop working. You can create a new key later.</p>
        </Confirm>
      </div>

      <div className="card" aria-labelledby="credits-h">
        <h2 id="credits-h">Credits</h2>
        {ledger && (
          <>
            <p>Balance: <strong id="credit-balance">{ledger.balance}</strong></p>
            <div className="table-wrap">
              <table>
                <thead><tr><th>When</th><th>Amount</th><th>Kind</th><th>Reason</th><th>Document</th></tr></thead>
                <tbody>
                  {ledger.results.map((r) => (
                    <tr key={r.id}><td>{when(r.created_at)}</td><td className={r.amount < 0 ? 'neg' : 'pos'}>{r.amount > 0 ? `+${r.amount}` : r.amount}</td><td>{r.kind}</td><td>{r.reason}</td><td>{r.attachment_id ?? '—'}</td></tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>
    </section>
  );
}
