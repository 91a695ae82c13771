import { describe, expect, it, vi } from 'vitest';
import { lazy } from './lazy';

describe('lazy', () => {
  it('makes the value on first use only, and keeps it (also a falsy one)', () => {
    const make = vi.fn(() => 0);
    const value = lazy(make);
    expect(make).not.toHaveBeenCalled();
    expect(value()).toBe(0);
    expect(value()).toBe(0);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
