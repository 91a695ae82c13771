import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import type { Container } from 'inversify';
import { EMPTY_DAY_PLAN, type DayPlan } from '../../../domain/day-plan/day-plan';
import { DomainError } from '../../../domain/errors';
import type { CoupleDayPlanPort } from '../../../ports/day-plan-port';
import { TOKENS } from '../../../ports/tokens';
import { DayPlanEditor } from '../../../src/features/account/day-plan-editor';
import type { Schedule } from '../../../src/features/account/use-day-plan-autosave';
import { csDayPlan } from '../../../src/texts/cs-day-plan';

const t = csDayPlan;

const filled: DayPlan = {
  items: [
    { time: '10:00', what: 'Příprava nevěsty', where: 'Hotel Loučeň' },
    { time: '13:00', what: 'Obřad', where: 'Zámek Loučeň' },
    { time: '15:30', what: 'Focení ve dvou', where: 'Zámecký park' },
  ],
  people: [{ name: 'Eva Malá', role: 'svědkyně', phone: '+420777123456' }],
  groupPhotos: ['Novomanželé s rodiči nevěsty', 'Všichni hosté před zámkem'],
  notes: 'V kostele prosím bez blesku.',
};

/** A plan port for one story: what it reads, and how its saves end (never, with a failure, or stored). */
function planPort(plan: DayPlan, save: 'stored' | 'pending' | 'failing'): (services: Container) => void {
  const port: CoupleDayPlanPort = {
    read: async (bookingId) => ({ bookingId, plan, updatedAt: plan === EMPTY_DAY_PLAN ? null : '2027-04-01T10:00:00.000Z', editable: true }),
    save: (bookingId, next) =>
      save === 'pending'
        ? new Promise(() => {})
        : save === 'failing'
          ? Promise.reject(new DomainError('network/unavailable'))
          : Promise.resolve({ bookingId, plan: next, updatedAt: new Date().toISOString(), editable: true }),
  };
  return (services) => void services.rebind(TOKENS.CoupleDayPlan).toConstantValue(port);
}

// Saves the moment something is typed, so a story shows the save's state without waiting for a pause.
const atOnce: Schedule = (run) => {
  run();
  return () => {};
};

const typeANote = async ({ canvas, userEvent }: StoryContext) => {
  await userEvent.type(await canvas.findByRole('textbox', { name: t.notes.label }, { timeout: 5000 }), ' Díky!');
};

const meta = {
  title: 'Features/Account/Day plan editor',
  component: DayPlanEditor,
  args: { bookingId: 'b-demo', schedule: atOnce },
  parameters: { setup: planPort(EMPTY_DAY_PLAN, 'stored') },
} satisfies Meta<typeof DayPlanEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing written yet: the three "add" buttons and the notes. */
export const Empty: Story = { name: 'Prázdný harmonogram' };

/** A plan saved before: timeline with map links, a person, group photos, notes. */
export const Filled: Story = { name: 'Vyplněný harmonogram', parameters: { setup: planPort(filled, 'stored') } };

/** A save on its way: "Ukládám…". */
export const Saving: Story = { name: 'Ukládám…', parameters: { setup: planPort(filled, 'pending') }, play: typeANote };

/** A save failed: the alert with its code and "Uložit znovu"; what was typed stays. */
export const SaveFailed: Story = { name: 'Uložení selhalo', parameters: { setup: planPort(filled, 'failing') }, play: typeANote };
