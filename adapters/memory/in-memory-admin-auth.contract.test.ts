import 'reflect-metadata';
import { adminAuthContract } from '../../tests/contracts/admin-auth.contract';
import { InMemoryAuth } from './in-memory-auth';

let n = 0;

// The admin subset of AuthPort, as the Firebase adapter is held to it against the Auth emulator.
adminAuthContract('in-memory', async () => {
  const auth = new InMemoryAuth({});
  return {
    auth,
    async createAccount(kind) {
      const credentials = { identifier: `admin-${(n += 1)}-${Date.now().toString(36)}@example.cz`, password: 'Fotograf2027' };
      auth.addAccount({
        email: credentials.identifier,
        password: credentials.password,
        displayName: 'Fotografka',
        roles: kind === 'admin' ? ['admin'] : ['visitor'],
      });
      return credentials;
    },
    resetCodeFor: async (email) => auth.resetCodeFor(email),
  };
});
