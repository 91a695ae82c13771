import 'reflect-metadata';
import { describe, expect, it, vi } from 'vitest';
import { FIREBASE_TOKENS } from '../../../adapters/firebase/firebase-tokens';
import { TOKENS } from '../../../ports/tokens';
import type { ServiceResolver } from '../../shared/services/services-context';
import { ADMIN_SESSION } from '../../shared/session/session-store';
import { createRemoteContainer } from './remote';
import { signInStageServices } from './sign-in-services';
import { createSignInStage, type SignInStage } from './sign-in-stage';

const storage = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
const env = { VITE_FIREBASE_USE_EMULATORS: 'true', VITE_FIREBASE_PROJECT_ID: 'demo-test' };
const config = { siteUrl: 'https://example.test', profile: 'emulators' as const };

describe('the sign-in stage of the remote profiles', () => {
  it('serves the sign-in page without the container and starts no Firebase until the session is asked for', () => {
    const stage = createSignInStage(env, storage);
    const ready = vi.spyOn(stage.adminAuth, 'ready');
    const loadRest = vi.fn(async () => createRemoteContainer(config, env, { strapiUrl: 'http://127.0.0.1:1337' }, storage, stage));
    const services = signInStageServices(config, stage, loadRest);
    expect(services.get(TOKENS.AppConfig)).toBe(config);
    expect(services.get(TOKENS.AdminAuth)).toBe(stage.adminAuth);
    expect(services.get(TOKENS.BuildVersion)).toBe(stage.buildVersion);
    expect(ready).not.toHaveBeenCalled();
    expect(services.get(ADMIN_SESSION)).toBe(stage.adminSession());
    expect(ready).toHaveBeenCalledTimes(1);
    expect(loadRest).not.toHaveBeenCalled();
  });

  it('hands its instances to the full container: the session begun on the sign-in page is the desk’s', async () => {
    const stage = createSignInStage(env, storage);
    const services: ServiceResolver = signInStageServices(config, stage, async (made) =>
      createRemoteContainer(config, env, { strapiUrl: 'http://127.0.0.1:1337' }, storage, made),
    );
    const session = services.get(ADMIN_SESSION);
    await services.complete?.();
    expect(await services.getAsync(FIREBASE_TOKENS.Startup)).toBe(stage.startup);
    expect(services.get(ADMIN_SESSION)).toBe(session);
    expect(services.get(TOKENS.AdminAuth)).toBe(stage.adminAuth);
    expect(services.get(TOKENS.BuildVersion)).toBe(stage.buildVersion);
    // The rest answers the ports the stage does not have (the desk's bookings, the visitors' auth).
    expect(services.get(TOKENS.BookingAdmin)).toBeTruthy();
    expect(services.get(TOKENS.VisitorAuth)).toBeTruthy();
  });

  it('a sign-in on the sign-in page loads the rest of the services beside it, and then the desk’s own warm-up', async () => {
    const stage = createSignInStage(env, storage);
    let answer: () => void = () => undefined;
    vi.spyOn(stage.adminAuth, 'signIn').mockImplementation(() => new Promise<void>((resolve) => (answer = resolve)) as never);
    const deskWarmUp = vi.fn(async () => undefined);
    const rest: ServiceResolver = { get: () => { throw new Error('not in this test'); }, getAsync: async () => { throw new Error('not in this test'); } };
    const loadRest = vi.fn(async (made: SignInStage) => {
      made.warmDesk = deskWarmUp; // as the full container does (remote.ts)
      return rest;
    });
    const services = signInStageServices(config, stage, loadRest);
    const signedIn = services.get(TOKENS.AdminAuth).signIn({ identifier: 'fotograf@example.cz', password: 'x' });
    await vi.waitFor(() => expect(deskWarmUp).toHaveBeenCalledTimes(1));
    expect(loadRest).toHaveBeenCalledTimes(1);
    answer();
    await signedIn;
  });
});
