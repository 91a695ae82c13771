import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { csAdminGallery } from '../../../src/texts/cs-admin-gallery';
import { asPhotographer, galleryContainer, galleryDeskCall } from '../../support/gallery-story-setup';

const meta = {
  title: 'Features/Gallery desk/Gallery list page',
  tags: ['page'],
  parameters: { url: '/admin/galerie', container: galleryContainer, setup: asPhotographer },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo's delivered gallery (published, 40 photos) and a draft with none. */
export const WithGalleries: Story = { name: 'Galerie' };

/** No gallery yet: what a gallery is for, and "Nová galerie". */
export const Empty: Story = { name: 'Žádná galerie', parameters: { container: { ...galleryContainer, galleries: [] } } };

/** The list is still loading. */
export const Loading: Story = { name: 'Načítání', parameters: { setup: galleryDeskCall('list', 'never') } };

/** Loading failed: the Czech message, the code and "Zkusit znovu". */
export const LoadFailed: Story = { name: 'Chyba načtení', parameters: { setup: galleryDeskCall('list', 'network/unavailable') } };

/** "Nová galerie" opened: the bookings to take the couple and the day from. */
export const NewGalleryDialog: Story = {
  name: 'Nová galerie',
  play: async ({ canvas, userEvent }: StoryContext) => {
    await userEvent.click(await canvas.findByRole('button', { name: csAdminGallery.list.create }, { timeout: 5000 }));
  },
};
