import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { DEMO_GALLERY_ID } from '../../../adapters/memory/demo-gallery';
import { coupleGalleryPath } from '../../../domain/gallery/gallery-links';
import { csGallery } from '../../../src/texts/cs-gallery';
import { coupleSignedIn, expiredYesterday, galleryWith } from './gallery-setup';

const URL = coupleGalleryPath(DEMO_GALLERY_ID);

const meta = {
  title: 'Features/Gallery/Couple gallery',
  tags: ['page'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Photos40: Story = { name: '40 fotografií s výběrem do alba', parameters: { url: URL, container: galleryWith(40), setup: coupleSignedIn } };

export const Photos1000: Story = { name: '1 000 fotografií', parameters: { url: URL, container: galleryWith(1000), setup: coupleSignedIn } };

export const Archived: Story = { name: 'Archivovaná galerie', parameters: { url: URL, container: galleryWith(40, expiredYesterday), setup: coupleSignedIn } };

export const InPortal: Story = { name: 'Galerie v Moje svatba', parameters: { url: '/ucet', container: galleryWith(40), setup: coupleSignedIn } };

export const ZipPreparing: Story = {
  name: 'ZIP se připravuje',
  parameters: { url: URL, container: galleryWith(40), setup: coupleSignedIn },
  play: async ({ canvas, userEvent }: StoryContext) => {
    await userEvent.click(await canvas.findByRole('button', { name: csGallery.downloads.heading }, { timeout: 5000 }));
    await userEvent.click(await canvas.findByRole('button', { name: csGallery.downloads.request.all }, { timeout: 5000 }));
    await canvas.findByText(new RegExp(csGallery.downloads.status.queued), {}, { timeout: 5000 });
  },
};

export const PortfolioOpen: Story = {
  name: 'Souhlas s portfoliem rozbalený',
  parameters: { url: URL, container: galleryWith(40), setup: coupleSignedIn },
  play: async ({ canvas, userEvent }: StoryContext) => {
    await userEvent.click(await canvas.findByRole('button', { name: csGallery.bar.portfolio(csGallery.portfolio.gallery.undecided) }, { timeout: 5000 }));
    await canvas.findByRole('radio', { name: csGallery.portfolio.gallery.allowed }, { timeout: 5000 });
  },
};
