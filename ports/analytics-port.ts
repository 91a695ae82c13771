/**
 * Visitor analytics. Nothing is collected or sent before `enable()` — which the UI calls only after the visitor
 * accepted analytics cookies — nor after `disable()`, which the UI calls when the visitor withdraws that consent
 * (in the open page too, without a reload).
 *
 * Contract: `track` before `enable` is a no-op: the event is dropped, not queued for later. After `enable`, every
 * `track` hands its event and params to the backend once, in call order; calling `enable` again changes nothing.
 * After `disable`, `track` is a no-op again and the backend stops its own collection (page views included) until a
later `enable`. `enable` and `disable` never reject and `track` never throws: analytics failing (blocked, unsupported browser) must not break
 * the site — adapters log a warning instead, and events are then dropped.
 */
export interface AnalyticsPort {
  enable(): Promise<void>;
  disable(): Promise<void>;
  track(event: string, params?: Record<string, string | number>): void;
}
