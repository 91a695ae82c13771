import type { ServiceIdentifier } from 'inversify';
import type { ContactStore } from './contact-store';

/** The contact form's store; a token of its own, so a composition can bind it without loading its code. */
export const CONTACT_STORE = Symbol.for('store.Contact') as ServiceIdentifier<ContactStore>;
