import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Pricing/Pricing page',
  tags: ['page'],
  parameters: { url: '/cenik' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Ceník' };
