import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoContent } from '../../../adapters/memory/demo-content/demo-content';
import { ImageGallery } from '../../../src/shared/media/image-gallery';
import { openFirstImage } from '../../support/open-first-image';

const wedding = demoContent.weddings[0];

const meta = {
  title: 'Shared/Media/Image gallery',
  component: ImageGallery,
  parameters: { layout: 'padded' },
  args: { images: wedding?.gallery ?? [], label: `Fotogalerie: ${wedding?.title ?? ''}` },
} satisfies Meta<typeof ImageGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Galerie' };

export const LightboxOpen: Story = { name: 'Otevřená fotografie (lightbox)', play: openFirstImage };
