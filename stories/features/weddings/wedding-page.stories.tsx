import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoContent } from '../../../adapters/memory/demo-content/demo-content';
import { openFirstImage } from '../../support/open-first-image';

const meta = {
  title: 'Features/Weddings/Wedding page',
  tags: ['page'],
  parameters: { url: '/weddings/barbora-a-ondrej-vysehrad-praha' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Svatba s galerií' };

export const LightboxOpen: Story = { name: 'Svatba – otevřená fotografie', play: openFirstImage };

/** The same page reached by content id (/weddings/id/:id); the canonical URL stays the slug. */
export const ById: Story = {
  name: 'Svatba podle id',
  parameters: { url: `/weddings/id/${demoContent.weddings[1]?.id ?? ''}` },
};
