import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Services/Services page',
  tags: ['page'],
  parameters: { url: '/sluzby' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Služby' };
