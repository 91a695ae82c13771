// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { InMemoryAnalytics } from '../../../adapters/memory/in-memory-analytics';
import { CONSENT_STORE } from '../../features/consent/consent-store';
import { VISITOR_SESSION } from '../../shared/session/session-store';
import { createIslandServices, deferredAnalytics } from './islands';

function storage(entries: Record<string, string> = {}) {
  const map = new Map(Object.entries(entries));
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
}

describe("a content page's islands services", () => {
  it('load the analytics adapter only when the visitor accepts, and stop it when the choice is withdrawn', async () => {
    const adapter = new InMemoryAnalytics();
    const loadAnalytics = vi.fn(async () => adapter);
    const consent = createIslandServices({ storage: storage(), loadAnalytics }).get(CONSENT_STORE);
    consent.getState().reject();
    consent.getState().reset();
    expect(loadAnalytics).not.toHaveBeenCalled();
    consent.getState().accept();
    await vi.waitFor(() => expect(adapter.isEnabled).toBe(true));
    consent.getState().reset();
    await vi.waitFor(() => expect(adapter.isEnabled).toBe(false));
    expect(loadAnalytics).toHaveBeenCalledTimes(1);
  });

  it('keep the port\'s promise when the adapter cannot load: enable resolves with a warning, a later one tries again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const adapter = new InMemoryAnalytics();
    const load = vi.fn<() => Promise<InMemoryAnalytics>>().mockRejectedValueOnce(new Error('blocked')).mockResolvedValue(adapter);
    const analytics = deferredAnalytics(load);
    await expect(analytics.enable()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    analytics.track('before');
    await analytics.enable();
    expect(adapter.isEnabled).toBe(true);
  });

  it('hold nothing else: no visitor session, no container behind them', () => {
    const services = createIslandServices({ storage: storage(), loadAnalytics: () => Promise.reject(new Error('unused')) });
    expect(() => services.get(VISITOR_SESSION)).toThrow(/islands have no/);
  });
});
