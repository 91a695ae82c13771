import type { Meta, StoryObj } from '@storybook/react-vite';
import { sendFailed, submittedEmpty } from './contact-setup';

const meta = {
  title: 'Features/Contact/Contact page',
  tags: ['page'],
  parameters: { url: '/kontakt' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Kontakt' };

export const ValidationErrors: Story = {
  name: 'Kontakt – chyby ve formuláři',
  parameters: { setup: submittedEmpty },
};

export const SendFailed: Story = {
  name: 'Kontakt – zprávu se nepodařilo odeslat',
  parameters: { setup: sendFailed },
};
