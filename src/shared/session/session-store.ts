import type { ServiceIdentifier } from 'inversify';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { isDomainError, type ErrorCode } from '../../../domain/errors';
import type { Credentials, User } from '../../../domain/user/user';
import type { AuthPort } from '../../../ports/auth-port';
import { useService } from '../services/services-context';

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
/** The photographer's admin session (AdminAuth). */
export const ADMIN_SESSION = Symbol.for('store.AdminSession') as ServiceIdentifier<SessionStore>;
/** A couple's visitor session (VisitorAuth). */
export const VISITOR_SESSION = Symbol.for('store.VisitorSession') as ServiceIdentifier<SessionStore>;

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

export function useAdminSession<T>(selector: (state: SessionState) => T): T {
  return useStore(useService(ADMIN_SESSION), selector);
}

export function useVisitorSession<T>(selector: (state: SessionState) => T): T {
  return useStore(useService(VISITOR_SESSION), selector);
}
