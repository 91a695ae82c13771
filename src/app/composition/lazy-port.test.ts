import { describe, expect, it, vi } from 'vitest';
import { lazyAsyncPort, loadedAdapter } from './lazy-port';

interface Greeter {
  greet(name: string): Promise<string>;
}

describe('lazyAsyncPort', () => {
  it('loads the adapter on the first call only, and passes arguments and results through', async () => {
    const load = vi.fn(async (): Promise<Greeter> => ({ greet: async (name) => `Ahoj, ${name}` }));
    const port = lazyAsyncPort(load);
    expect(load).not.toHaveBeenCalled();
    await expect(port.greet('Jano')).resolves.toBe('Ahoj, Jano');
    await expect(port.greet('Petře')).resolves.toBe('Ahoj, Petře');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries to load again after a failed load, and is never mistaken for a promise', async () => {
    const load = vi
      .fn<() => Promise<Greeter>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ greet: async () => 'ok' });
    const port = lazyAsyncPort(load);
    await expect(port.greet('x')).rejects.toThrow('dynamically imported');
    await expect(port.greet('x')).resolves.toBe('ok');
    expect(await Promise.resolve(port)).toBe(port);
  });

  it('lets a test spy on or override a method as on the adapter itself, and restore it', async () => {
    const port = lazyAsyncPort(async (): Promise<Greeter> => ({ greet: async (name) => `Ahoj, ${name}` }));
    const spy = vi.spyOn(port, 'greet').mockRejectedValueOnce(new Error('offline'));
    await expect(port.greet('Jano')).rejects.toThrow('offline');
    await expect(port.greet('Jano')).resolves.toBe('Ahoj, Jano');
    expect(spy).toHaveBeenCalledTimes(2);
    spy.mockRestore();
    port.greet = async () => 'jinak';
    await expect(port.greet('Jano')).resolves.toBe('jinak');
  });

  it('hands a test the loaded adapter itself (its hooks beyond the port), and an eager adapter as it is', async () => {
    const adapter = { greet: async () => 'ok', failNext: () => undefined };
    const load = vi.fn(async () => adapter);
    const port = lazyAsyncPort<Greeter>(load);
    expect(await loadedAdapter<typeof adapter>(port)).toBe(adapter);
    await port.greet('x');
    expect(load).toHaveBeenCalledTimes(1);
    expect(await loadedAdapter(adapter)).toBe(adapter);
  });
});
