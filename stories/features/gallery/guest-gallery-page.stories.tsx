import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { csGallery } from '../../../src/texts/cs-gallery';
import { expiredYesterday, freshGuest, galleryWith, GUEST_URL, guestInside } from './gallery-setup';

const meta = {
  title: 'Features/Gallery/Guest gallery',
  tags: ['page'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const PinForm: Story = { name: 'PIN (se jménem a e-mailem)', parameters: { url: GUEST_URL, container: galleryWith(40), setup: freshGuest } };

export const PinFormPlain: Story = {
  name: 'PIN (bez kontaktu)',
  parameters: { url: GUEST_URL, container: galleryWith(40, { askGuestContact: false }), setup: freshGuest },
};

export const PinWrong: Story = {
  name: 'Špatný PIN',
  parameters: { url: GUEST_URL, container: galleryWith(40), setup: freshGuest },
  play: async ({ canvas, userEvent }: StoryContext) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: new RegExp(csGallery.pin.label) }, { timeout: 5000 }), '135 790');
    await userEvent.click(canvas.getByRole('button', { name: csGallery.pin.submit }));
    await canvas.findByText('gallery/pin-wrong', {}, { timeout: 5000 });
  },
};

export const Expired: Story = { name: 'Galerie po platnosti', parameters: { url: GUEST_URL, container: galleryWith(40, expiredYesterday), setup: freshGuest } };

export const NotFound: Story = { name: 'Neplatný odkaz', parameters: { url: '/galerie/NeexistujiciOdkaz1', container: galleryWith(40), setup: freshGuest } };

export const Empty: Story = { name: 'Prázdná galerie', parameters: { url: GUEST_URL, container: galleryWith(0), setup: guestInside } };

export const Photos40: Story = { name: '40 fotografií', parameters: { url: GUEST_URL, container: galleryWith(40), setup: guestInside } };

export const Photos1000: Story = { name: '1 000 fotografií (virtualizovaná mřížka)', parameters: { url: GUEST_URL, container: galleryWith(1000), setup: guestInside } };

export const ViewerOpen: Story = {
  name: 'Fotografie na celou obrazovku',
  parameters: { url: GUEST_URL, container: galleryWith(40), setup: guestInside },
  play: async ({ canvas, userEvent }: StoryContext) => {
    await userEvent.click(await canvas.findByRole('button', { name: /Otevřít fotografii 1 z 40/ }, { timeout: 5000 }));
  },
};
