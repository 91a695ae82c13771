import type { ServiceIdentifier } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import type { ServiceResolver } from '../../shared/services/services-context';
import { stagedServices } from './staged-services';

const FIRST = Symbol.for('test.First') as ServiceIdentifier<object>;
const OTHER = Symbol.for('test.Other') as ServiceIdentifier<string>;
const rest: ServiceResolver = {
  get: <T,>(token: ServiceIdentifier<T>) => (token === OTHER ? 'z kontejneru' : 'jiné') as T,
  getAsync: async <T,>(token: ServiceIdentifier<T>) => rest.get(token),
};

describe('stagedServices', () => {
  it('makes a first-stage service once, on its first get, without loading the rest', () => {
    const make = vi.fn(() => ({}));
    const loadRest = vi.fn(async () => rest);
    const services = stagedServices(new Map([[FIRST, make]]), loadRest);
    expect(make).not.toHaveBeenCalled();
    expect(services.get(FIRST)).toBe(services.get(FIRST));
    expect(make).toHaveBeenCalledTimes(1);
    expect(loadRest).not.toHaveBeenCalled();
  });

  it('refuses a synchronous get outside the first stage until the rest has loaded, then answers from it', async () => {
    const services = stagedServices(new Map(), async () => rest);
    expect(() => services.get(OTHER)).toThrow(/before the rest of the services load/);
    await services.complete?.();
    expect(services.get(OTHER)).toBe('z kontejneru');
  });

  it('loads the rest once for any number of getAsync calls, and again after a failed load', async () => {
    const loadRest = vi.fn<() => Promise<ServiceResolver>>().mockRejectedValueOnce(new Error('chunk gone')).mockResolvedValue(rest);
    const services = stagedServices(new Map(), loadRest);
    await expect(services.getAsync(OTHER)).rejects.toThrow('chunk gone');
    await expect(Promise.all([services.getAsync(OTHER), services.getAsync(OTHER), services.complete?.()])).resolves.toEqual([
      'z kontejneru',
      'z kontejneru',
      undefined,
    ]);
    expect(loadRest).toHaveBeenCalledTimes(2);
  });
});
