import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from './load-once';

describe('loading once, again after a failure', () => {
  it('loads on the first call only and gives every caller the same value', async () => {
    const load = vi.fn(async () => ({ name: 'adapter' }));
    const once = loadOnce(load);
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([once.get(), once.get()]);
    expect(a).toBe(b);
    expect(await once.get()).toBe(a);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call loads again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce('adapter');
    const once = loadOnce<string>(load);
    await expect(once.get()).rejects.toThrow('chunk failed');
    expect(once.pending()).toBeUndefined();
    await expect(once.get()).resolves.toBe('adapter');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tells what was loaded and what is under way without starting a load', async () => {
    let finish: (value: string) => void = () => undefined;
    const load = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const once = loadOnce(load);
    expect(once.loaded()).toBeUndefined();
    expect(once.pending()).toBeUndefined();
    expect(load).not.toHaveBeenCalled();

    const loading = once.get();
    expect(once.pending()).toBe(loading);
    expect(once.loaded()).toBeUndefined();
    finish('adapter');
    await loading;
    expect(once.loaded()).toBe('adapter');
  });
});
