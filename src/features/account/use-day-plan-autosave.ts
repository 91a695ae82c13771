import { useCallback, useEffect, useRef, useState } from 'react';
import { dayPlanFieldErrors, EMPTY_DAY_PLAN, type DayPlan } from '../../../domain/day-plan/day-plan';
import type { ErrorCode } from '../../../domain/errors';
import type { CoupleDayPlanPort } from '../../../ports/day-plan-port';

/** Where the autosave stands, as the editor shows it ("Ukládám…", "Uloženo", the failure). */
export type AutosaveState =
  | { kind: 'loading' }
  | { kind: 'load-failed'; error: unknown }
  | { kind: 'idle'; savedAt: string | null }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string }
  | { kind: 'invalid' }
  | { kind: 'failed'; error: unknown };

/** How long typing must pause before a save: one call per pause, not per keystroke. */
export const AUTOSAVE_DELAY_MS = 1200;

const draftKey = (bookingId: string) => `harmonogram-koncept:${bookingId}`;

/**
 * The typed-but-unsaved plan kept in this browser until the server has it, so a failed save (or a closed tab) loses
 * nothing. It holds third persons' phones, so it is removed the moment a save of exactly it succeeds.
 */
function localDraft(storage: Storage | null, bookingId: string) {
  return {
    read(): DayPlan | null {
      try {
        const raw = storage?.getItem(draftKey(bookingId));
        return raw ? ({ ...EMPTY_DAY_PLAN, ...(JSON.parse(raw) as Partial<DayPlan>) } as DayPlan) : null;
      } catch {
        return null;
      }
    },
    write(plan: DayPlan) {
      try {
        storage?.setItem(draftKey(bookingId), JSON.stringify(plan));
      } catch {
        // A full or refused storage only loses the safety copy; the save itself goes on.
      }
    },
    clear() {
      try {
        storage?.removeItem(draftKey(bookingId));
      } catch {
        // Nothing to clear.
      }
    },
  };
}

/** Runs `run` after `ms` unless cancelled first (tests pass their own, to say when typing has paused). */
export type Schedule = (run: () => void, ms: number) => () => void;

const afterTimeout: Schedule = (run, ms) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

const browserStorage = (): Storage | null => (typeof window === 'undefined' ? null : window.localStorage);

/**
 * The couple's plan as they edit it: loaded once, saved AUTOSAVE_DELAY_MS after typing pauses (never while a field is
 * invalid by the domain rule, never two saves at once), the draft kept locally until saved.
 */
export function useDayPlanAutosave(bookingId: string, port: CoupleDayPlanPort, { delayMs = AUTOSAVE_DELAY_MS, storage = browserStorage(), schedule = afterTimeout }: { delayMs?: number; storage?: Storage | null; schedule?: Schedule } = {}) {
  const [draft, setDraftState] = useState<DayPlan>(EMPTY_DAY_PLAN);
  const [state, setState] = useState<AutosaveState>({ kind: 'loading' });
  const [editable, setEditable] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, ErrorCode>>({});
  const local = useRef(localDraft(storage, bookingId)).current;
  const latest = useRef<{ plan: DayPlan; version: number }>({ plan: EMPTY_DAY_PLAN, version: 0 });
  const saving = useRef(false);
  const cancel = useRef<() => void>(() => {});
  const mounted = useRef(true);

  const save = useCallback(async () => {
    if (saving.current) return;
    const { plan, version } = latest.current;
    if (Object.keys(dayPlanFieldErrors(plan)).length > 0) return setState({ kind: 'invalid' });
    saving.current = true;
    setState({ kind: 'saving' });
    try {
      const stored = await port.save(bookingId, plan);
      if (!mounted.current) return;
      setServerErrors({});
      if (latest.current.version === version) {
        local.clear();
        setState({ kind: 'saved', at: stored.updatedAt ?? new Date().toISOString() });
      }
    } catch (error) {
      if (!mounted.current) return;
      const fields = (error as { details?: { fields?: Record<string, ErrorCode> } }).details?.fields;
      setServerErrors(fields ?? {});
      setState({ kind: 'failed', error });
      return;
    } finally {
      saving.current = false;
    }
    // Typed while the save was on its way: that is saved next.
    if (latest.current.version !== version) cancel.current = schedule(() => void save(), delayMs);
  }, [bookingId, delayMs, local, port, schedule]);

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      const stored = await port.read(bookingId);
      if (!mounted.current) return;
      setEditable(stored.editable);
      const unsaved = stored.editable ? local.read() : null;
      const plan = unsaved ?? stored.plan;
      latest.current = { plan, version: latest.current.version + 1 };
      setDraftState(plan);
      setState({ kind: 'idle', savedAt: stored.updatedAt });
      // A draft left by a failed save or a closed tab is what the couple typed last: it is saved now.
      if (unsaved) void save();
    } catch (error) {
      if (mounted.current) setState({ kind: 'load-failed', error });
    }
  }, [bookingId, local, port, save]);

  useEffect(() => {
    mounted.current = true;
    void load();
    return () => {
      mounted.current = false;
      cancel.current();
    };
  }, [load]);

  const setDraft = useCallback(
    (change: (plan: DayPlan) => DayPlan) => {
      const plan = change(latest.current.plan);
      latest.current = { plan, version: latest.current.version + 1 };
      setDraftState(plan);
      local.write(plan);
      cancel.current();
      const invalid = Object.keys(dayPlanFieldErrors(plan)).length > 0;
      if (invalid) setState({ kind: 'invalid' });
      else cancel.current = schedule(() => void save(), delayMs);
    },
    [delayMs, local, save, schedule],
  );

  const fieldErrors = { ...serverErrors, ...dayPlanFieldErrors(draft) };
  return { draft, setDraft, state, editable, fieldErrors, retrySave: save, reload: load };
}
