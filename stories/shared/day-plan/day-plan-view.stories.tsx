import type { Meta, StoryObj } from '@storybook/react-vite';
import { EMPTY_DAY_PLAN } from '../../../domain/day-plan/day-plan';
import { DayPlanView } from '../../../src/shared/day-plan/day-plan-view';

const meta = {
  title: 'Shared/Day plan view',
  component: DayPlanView,
  args: {
    plan: {
      items: [
        { time: '10:00', what: 'Příprava nevěsty', where: 'Hotel Loučeň' },
        { time: '13:00', what: 'Obřad', where: 'Zámek Loučeň' },
        { time: '', what: 'Novomanželský tanec', where: '' },
      ],
      people: [
        { name: 'Eva Malá', role: 'svědkyně', phone: '+420777123456' },
        { name: 'Karel', role: 'svolá skupinové fotky', phone: '' },
      ],
      groupPhotos: ['Novomanželé s rodiči nevěsty', 'Všichni hosté před zámkem'],
      notes: 'V kostele prosím bez blesku.\nParkování u zadní brány.',
    },
  },
} satisfies Meta<typeof DayPlanView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The plan as the desk shows and prints it. */
export const Filled: Story = { name: 'Vyplněný' };

/** The couple has not written anything yet. */
export const Empty: Story = { name: 'Prázdný', args: { plan: EMPTY_DAY_PLAN } };
