import { DomainError, type ErrorCode } from '../../domain/errors';
import type { Credentials } from '../../domain/user/user';
import type { Container, ServiceIdentifier } from 'inversify';
import { TOKENS } from '../../ports/tokens';
import { memoryFake } from '../../tests/support/memory-fake';
import type { AppStoryParameters } from './app-story';

type Setup = NonNullable<AppStoryParameters['setup']>;

/** The memory profile's demo accounts (adapters/memory/demo-accounts.ts). */
export const storyAccounts = {
  admin: { identifier: 'fotograf@example.cz', password: 'Fotograf2027' },
  visitor: { identifier: 'novomanzele@example.cz', password: 'Svatba2027' },
} satisfies Record<string, Credentials>;

/** Signs in to the photographer's admin sign-in (the one admin pages check); a visitor account gets 403 there. */
export function signedInToAdminAs(credentials: Credentials): Setup {
  return async (services) => {
    await services.get(TOKENS.AdminAuth).signIn(credentials);
  };
}

/**
 * Memory fakes expose test hooks beyond their port; a story reaches one by name (on the fake itself, loaded first
 * when the memory profile binds it lazily) and fails loudly if it is gone.
 */
async function testHook<F extends (...args: never[]) => unknown>(services: Container, token: ServiceIdentifier<unknown>, name: string): Promise<F> {
  const service = await memoryFake<object>(services, token);
  const hook: unknown = Reflect.get(service, name);
  if (typeof hook !== 'function') throw new Error(`This container's adapter has no "${name}" test hook`);
  return hook.bind(service) as F;
}

/** Every content call fails as an unreachable CMS would: pages render the 500 error page. */
export const contentOffline: Setup = async (services) => {
  (await testHook<(offline: boolean) => void>(services, TOKENS.ContentBackend, 'setOffline'))(true);
};

/** The next contact message fails to send with this code. */
export function contactFailsNext(code: ErrorCode): Setup {
  return async (services) => {
    (await testHook<(code: ErrorCode) => void>(services, TOKENS.Contact, 'failNext'))(code);
  };
}

/** The next calendar feed call (loading or rotating the subscription address) fails with this code. */
export function calendarFeedFailsNext(code: ErrorCode): Setup {
  return async (services) => {
    (await testHook<(code: ErrorCode) => void>(services, TOKENS.CalendarFeed, 'failNext'))(code);
  };
}

export function inOrder(...setups: Setup[]): Setup {
  return async (services) => {
    for (const setup of setups) await setup(services);
  };
}

/** Every read of bookings fails as an unreachable database would: the desk's pages show their Czech error. */
export const bookingsOffline: Setup = (services) => {
  const offline = () => Promise.reject(new DomainError('network/unavailable'));
  Object.assign(services.get(TOKENS.Bookings), { list: offline, listDateLocks: offline, countByStatus: offline, countWithStatus: offline, get: offline });
};
