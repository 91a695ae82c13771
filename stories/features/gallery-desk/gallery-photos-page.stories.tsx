import type { Meta, StoryObj } from '@storybook/react-vite';
import { asPhotographer, DEMO_GALLERY_ID, EMPTY_GALLERY_ID, galleryContainer, galleryDeskCall, queued, storyPhoto } from '../../support/gallery-story-setup';

const meta = {
  title: 'Features/Gallery desk/Gallery photos page',
  tags: ['page'],
  parameters: { url: `/admin/galerie/${DEMO_GALLERY_ID}/fotky`, container: galleryContainer, setup: asPhotographer },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo's 40 photos in four sections, the first the cover, each with the couple's portfolio consent. */
export const Grid: Story = { name: 'Mřížka fotografií' };

/** A gallery without photos: choose photos or a folder. */
export const Empty: Story = { name: 'Prázdná galerie', parameters: { url: `/admin/galerie/${EMPTY_GALLERY_ID}/fotky` } };

/** Six files half way, paused: per-file and overall bars, "Pokračovat". */
export const UploadPaused: Story = {
  name: 'Nahrávání pozastavené',
  parameters: { setup: queued(['DSC_5001.jpg', 'DSC_5002.jpg', 'DSC_5003.jpg', 'DSC_5004.jpg', 'DSC_5005.jpg', 'DSC_5006.jpg'].map((name) => storyPhoto(name, 2 * 1024 * 1024)), { paused: true }) },
};

/** Finished: one file failed (a full bucket) with its Czech message and its own "Zkusit znovu", one already there. */
export const UploadFailedOne: Story = {
  name: 'Nahrávání: jeden soubor selhal',
  parameters: { setup: queued([storyPhoto('DSC_6001.jpg'), storyPhoto('DSC_6002_CHYBA.jpg'), storyPhoto('DSC_6003.jpg'), storyPhoto('DSC_6001.jpg')]) },
};

export const Loading: Story = { name: 'Načítání', parameters: { setup: galleryDeskCall('get', 'never') } };

export const LoadFailed: Story = { name: 'Chyba načtení', parameters: { setup: galleryDeskCall('get', 'network/unavailable') } };
