import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { csAdminBooking } from '../../src/texts/cs-admin-booking';

const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** Opens one of the booking page's tabs (Historie, Zprávy, E-maily) as a user does; a tab's name may end in a count. */
export async function openBookingTab(user: UserEvent, tab: keyof typeof csAdminBooking.tabs): Promise<void> {
  await user.click(await screen.findByRole('tab', { name: startingWith(csAdminBooking.tabs[tab]) }));
}

/** Picks an action from the booking page's "Další akce" menu. */
export async function chooseMoreAction(user: UserEvent, label: string): Promise<void> {
  await user.click(await screen.findByRole('button', { name: csAdminBooking.more }));
  await user.click(await screen.findByRole('menuitem', { name: label }));
}
