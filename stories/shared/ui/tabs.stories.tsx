import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from '../../../src/shared/ui/tabs/tabs';
import { uiStoryFrame } from '../../support/desk-theme';

const meta = {
  title: 'Shared/UI/Tabs',
  ...uiStoryFrame,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const items = [
  { id: 'historie', label: 'Historie', content: <p>10. 1. 2027 přijato z webu · 12. 1. 2027 potvrzeno</p> },
  { id: 'zpravy', label: 'Zprávy', count: 2, content: <p>„Dobrý den, můžeme přidat focení příprav?“</p> },
  { id: 'emaily', label: 'E-maily', count: 5, content: <p>Potvrzení termínu · odesláno 12. 1. 2027</p> },
];

/** Arrows move between tabs; a count says how many messages or e-mails wait inside. */
export const BookingSections: Story = {
  name: 'Sekce rezervace',
  render: () => <Tabs label="Podrobnosti rezervace" items={items} />,
};

export const SecondSelected: Story = {
  name: 'Vybraná druhá záložka',
  render: () => <Tabs label="Podrobnosti rezervace" items={items} defaultSelectedId="zpravy" />,
};
