import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContactForm } from '../../../src/features/contact/contact-form';
import { sendFailed, submittedEmpty } from './contact-setup';

const meta = {
  title: 'Features/Contact/Contact form',
  component: ContactForm,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { name: 'Prázdný formulář' };

export const ValidationErrors: Story = { name: 'Chyby ve formuláři', parameters: { setup: submittedEmpty } };

export const SendFailed: Story = { name: 'Odeslání selhalo', parameters: { setup: sendFailed } };
