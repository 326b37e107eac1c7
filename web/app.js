// Structa web app: sign in, chats, uploads with live progress, extraction results, API key.
// All text from the server is rendered with textContent, never as HTML.
const $ = (sel) => document.querySelector(sel);
const state = { chat: null, stream: null, rows: new Map() };

async function api(method, url, body) {
  const opts = { method, credentials: 'same-origin', headers: {} };
  if (body instanceof FormData) opts.body = body;
  else if (body !== undefined) { opts.body = JSON.stringify(body); opts.headers['content-type'] = 'application/json'; }
  const res = await fetch(url, opts);
  const text = await res.text();
  const data = text ? JSON.parse(text) : null;
  if (!res.ok) throw Object.assign(new Error((data && data.message) || res.statusText), { status: res.status, code: data && data.code });
  return data;
}

function el(tag, props = {}, children = []) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === 'text') e.textContent = v; else if (k.startsWith('on')) e.addEventListener(k.slice(2), v); else e.setAttribute(k, v);
  }
  for (const c of children) e.append(c);
  return e;
}

function show(view) {
  $('#login-view').hidden = view !== 'login';
  $('#app-view').hidden = view !== 'app';
  $('#who').hidden = view !== 'app';
}

async function boot() {
  try {
    const me = await api('GET', '/api/v2/me/');
    $('#who-name').textContent = me.user.email;
    $('#who-org').textContent = me.organisation.name;
    show('app');
    await Promise.all([loadChats(), loadKey()]);
  } catch (e) {
    if (e.status === 401) show('login'); else throw e;
  }
}

$('#login-form').addEventListener('submit', async (ev) => {
  ev.preventDefault();
  const f = new FormData(ev.target);
  $('#login-error').textContent = '';
  try {
    await api('POST', '/api/v2/auth/login', { email: f.get('email'), password: f.get('password') });
    await boot();
  } catch (e) { $('#login-error').textContent = e.message; }
});

$('#logout').addEventListener('click', async () => {
  await api('POST', '/api/v2/auth/logout').catch(() => undefined);
  state.stream?.close();
  show('login');
});

async function loadChats() {
  const page = await api('GET', '/api/v2/chats/?page_size=100');
  const list = $('#chat-list');
  list.replaceChildren(...page.results.map((c) => el('li', { class: state.chat?.thread_id === c.thread_id ? 'active' : '' }, [
    el('button', { type: 'button', text: c.title || '(untitled)', onclick: () => openChat(c) }),
  ])));
}

$('#new-chat-form').addEventListener('submit', async (ev) => {
  ev.preventDefault();
  const title = new FormData(ev.target).get('title');
  const chat = await api('POST', '/api/v2/chats/', { title });
  ev.target.reset();
  await loadChats();
  await openChat(chat);
});

function renderRow(a) {
  state.rows.set(a.id, { ...(state.rows.get(a.id) || {}), ...a });
  const r = state.rows.get(a.id);
  let tr = document.getElementById(`att-${r.id}`);
  if (!tr) { tr = el('tr', { id: `att-${r.id}` }); $('#attachments tbody').append(tr); }
  const actions = el('td');
  actions.append(el('a', { href: `/api/v2/chats/${state.chat.thread_id}/attachments/${r.id}/download/`, text: 'Download' }));
  if (r.has_schema && r.processing_status === 'completed') {
    actions.append(' ', el('button', { type: 'button', text: 'Result', onclick: () => showExtraction(r.id) }));
  }
  tr.replaceChildren(
    el('td', { class: 'file-name', text: r.file_name }),
    el('td', { class: `status-${r.processing_status}`, text: r.processing_status }),
    el('td', { text: `${r.processing_progress}%` }),
    el('td', { text: r.processing_stage }),
    el('td', { text: String(r.page_count) }),
    actions,
  );
}

async function openChat(chat) {
  state.chat = chat;
  state.rows.clear();
  state.stream?.close();
  $('#chat-view').hidden = false;
  $('#chat-title').textContent = chat.title || '(untitled)';
  $('#attachments tbody').replaceChildren();
  $('#extraction').hidden = true;
  const page = await api('GET', `/api/v2/chats/${chat.thread_id}/attachments/?page_size=100`);
  page.results.forEach(renderRow);
  state.stream = new EventSource(`/api/v2/chats/${chat.thread_id}/events/`);
  state.stream.onmessage = async (ev) => {
    const d = JSON.parse(ev.data);
    if (!state.rows.has(d.attachment_id)) return;
    renderRow({ id: d.attachment_id, ...d });
    // a finished document has its page count and results: read it whole once
    if (d.processing_status !== 'pending') {
      renderRow(await api('GET', `/api/v2/chats/${chat.thread_id}/attachments/${d.attachment_id}/`));
    }
  };
  await loadChats();
}

$('#upload-form').addEventListener('submit', async (ev) => {
  ev.preventDefault();
  $('#upload-error').textContent = '';
  try {
    const out = await api('POST', `/api/v2/chats/${state.chat.thread_id}/attachments/`, new FormData(ev.target));
    out.created.forEach(renderRow);
    const skipped = [...out.skipped_duplicates, ...out.skipped_unsupported].map((s) => `${s.file_name}: ${s.reason}`);
    $('#upload-error').textContent = skipped.join('; ');
    ev.target.reset();
  } catch (e) { $('#upload-error').textContent = e.message; }
});

async function showExtraction(id) {
  const r = await api('GET', `/api/v2/chats/${state.chat.thread_id}/attachments/${id}/extraction/`);
  $('#extraction').textContent = JSON.stringify(r.data, null, 2);
  $('#extraction').hidden = false;
}

async function loadKey() {
  try {
    const k = await api('GET', '/api/keys/');
    $('#key-meta').textContent = k ? `Active key ${k.prefix}… created ${k.created_at}` : 'No active key';
  } catch (e) { $('#key-meta').textContent = e.status === 404 ? 'No active key' : e.message; }
}
$('#key-create').addEventListener('click', async () => {
  const k = await api('POST', '/api/keys/');
  $('#key-secret').textContent = k.key || k.secret || '';
  await loadKey();
});
$('#key-revoke').addEventListener('click', async () => {
  await api('DELETE', '/api/keys/').catch(() => undefined);
  $('#key-secret').textContent = '';
  await loadKey();
});

boot();
