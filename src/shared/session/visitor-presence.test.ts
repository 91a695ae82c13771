// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { SessionState, SessionStore } from './session-store';
import { presenceFromHint, presenceFromSession, readVisitorHint } from './visitor-presence';

function storage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map };
}

function session(): SessionStore {
  return createStore<SessionState>()(() => ({
    user: null,
    status: 'unknown',
    pending: false,
    error: null,
    signIn: () => Promise.resolve(true),
    signOut: () => Promise.resolve(),
    clearError: () => undefined,
  }));
}

const couple = { uid: 'u1', email: 'novomanzele@example.cz', displayName: null, roles: [] } as unknown as SessionState['user'];

describe('the visitor-signed-in hint', () => {
  it('is written when a couple is signed in, cleared on sign-out, and holds nothing personal', () => {
    const store = storage();
    const visitor = session();
    const presence = presenceFromSession(visitor, store);
    visitor.setState({ user: couple, status: 'ready' });
    expect(presence.getState().signedIn).toBe(true);
    expect(readVisitorHint(store)).toBe(true);
    expect([...store.map.values()].join()).not.toContain('example.cz');
    visitor.setState({ user: null });
    expect(presence.getState().signedIn).toBe(false);
    expect(readVisitorHint(store)).toBe(false);
  });

  it('is not cleared while the auth does not know yet (every visitor is signed out until it does)', () => {
    const store = storage({ 'svatebni-fotograf.visitor-signed-in.v1': '1' });
    presenceFromSession(session(), store);
    expect(readVisitorHint(store)).toBe(true);
  });

  it("a content page's presence starts signed out, as prerendered, then follows the hint", () => {
    const presence = presenceFromHint(storage({ 'svatebni-fotograf.visitor-signed-in.v1': '1' }));
    expect(presence.getInitialState().signedIn).toBe(false);
    expect(presence.getState().signedIn).toBe(true);
    expect(presenceFromHint(storage()).getState().signedIn).toBe(false);
    expect(presenceFromHint(undefined).getState().signedIn).toBe(false);
  });
});
