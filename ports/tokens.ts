import type { ServiceIdentifier } from 'inversify';
import type { AppConfig } from './app-config';
import type { AuthPort } from './auth-port';
import type { BookingRepository } from './booking-repository';
import type { BuildVersionPort } from './build-version-port';
import type { ContactPort } from './contact-port';
import type { ContentBackendPort } from './content-backend-port';

/** Inversify service identifiers for the ports. Symbol.for keeps them equal across module copies (HMR, Storybook). */
export const TOKENS = {
  AppConfig: Symbol.for('AppConfig') as ServiceIdentifier<AppConfig>,
  ContentBackend: Symbol.for('ContentBackendPort') as ServiceIdentifier<ContentBackendPort>,
  Auth: Symbol.for('AuthPort') as ServiceIdentifier<AuthPort>,
  Bookings: Symbol.for('BookingRepository') as ServiceIdentifier<BookingRepository>,
  BuildVersion: Symbol.for('BuildVersionPort') as ServiceIdentifier<BuildVersionPort>,
  Contact: Symbol.for('ContactPort') as ServiceIdentifier<ContactPort>,
} as const;
