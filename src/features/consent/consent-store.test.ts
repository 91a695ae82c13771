import { describe, expect, it, vi } from 'vitest';
import type { AnalyticsPort } from '../../../ports/analytics-port';
import { InMemoryAnalytics } from '../../../adapters/memory/in-memory-analytics';
import { createConsentStore } from './consent-store';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

function fakeAnalytics(): AnalyticsPort & { enable: ReturnType<typeof vi.fn> } {
  return { enable: vi.fn(async () => undefined), disable: vi.fn(async () => undefined), track: vi.fn() };
}

describe('analytics consent', () => {
  it('enables nothing until the visitor accepts', () => {
    const analytics = fakeAnalytics();
    const store = createConsentStore({ analytics, storage: memoryStorage() });
    expect(store.getState().analytics).toBe('unknown');
    expect(analytics.enable).not.toHaveBeenCalled();
    store.getState().accept();
    expect(analytics.enable).toHaveBeenCalledTimes(1);
  });

  it('rejecting never enables analytics and is remembered', () => {
    const analytics = fakeAnalytics();
    const storage = memoryStorage();
    createConsentStore({ analytics, storage }).getState().reject();
    const nextVisit = createConsentStore({ analytics, storage });
    expect(nextVisit.getState().analytics).toBe('rejected');
    expect(analytics.enable).not.toHaveBeenCalled();
  });

  it('an earlier acceptance enables analytics on the next visit without asking again', () => {
    const storage = memoryStorage();
    createConsentStore({ analytics: fakeAnalytics(), storage }).getState().accept();
    const analytics = fakeAnalytics();
    expect(createConsentStore({ analytics, storage }).getState().analytics).toBe('accepted');
    expect(analytics.enable).toHaveBeenCalledTimes(1);
  });

  it.each(['reject', 'reset'] as const)('withdrawing consent (%s) stops collection in the open page', async (withdraw) => {
    const analytics = new InMemoryAnalytics();
    const store = createConsentStore({ analytics, storage: memoryStorage() });
    store.getState().accept();
    await vi.waitFor(() => expect(analytics.isEnabled).toBe(true));
    analytics.track('page_view', { page_path: '/' });
    store.getState()[withdraw]();
    await vi.waitFor(() => expect(analytics.isEnabled).toBe(false));
    analytics.track('page_view', { page_path: '/cenik' });
    expect(analytics.events).toEqual([{ event: 'page_view', params: { page_path: '/' } }]);
  });
});
