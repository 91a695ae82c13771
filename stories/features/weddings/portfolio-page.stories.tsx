import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Weddings/Portfolio page',
  tags: ['page'],
  parameters: { url: '/portfolio' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Portfolio' };
