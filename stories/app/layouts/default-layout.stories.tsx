import type { Meta, StoryObj } from '@storybook/react-vite';
import { placeholderRoutes } from '../../support/placeholder-page';

const meta = {
  title: 'App/Layouts/Default layout',
  tags: ['page'],
  parameters: { url: '/', routes: placeholderRoutes('/') },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Layout webu' };
