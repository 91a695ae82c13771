/**
 * Visitor analytics. Nothing is collected or sent before `enable()` — which the UI calls only after the visitor
 * accepted analytics cookies. `track` before `enable` is a no-op. `enable` never rejects: analytics failing must
 * not break the site (adapters log a warning instead).
 */
export interface AnalyticsPort {
  enable(): Promise<void>;
  track(event: string, params?: Record<string, string | number>): void;
}
