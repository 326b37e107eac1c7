import { useCallback, useEffect, useState } from 'react';
import { api, ApiError, type Me } from './api';
import { href, useRoute } from './router';
import { SignIn } from './views/SignIn';
import { ChatsPage } from './views/Chats';
import { StructsPage } from './views/Structs';
import { SearchPage } from './views/Search';
import { SettingsPage } from './views/Settings';

/** The signed-in shell: header with navigation, then the page the hash names. */
export function App() {
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const route = useRoute();
  const load = useCallback(async () => {
    try {
      setMe(await api<Me>('GET', '/api/v2/me/'));
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) setMe(null);
      else throw e;
    }
  }, []);
  useEffect(() => void load(), [load]);

  const signOut = async () => {
    await api('POST', '/api/v2/auth/logout').catch(() => undefined);
    setMe(null);
  };

  if (me === undefined) return <p className="loading">Loading…</p>;
  if (me === null) return <SignIn onSignedIn={load} />;
  const section = route.parts[0] ?? 'chats';
  const nav = [
    ['chats', 'Chats'],
    ['structs', 'Structs'],
    ['search', 'Search'],
    ['settings', 'Settings'],
  ];
  return (
    <>
      <header className="top">
        <a className="brand" href="#/chats">Structa</a>
        <nav aria-label="Main">
          {nav.map(([k, label]) => (
            <a key={k} href={href([k])} aria-current={section === k ? 'page' : undefined}>{label}</a>
          ))}
        </nav>
        <span className="who"><span id="who-name">{me.user.email}</span> · {me.organisation.name}</span>
        <button type="button" id="logout" onClick={signOut}>Sign out</button>
      </header>
      <main id="main">
        {section === 'structs' ? <StructsPage route={route} /> : section === 'search' ? <SearchPage route={route} /> : section === 'settings' ? <SettingsPage me={me} onSignOut={signOut} /> : <ChatsPage route={route} />}
      </main>
    </>
  );
}
