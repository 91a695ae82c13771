import type { Meta, StoryObj } from '@storybook/react-vite';
import { coupleSubmittedSelection, DEMO_GALLERY_ID, EMPTY_GALLERY_ID, galleryContainer, galleryDeskCall, asPhotographer } from '../../support/gallery-story-setup';

const meta = {
  title: 'Features/Gallery desk/Gallery selection page',
  tags: ['page'],
  parameters: { url: `/admin/galerie/${DEMO_GALLERY_ID}/vyber`, container: galleryContainer, setup: coupleSubmittedSelection },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sent: the original file names with the couple's comments, and the Lightroom filter to copy. */
export const Submitted: Story = { name: 'Odeslaný výběr' };

/** The selection is open and the couple chose nothing yet. */
export const NothingChosen: Story = { name: 'Zatím nic vybráno', parameters: { setup: asPhotographer } };

/** The gallery asks for no selection. */
export const Off: Story = { name: 'Výběr vypnutý', parameters: { url: `/admin/galerie/${EMPTY_GALLERY_ID}/vyber`, setup: asPhotographer } };

export const Loading: Story = { name: 'Načítání', parameters: { setup: galleryDeskCall('selection', 'never') } };

export const LoadFailed: Story = { name: 'Chyba načtení', parameters: { setup: galleryDeskCall('selection', 'network/unavailable') } };
