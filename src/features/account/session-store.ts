import type { ServiceIdentifier } from 'inversify';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { isDomainError, type ErrorCode } from '../../../domain/errors';
import type { Credentials, User } from '../../../domain/user/user';
import type { AuthPort } from '../../../ports/auth-port';
import { useService } from '../../app/providers/services-context';

export interface SessionState {
  user: User | null;
  status: 'unknown' | 'ready';
  pending: boolean;
  error: ErrorCode | null;
  signIn(credentials: Credentials): Promise<boolean>;
  signOut(): Promise<void>;
  clearError(): void;
}

export type SessionStore = StoreApi<SessionState>;
export const SESSION_STORE = Symbol.for('store.Session') as ServiceIdentifier<SessionStore>;

/** Session state for the UI; the AuthPort stays the source of truth and pushes changes in. */
export function createSessionStore({ auth }: { auth: AuthPort }): SessionStore {
  const store = createStore<SessionState>()((set) => ({
    user: auth.currentUser(),
    status: 'unknown',
    pending: false,
    error: null,
    async signIn(credentials) {
      set({ pending: true, error: null });
      try {
        const user = await auth.signIn(credentials);
        set({ user, pending: false });
        return true;
      } catch (error) {
        set({ pending: false, error: isDomainError(error) ? error.code : 'unknown' });
        return false;
      }
    },
    async signOut() {
      await auth.signOut();
      set({ user: null });
    },
    clearError() {
      set({ error: null });
    },
  }));
  auth.onChange((user) => store.setState({ user }));
  void auth.ready().then((user) => store.setState({ user, status: 'ready' }));
  return store;
}

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(useService(SESSION_STORE), selector);
}
