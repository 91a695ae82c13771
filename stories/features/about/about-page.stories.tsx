import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/About/About page',
  tags: ['page'],
  parameters: { url: '/omne' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'O mně' };
