import type { Container } from 'inversify';
import { TOKENS } from '../../../ports/tokens';
import { createContactStore, CONTACT_STORE } from '../../features/contact/contact-store';
import { createSessionStore, SESSION_STORE } from '../../features/account/session-store';

/** Stores are the same in every profile: factories that receive whatever ports the profile bound. */
export function bindStores(container: Container): void {
  container.bind(SESSION_STORE).toDynamicValue((ctx) => createSessionStore({ auth: ctx.get(TOKENS.Auth) })).inSingletonScope();
  container.bind(CONTACT_STORE).toDynamicValue((ctx) => createContactStore({ contact: ctx.get(TOKENS.Contact) })).inSingletonScope();
}
