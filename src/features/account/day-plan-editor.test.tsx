import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_DAY_PLAN, type DayPlan, type StoredDayPlan } from '../../../domain/day-plan/day-plan';
import { DomainError } from '../../../domain/errors';
import type { CoupleDayPlanPort } from '../../../ports/day-plan-port';
import { TOKENS } from '../../../ports/tokens';
import { memoryServices, renderWithServicesOn } from '../../../tests/support/render-app';
import { csDayPlan } from '../../texts/cs-day-plan';
import { csErrors } from '../../texts/cs-errors';
import { DayPlanEditor } from './day-plan-editor';
import type { Schedule } from './use-day-plan-autosave';

/** A plan port whose saves the test answers one by one. */
function heldPort(stored: Partial<StoredDayPlan> = {}) {
  const saves: Array<{ plan: DayPlan; resolve: (value: StoredDayPlan) => void; reject: (error: unknown) => void }> = [];
  const port: CoupleDayPlanPort = {
    read: async (bookingId) => ({ bookingId, plan: EMPTY_DAY_PLAN, updatedAt: null, editable: true, ...stored }),
    save: (bookingId, plan) => new Promise((resolve, reject) => saves.push({ plan, resolve, reject })),
  };
  const answer = (i: number) => saves[i]!.resolve({ bookingId: 'b1', plan: saves[i]!.plan, updatedAt: '2027-04-01T10:00:00.000Z', editable: true });
  return { port, saves, answer };
}

/** The editor's debounce under the test's control: `pause()` is the moment typing has paused long enough. */
function manualSchedule() {
  let pending: (() => void) | null = null;
  const schedule: Schedule = (run) => {
    pending = run;
    return () => {
      if (pending === run) pending = null;
    };
  };
  const pause = () =>
    act(async () => {
      const run = pending;
      pending = null;
      run?.();
    });
  return { schedule, pause };
}

let clock = manualSchedule();

function renderEditor(port: CoupleDayPlanPort) {
  const container = memoryServices();
  container.rebind(TOKENS.CoupleDayPlan).toConstantValue(port);
  renderWithServicesOn(container, <DayPlanEditor bookingId="b1" schedule={clock.schedule} />);
}

/** Lets the port's first answer (the read) reach the editor. */
const settle = () => screen.findByRole('textbox', { name: csDayPlan.notes.label });

const status = () => screen.getByText((_, element) => element?.classList.contains('day-plan-save-state') ?? false);

describe('DayPlanEditor', () => {
  beforeEach(() => {
    // Typing "pauses" only when a test says so: typing slowly on a slow machine never triggers a save early.
    clock = manualSchedule();
    localStorage.clear();
  });

  it('saves once typing pauses, shows "Ukládám…" then "Uloženo", and keeps no local copy once saved', async () => {
    const user = userEvent.setup();
    const { port, saves, answer } = heldPort();
    renderEditor(port);
    await settle();
    await user.click(screen.getByRole('button', { name: csDayPlan.timeline.add }));
    const row = screen.getByRole('group', { name: csDayPlan.timeline.row(1) });
    await user.type(within(row).getByRole('textbox', { name: new RegExp(`^${csDayPlan.timeline.what}`) }), 'Obřad');
    await user.type(within(row).getByRole('textbox', { name: new RegExp(`^${csDayPlan.timeline.time}`) }), '13:00');
    expect(saves).toHaveLength(0);
    expect(localStorage.getItem('harmonogram-koncept:b1')).toContain('Obřad');
    await clock.pause();
    expect(saves).toHaveLength(1);
    expect(saves[0]!.plan.items).toEqual([{ time: '13:00', what: 'Obřad', where: '' }]);
    expect(status()).toHaveTextContent(csDayPlan.state.saving);
    await act(async () => answer(0));
    expect(status()).toHaveTextContent(csDayPlan.state.saved);
    expect(localStorage.getItem('harmonogram-koncept:b1')).toBeNull();
  });

  it('a failed save says so with its code and a retry, and loses nothing: the typed text stays on screen and in the browser draft', async () => {
    const user = userEvent.setup();
    const { port, saves } = heldPort();
    renderEditor(port);
    await settle();
    await user.type(screen.getByRole('textbox', { name: csDayPlan.notes.label }), 'Bez blesku');
    await clock.pause();
    await act(async () => saves[0]!.reject(new DomainError('network/unavailable')));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(csDayPlan.state.failed);
    expect(alert).toHaveTextContent(csErrors.messages['network/unavailable']);
    expect(screen.getByRole('textbox', { name: csDayPlan.notes.label })).toHaveValue('Bez blesku');
    expect(JSON.parse(localStorage.getItem('harmonogram-koncept:b1')!)).toMatchObject({ notes: 'Bez blesku' });
    await user.click(within(alert).getByRole('button', { name: csDayPlan.state.retry }));
    expect(saves).toHaveLength(2);
    expect(saves[1]!.plan.notes).toBe('Bez blesku');
  });

  it('a draft left in the browser is shown and saved at once when the editor opens', async () => {
    localStorage.setItem('harmonogram-koncept:b1', JSON.stringify({ ...EMPTY_DAY_PLAN, groupPhotos: ['Rodina ženicha'] }));
    const { port, saves } = heldPort();
    renderEditor(port);
    await settle();
    expect(screen.getByRole('textbox', { name: csDayPlan.groupPhotos.photo(1) })).toHaveValue('Rodina ženicha');
    expect(saves.map((save) => save.plan.groupPhotos)).toEqual([['Rodina ženicha']]);
  });

  it('an invalid field is marked with its Czech message and nothing is sent until it is fixed', async () => {
    const user = userEvent.setup();
    const { port, saves } = heldPort();
    renderEditor(port);
    await settle();
    await user.click(screen.getByRole('button', { name: csDayPlan.people.add }));
    const phone = screen.getByRole('textbox', { name: new RegExp(`^${csDayPlan.people.phone}`) });
    await user.type(phone, '12345');
    await clock.pause();
    expect(saves).toHaveLength(0);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(expect.stringContaining(csErrors.messages['phone/invalid']));
    expect(status()).toHaveTextContent(csDayPlan.state.unsaved);
    await user.clear(phone);
    await user.type(phone, '777 123 456');
    await clock.pause();
    expect(saves.map((save) => save.plan.people[0]!.phone)).toEqual(['777 123 456']);
  });

  it('a booking past its editing time shows the plan read-only, without add buttons', async () => {
    const { port } = heldPort({ editable: false, plan: { ...EMPTY_DAY_PLAN, notes: 'Hotovo' } });
    renderEditor(port);
    await settle();
    expect(screen.getByText(csDayPlan.readOnly)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: csDayPlan.notes.label })).toBeDisabled();
    expect(screen.queryByRole('button', { name: csDayPlan.timeline.add })).toBeNull();
  });
});
