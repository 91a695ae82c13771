import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/Privacy/Privacy page',
  tags: ['page'],
  parameters: { url: '/ochrana-udaju' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Ochrana osobních údajů' };
