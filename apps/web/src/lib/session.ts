// The logged-in session (docs/spec/product-spec.md §4): token + user in localStorage, readable from React
// through useSession() and from non-React code (the tRPC link) through getSession().
import { isUsableToken, type TSessionUser, ZSessionUser } from '@pawdesk/domain/auth/auth.schema';
import { useSyncExternalStore } from 'react';

export const TOKEN_KEY = 'pawdesk.token';
export const USER_KEY = 'pawdesk.user';

export interface Session {
  token: string;
  user: TSessionUser;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: Session | null | undefined;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings); the app then simply has no session.
    return null;
  }
}

function removeStored(): void {
  const store = storage();
  store?.removeItem(TOKEN_KEY);
  store?.removeItem(USER_KEY);
}

/** Reads and checks what is stored; a token that is unusable, or a user that does not parse, clears both. */
function readStored(): Session | null {
  const store = storage();
  if (!store) return null;
  const token = store.getItem(TOKEN_KEY);
  const rawUser = store.getItem(USER_KEY);
  if (token === null && rawUser === null) return null;
  if (!isUsableToken(token)) {
    removeStored();
    return null;
  }
  let user: unknown = null;
  try {
    user = rawUser === null ? null : JSON.parse(rawUser);
  } catch {
    user = null;
  }
  const parsed = ZSessionUser.safeParse(user);
  if (!parsed.success) {
    removeStored();
    return null;
  }
  return { token, user: parsed.data };
}

function emit(): void {
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  if (cached === undefined) cached = readStored();
  return cached;
}

export function setSession(session: Session): void {
  const store = storage();
  store?.setItem(TOKEN_KEY, session.token);
  store?.setItem(USER_KEY, JSON.stringify(session.user));
  cached = session;
  emit();
}

/** Keeps the token, replaces the stored user (e.g. after auth.me reports a changed role). */
export function updateSessionUser(user: TSessionUser): void {
  const current = getSession();
  if (!current) return;
  setSession({ token: current.token, user });
}

export function clearSession(): void {
  removeStored();
  cached = null;
  emit();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab logging in or out changes this tab's session too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) {
      cached = readStored();
      emit();
    }
  });
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, getSession);
}
