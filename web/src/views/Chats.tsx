import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { api, chatUrl, type Chat, type Page } from '../api';
import { go, href, type Route } from '../router';
import { Alert, Confirm, errorText } from '../ui';
import { ChatView } from './ChatView';
import { Review } from './Review';

/** Chat list with create; the chosen chat (or one of its documents) beside it. */
export function ChatsPage(props: { route: Route }) {
  const [chats, setChats] = useState<Chat[]>([]);
  const [error, setError] = useState<string | null>(null);
  const tid = props.route.parts[1];
  const docId = props.route.parts[2] === 'docs' ? Number(props.route.parts[3]) : null;

  const load = useCallback(async () => {
    try {
      setChats((await api<Page<Chat>>('GET', '/api/v2/chats/?page_size=100')).results);
    } catch (e) {
      setError(errorText(e));
    }
  }, []);
  useEffect(() => void load(), [load]);

  const create = async (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const form = ev.currentTarget;
    const title = String(new FormData(form).get('title') ?? '');
    try {
      const c = await api<Chat>('POST', '/api/v2/chats/', { title });
      form.reset();
      await load();
      go(href(['chats', c.thread_id]));
    } catch (e) {
      setError(errorText(e));
    }
  };

  if (tid && docId) return <Review tid={tid} id={docId} route={props.route} />;
  return (
    <div className="split">
      <aside className="sidebar" aria-label="Chats">
        <h2>Chats</h2>
        <form id="new-chat-form" onSubmit={create} className="inline">
          <label className="sr-only" htmlFor="new-chat-title">New chat title</label>
          <input id="new-chat-title" name="title" placeholder="New chat title" maxLength={200} required />
          <button type="submit">Create</button>
        </form>
        <Alert text={error} />
        <ul className="chat-list">
          {chats.map((c) => (
            <li key={c.thread_id}>
              <a href={href(['chats', c.thread_id])} aria-current={c.thread_id === tid ? 'page' : undefined}>{c.title || '(untitled)'}</a>
            </li>
          ))}
        </ul>
      </aside>
      <section className="content">
        {tid ? (
          <ChatHeader key={tid} tid={tid} onChanged={load} />
        ) : (
          <p className="hint">Choose a chat or create one. A chat holds documents; upload them with a struct version to extract values.</p>
        )}
      </section>
    </div>
  );
}

/** Title with rename and delete (with confirmation), then the chat's documents. */
function ChatHeader(props: { tid: string; onChanged: () => void }) {
  const [chat, setChat] = useState<Chat | null>(null);
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api<Chat>('GET', `${chatUrl(props.tid)}/`).then(setChat, (e) => setError(errorText(e)));
  }, [props.tid]);

  const rename = async (ev: FormEvent<HTMLFormElement>) => {
    ev.preventDefault();
    const title = String(new FormData(ev.currentTarget).get('title') ?? '');
    try {
      setChat(await api<Chat>('PATCH', `${chatUrl(props.tid)}/`, { title }));
      setEditing(false);
      props.onChanged();
    } catch (e) {
      setError(errorText(e));
    }
  };
  const remove = async () => {
    setAsking(false);
    try {
      await api('DELETE', `${chatUrl(props.tid)}/`);
      props.onChanged();
      go(href(['chats']));
    } catch (e) {
      setError(errorText(e));
    }
  };
  if (!chat) return <Alert text={error} />;
  return (
    <>
      <div className="titlebar">
        {editing ? (
          <form onSubmit={rename} className="inline">
            <label className="sr-only" htmlFor="rename-title">Chat title</label>
            <input id="rename-title" name="title" defaultValue={chat.title} maxLength={200} autoFocus />
            <button type="submit" className="primary">Save</button>
            <button type="button" onClick={() => setEditing(false)}>Cancel</button>
          </form>
        ) : (
          <h1 id="chat-title">{chat.title || '(untitled)'}</h1>
        )}
        <div className="actions">
          {!editing && <button type="button" onClick={() => setEditing(true)}>Rename</button>}
          <button type="button" className="danger" onClick={() => setAsking(true)}>Delete chat</button>
        </div>
      </div>
      <Alert text={error} />
      <Confirm open={asking} title="Delete this chat?" confirmLabel="Delete" danger onConfirm={remove} onCancel={() => setAsking(false)}>
        <p>The chat and the documents homed in it are deleted. This cannot be undone.</p>
      </Confirm>
      <ChatView tid={props.tid} />
    </>
  );
}
