import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Home/Home page',
  tags: ['page'],
  parameters: { url: '/' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Úvodní stránka' };
