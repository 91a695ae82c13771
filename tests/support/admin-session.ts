import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Booking } from '../../domain/booking/booking';
import type { MemoryContainerOptions } from '../../src/app/composition/memory';
import { csAdmin } from '../../src/texts/cs-admin';
import { renderApp } from './render-app';

/** Signs the photographer in through the form and lands on `url` (the memory session lives in the container). */
export async function asAdmin(url: string, bookings: Booking[], options: MemoryContainerOptions = {}) {
  const user = userEvent.setup();
  const view = renderApp(`/admin/login?next=${encodeURIComponent(url)}`, { ...options, bookings });
  await screen.findByRole('heading', { level: 1, name: csAdmin.loginTitle });
  await user.type(screen.getByLabelText(csAdmin.email), 'fotograf@example.cz');
  await user.type(screen.getByLabelText(csAdmin.password), 'Fotograf2027');
  await user.click(screen.getByRole('button', { name: csAdmin.signIn }));
  return { user, ...view };
}
