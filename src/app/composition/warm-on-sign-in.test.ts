import { describe, expect, it } from 'vitest';
import type { AuthPort } from '../../../ports/auth-port';
import type { User } from '../../../domain/user/user';
import { warmOnSignIn } from './warm-on-sign-in';

const admin: User = { id: 'u1', email: 'fotograf@example.cz', roles: ['admin'] } as User;

/** An AuthPort whose sign-in answers only when told, keeping its user on itself (as FirebaseAuth keeps its state). */
function heldAuth() {
  let answer = () => {};
  const auth = {
    user: null as User | null,
    async signIn() {
      await new Promise<void>((resolve) => (answer = resolve));
      this.user = admin;
      return admin;
    },
    currentUser() {
      return this.user;
    },
  };
  return { auth: auth as unknown as AuthPort, answer: () => answer() };
}

describe('warmOnSignIn (the desk\'s chunks load beside the sign-in)', () => {
  it('starts the warm-up when a sign-in starts, before it is answered, and keeps the port\'s own state', async () => {
    const { auth, answer } = heldAuth();
    const warmed: string[] = [];
    const port = warmOnSignIn(auth, async () => void warmed.push('desk'));
    const signingIn = port.signIn({ identifier: 'fotograf@example.cz', password: 'x' });
    expect(warmed).toEqual(['desk']);
    expect(port.currentUser()).toBeNull();
    answer();
    await expect(signingIn).resolves.toEqual(admin);
    expect(port.currentUser()).toEqual(admin);
  });

  it('signs in all the same when the warm-up fails', async () => {
    const { auth, answer } = heldAuth();
    const port = warmOnSignIn(auth, () => Promise.reject(new Error('chunk failed')));
    const signingIn = port.signIn({ identifier: 'fotograf@example.cz', password: 'x' });
    answer();
    await expect(signingIn).resolves.toEqual(admin);
  });
});
