import { isDomainError } from '../../../domain/errors';
import { Alert } from '../../shared/ui/alert/alert';
import { Button } from '../../shared/ui/button/button';
import { csDayPlan } from '../../texts/cs-day-plan';
import type { AutosaveState } from './use-day-plan-autosave';

const t = csDayPlan.state;

/**
 * The autosave's state in one polite live region ("Ukládám…", "Uloženo"), and a failure as an alert with the way on:
 * what was typed stays in the browser, and "Uložit znovu" tries again.
 */
export function DayPlanSaveState({ state, onRetry }: { state: AutosaveState; onRetry: () => void }) {
  if (state.kind === 'failed') {
    return (
      <Alert tone="error" title={t.failed} error={isDomainError(state.error) ? state.error.code : 'network/unavailable'} action={<Button onPress={onRetry}>{t.retry}</Button>} />
    );
  }
  const text =
    state.kind === 'saving' ? t.saving
    : state.kind === 'saved' ? t.saved
    : state.kind === 'invalid' ? t.unsaved
    : state.kind === 'idle' && state.savedAt ? t.savedAt(state.savedAt)
    : '';
  return (
    <p className="day-plan-save-state" role="status" aria-live="polite" data-state={state.kind}>
      {text}
    </p>
  );
}
