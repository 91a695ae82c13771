import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { csAdminGallery } from '../../../src/texts/cs-admin-gallery';
import { asPhotographer, DEMO_GALLERY_ID, EMPTY_GALLERY_ID, galleryContainer, galleryDeskCall } from '../../support/gallery-story-setup';

const t = csAdminGallery;

const meta = {
  title: 'Features/Gallery desk/Gallery editor page',
  tags: ['page'],
  parameters: { url: `/admin/galerie/${DEMO_GALLERY_ID}`, container: galleryContainer, setup: asPhotographer },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo's published gallery: sections, the guests' link, the selection of 20, storage used. */
export const Published: Story = { name: 'Zveřejněná galerie' };

/** A new draft: no link for the guests yet, no selection. */
export const Draft: Story = { name: 'Koncept bez odkazu pro hosty', parameters: { url: `/admin/galerie/${EMPTY_GALLERY_ID}` } };

export const Loading: Story = { name: 'Načítání', parameters: { setup: galleryDeskCall('get', 'never') } };

export const LoadFailed: Story = { name: 'Chyba načtení', parameters: { setup: galleryDeskCall('get', 'network/unavailable') } };

/** A PIN was set: shown once, formatted, to pass on. */
export const PinShown: Story = {
  name: 'PIN pro hosty nastavený',
  play: async ({ canvas, userEvent }: StoryContext) => {
    const card = await canvas.findByRole('region', { name: t.guests.title }, { timeout: 5000 });
    await userEvent.type(within(card).getByLabelText(t.guests.pin), '135791');
    await userEvent.click(within(card).getByRole('button', { name: t.guests.setPin }));
    await within(card).findByText(t.guests.pinShown('135 791'));
  },
};

/** Unpublishing asks first: who loses what, and that nothing is deleted. */
export const UnpublishQuestion: Story = {
  name: 'Otázka před stažením galerie',
  play: async ({ canvas, userEvent }: StoryContext) => {
    await userEvent.click(await canvas.findByRole('button', { name: t.publish.unpublish }, { timeout: 5000 }));
  },
};

/** Saving failed on the server: the field says why (an expiry before the wedding). */
export const SaveFailed: Story = {
  name: 'Uložení se nepodařilo',
  parameters: { setup: galleryDeskCall('update', 'gallery/expiry-before-event') },
  play: async ({ canvas, userEvent }: StoryContext) => {
    await userEvent.click(await canvas.findByRole('button', { name: t.editor.save }, { timeout: 5000 }));
  },
};
