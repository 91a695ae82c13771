import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Features/CMS page/CMS page',
  tags: ['page'],
  parameters: { url: '/svatebni-inspirace' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inspiration: Story = { name: 'Svatební inspirace' };

export const HowToPrepare: Story = {
  name: 'Jak se připravit na focení',
  parameters: { url: '/jak-se-pripravit-na-foceni' },
};
