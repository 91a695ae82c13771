import type { ServiceIdentifier } from 'inversify';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useService } from '../services/services-context';
import type { SessionStore } from './session-store';

/** Whether a couple is signed in, as far as the site's header needs to know (which link it shows). */
export interface VisitorPresence {
  signedIn: boolean;
}
export type VisitorPresenceStore = StoreApi<VisitorPresence>;
export const VISITOR_PRESENCE = Symbol.for('store.VisitorPresence') as ServiceIdentifier<VisitorPresenceStore>;

type HintStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Holds no personal data: only that some couple was signed in on this browser. */
const HINT_KEY = 'svatebni-fotograf.visitor-signed-in.v1';

export function readVisitorHint(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage?.getItem(HINT_KEY) === '1';
  } catch {
    return false;
  }
}

function writeVisitorHint(storage: HintStorage | undefined, signedIn: boolean): void {
  try {
    if (signedIn) storage?.setItem(HINT_KEY, '1');
    else storage?.removeItem(HINT_KEY);
  } catch {
    // Storage refused (private mode, quota): the content pages then show "Přihlásit", which still leads on.
  }
}

/**
 * The full app's presence: follows the visitor session, and keeps the hint a content page reads instead of starting
 * the visitor's auth. Written only once the auth knows (status `ready`): before that `user` is null for everyone.
 */
export function presenceFromSession(session: SessionStore, storage: HintStorage | undefined): VisitorPresenceStore {
  const presence = createStore<VisitorPresence>()(() => ({ signedIn: session.getState().user !== null }));
  const follow = ({ user, status }: { user: unknown; status: string }) => {
    presence.setState({ signedIn: user !== null });
    if (status === 'ready') writeVisitorHint(storage, user !== null);
  };
  follow(session.getState());
  session.subscribe(follow);
  return presence;
}

/**
 * A content page's presence, from the hint alone (src/app/islands). A stale hint (the session expired meanwhile)
 * only shows "Můj účet": /ucet sends a signed-out visitor to sign in. The store starts signed out, as the prerendered
 * HTML is, so the header hydrates without a mismatch (zustand hydrates from the initial state) and then shows the hint.
 */
export function presenceFromHint(storage: Pick<Storage, 'getItem'> | undefined): VisitorPresenceStore {
  const presence = createStore<VisitorPresence>()(() => ({ signedIn: false }));
  presence.setState({ signedIn: readVisitorHint(storage) });
  return presence;
}

export function useVisitorSignedIn(): boolean {
  return useStore(useService(VISITOR_PRESENCE), (s) => s.signedIn);
}
