import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { demoGallery, demoGalleryBooking } from '../../../adapters/memory/demo-gallery';
import { Component as AccountPage } from '../../../src/features/account/account-page';
import { csPortal } from '../../../src/texts/cs-portal';
import { confirmed, erased, erasedKeepingGallery, heldRequest, loadFails, messageFailed, newRequest, sessionTakenBack, signedInWithPortal, withdrawn, withoutPrices } from './portal-setup';

const PORTAL = '/ucet';

const meta = {
  title: 'Features/Account/Moje svatba',
  tags: ['page'],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoBooking: Story = { name: 'Bez rezervace', parameters: { url: PORTAL, setup: signedInWithPortal([]) } };

export const NewRequest: Story = { name: 'Nová poptávka', parameters: { url: PORTAL, setup: signedInWithPortal([newRequest]) } };

export const HeldRequest: Story = { name: 'Poptávka drží termín', parameters: { url: PORTAL, setup: signedInWithPortal([heldRequest]) } };

export const ConfirmedWithDeposit: Story = {
  name: 'Potvrzený termín (místo pro zálohu)',
  parameters: { url: PORTAL, setup: signedInWithPortal([confirmed]) },
};

export const Withdrawn: Story = { name: 'Stažená poptávka', parameters: { url: PORTAL, setup: signedInWithPortal([withdrawn]) } };

export const SeveralBookings: Story = {
  name: 'Více rezervací (nejnovější svatba první)',
  parameters: { url: PORTAL, setup: signedInWithPortal([withoutPrices, newRequest, confirmed, withdrawn]) },
};

/** A reply the couple sees for the first time: marked "Nová odpověď" (the page then tells the server it was read). */
export const UnreadReply: Story = {
  name: 'Nová odpověď fotografky',
  parameters: {
    url: PORTAL,
    setup: signedInWithPortal([
      {
        ...confirmed,
        messages: [
          { id: 'p-m1', at: '2027-01-15T10:00:00.000Z', author: 'couple', text: 'Stihnete i přípravy nevěsty?' },
          { id: 'p-m2', at: '2027-01-16T08:30:00.000Z', author: 'photographer', text: 'Ano, přijedu v 9:00 a začnu přípravami.' },
        ],
        unreadIds: ['p-m2'],
      },
    ]),
  },
};

export const MessageFailed: Story = { name: 'Zprávu se nepodařilo odeslat', parameters: { url: PORTAL, setup: messageFailed } };

export const LoadFailed: Story = { name: 'Rezervace se nepodařilo načíst', parameters: { url: PORTAL, setup: loadFails('network/unavailable') } };

/**
 * After "Smazat účet" the couple is signed out, so the page renders on its own (at /ucet the sign-in guard would
 * send a signed-out visitor away before the summary shows, which only happens on a later visit in the app).
 */
export const Erased: Story = {
  name: 'Účet smazán',
  parameters: { setup: erased },
  render: () => <AccountPage />,
};

/** Too many wrong passwords for the GDPR self-service: signed out, told why, offered to sign in again (rendered as Erased is). */
export const SessionTakenBack: Story = {
  name: 'Odhlášeno po chybných heslech',
  parameters: { setup: sessionTakenBack },
  render: () => <AccountPage />,
};

/** The couple's account has a gallery (the galleries fake's demo): "Smazat účet" asks what happens to it, nothing chosen. */
export const DeleteAskingAboutGalleries: Story = {
  name: 'Smazat účet: co s galeriemi',
  parameters: { url: PORTAL, container: { bookings: [demoGalleryBooking(new Date())], galleries: [demoGallery(new Date())] }, setup: signedInWithPortal([confirmed]) },
  play: async ({ canvas, userEvent }: StoryContext) => {
    await userEvent.click(await canvas.findByRole('button', { name: csPortal.privacy.deleteAction }, { timeout: 5000 }));
    await canvas.findByRole('group', { name: csPortal.privacy.galleries.legend }, { timeout: 5000 });
  },
};

export const ErasedKeepingGallery: Story = {
  name: 'Účet smazán, galerie ponechána fotografce',
  parameters: { setup: erasedKeepingGallery },
  render: () => <AccountPage />,
};
