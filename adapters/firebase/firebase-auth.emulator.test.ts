import 'reflect-metadata';
import { afterAll } from 'vitest';
import { FirebaseAuth } from './firebase-auth';
import { adminAuthContract } from '../../tests/contracts/admin-auth.contract';
import { createAccount, disposeWebApps, onEmulators, resetCodeFor, webStartup } from '../../tests/support/emulator-support';

if (onEmulators) {
  afterAll(disposeWebApps);
  adminAuthContract('Firebase Auth emulator', async () => ({
    auth: new FirebaseAuth(webStartup()),
    // The look-alike is a string claim plus a role field: neither may count as admin.
    createAccount: (kind) => createAccount(kind === 'admin' ? { admin: true } : { admin: 'true', role: 'admin' }),
    resetCodeFor,
  }));
}
