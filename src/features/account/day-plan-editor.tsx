import { DAY_PLAN_LIMITS, type DayPlan, type DayPlanItem, type DayPlanPerson } from '../../../domain/day-plan/day-plan';
import { isDomainError } from '../../../domain/errors';
import { TOKENS } from '../../../ports/tokens';
import { PlaceWithMap } from '../../shared/day-plan/day-plan-view';
import { useService } from '../../shared/services/services-context';
import { Alert } from '../../shared/ui/alert/alert';
import { Button } from '../../shared/ui/button/button';
import { TextArea } from '../../shared/ui/text-area/text-area';
import { TextField } from '../../shared/ui/text-field/text-field';
import { csDayPlan } from '../../texts/cs-day-plan';
import { DayPlanSaveState } from './day-plan-save-state';
import { useDayPlanAutosave, type Schedule } from './use-day-plan-autosave';
import '../../shared/day-plan/day-plan.css';
import './day-plan-editor.css';

const t = csDayPlan;
const codeOf = (error: unknown) => (isDomainError(error) ? error.code : 'unknown');

function replaceAt<T>(list: readonly T[], i: number, value: T): T[] {
  return list.map((item, j) => (j === i ? value : item));
}

/**
 * The couple fills in their wedding day in "Moje svatba": the timeline, the people who matter, the group photos and
 * notes, saved as they type (use-day-plan-autosave.ts). One column on a phone; each row a group named by its number.
 */
export function DayPlanEditor({ bookingId, schedule }: { bookingId: string; schedule?: Schedule }) {
  const port = useService(TOKENS.CoupleDayPlan);
  const { draft, setDraft, state, editable, fieldErrors, retrySave, reload } = useDayPlanAutosave(bookingId, port, schedule ? { schedule } : {});
  const error = (path: string) => fieldErrors[path];
  if (state.kind === 'loading') return <p role="status">{t.loading}</p>;
  if (state.kind === 'load-failed') {
    return <Alert tone="error" title={t.loadFailed} error={codeOf(state.error)} action={<Button onPress={() => void reload()}>{t.retry}</Button>} />;
  }
  const disabled = !editable;
  const item = (i: number, patch: Partial<DayPlanItem>) => setDraft((plan) => ({ ...plan, items: replaceAt(plan.items, i, { ...plan.items[i]!, ...patch }) }));
  const person = (i: number, patch: Partial<DayPlanPerson>) => setDraft((plan) => ({ ...plan, people: replaceAt(plan.people, i, { ...plan.people[i]!, ...patch }) }));
  const without = <K extends 'items' | 'people' | 'groupPhotos'>(key: K, i: number) => setDraft((plan) => ({ ...plan, [key]: (plan[key] as unknown[]).filter((_, j) => j !== i) }) as DayPlan);
  return (
    <div className="day-plan-editor">
      <p>{editable ? t.intro : t.readOnly}</p>
      {editable ? <DayPlanSaveState state={state} onRetry={() => void retrySave()} /> : null}
      <fieldset disabled={disabled}>
        <legend>{t.timeline.heading}</legend>
        {draft.items.map((row, i) => (
          <div key={i} className="day-plan-row" role="group" aria-label={t.timeline.row(i + 1)}>
            <TextField size="sm" label={t.timeline.time} hint={t.timeline.timeHint} inputMode="numeric" maxLength={5} className="day-plan-time" value={row.time} onValue={(time) => item(i, { time })} error={error(`items.${i}.time`)} />
            <TextField size="sm" label={t.timeline.what} maxLength={DAY_PLAN_LIMITS.what} value={row.what} onValue={(what) => item(i, { what })} error={error(`items.${i}.what`)} />
            <TextField size="sm" label={t.timeline.where} maxLength={DAY_PLAN_LIMITS.where} value={row.where} onValue={(where) => item(i, { where })} error={error(`items.${i}.where`)} />
            {row.where.trim() ? <p className="day-plan-place"><PlaceWithMap place={row.where.trim()} /></p> : null}
            {editable ? <Button size="sm" variant="quiet" onPress={() => without('items', i)}>{t.timeline.remove(i + 1)}</Button> : null}
          </div>
        ))}
        {editable ? (
          <AddRow count={draft.items.length} max={DAY_PLAN_LIMITS.items} label={t.timeline.add} onAdd={() => setDraft((plan) => ({ ...plan, items: [...plan.items, { time: '', what: '', where: '' }] }))} />
        ) : null}
      </fieldset>
      <fieldset disabled={disabled}>
        <legend>{t.people.heading}</legend>
        <p className="day-plan-hint">{t.people.hint}</p>
        {draft.people.map((row, i) => (
          <div key={i} className="day-plan-row" role="group" aria-label={t.people.row(i + 1)}>
            <TextField size="sm" label={t.people.name} maxLength={DAY_PLAN_LIMITS.name} value={row.name} onValue={(name) => person(i, { name })} error={error(`people.${i}.name`)} />
            <TextField size="sm" label={t.people.role} placeholder={t.people.rolePlaceholder} maxLength={DAY_PLAN_LIMITS.role} value={row.role} onValue={(role) => person(i, { role })} error={error(`people.${i}.role`)} />
            <TextField size="sm" label={t.people.phone} type="tel" autoComplete="off" value={row.phone} onValue={(phone) => person(i, { phone })} error={error(`people.${i}.phone`)} />
            {editable ? <Button size="sm" variant="quiet" onPress={() => without('people', i)}>{t.people.remove(i + 1)}</Button> : null}
          </div>
        ))}
        {editable ? (
          <AddRow count={draft.people.length} max={DAY_PLAN_LIMITS.people} label={t.people.add} onAdd={() => setDraft((plan) => ({ ...plan, people: [...plan.people, { name: '', role: '', phone: '' }] }))} />
        ) : null}
      </fieldset>
      <fieldset disabled={disabled}>
        <legend>{t.groupPhotos.heading}</legend>
        {draft.groupPhotos.map((photo, i) => (
          <div key={i} className="day-plan-row day-plan-row--single">
            <TextField size="sm" label={t.groupPhotos.photo(i + 1)} placeholder={t.groupPhotos.placeholder} maxLength={DAY_PLAN_LIMITS.groupPhoto} value={photo} onValue={(value) => setDraft((plan) => ({ ...plan, groupPhotos: replaceAt(plan.groupPhotos, i, value) }))} error={error(`groupPhotos.${i}`)} />
            {editable ? <Button size="sm" variant="quiet" onPress={() => without('groupPhotos', i)}>{t.groupPhotos.remove(i + 1)}</Button> : null}
          </div>
        ))}
        {editable ? (
          <AddRow count={draft.groupPhotos.length} max={DAY_PLAN_LIMITS.groupPhotos} label={t.groupPhotos.add} onAdd={() => setDraft((plan) => ({ ...plan, groupPhotos: [...plan.groupPhotos, ''] }))} />
        ) : null}
      </fieldset>
      <TextArea label={t.notes.label} disabled={disabled} maxLength={DAY_PLAN_LIMITS.notes} rows={4} value={draft.notes} onValue={(notes) => setDraft((plan) => ({ ...plan, notes }))} error={error('notes')} />
    </div>
  );
}

function AddRow({ count, max, label, onAdd }: { count: number; max: number; label: string; onAdd: () => void }) {
  return count < max ? (
    <Button size="sm" onPress={onAdd}>
      {label}
    </Button>
  ) : (
    <p className="day-plan-hint">{t.limit(max)}</p>
  );
}
