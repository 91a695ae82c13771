import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/FAQ/FAQ page',
  tags: ['page'],
  parameters: { url: '/faq' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Časté dotazy' };
