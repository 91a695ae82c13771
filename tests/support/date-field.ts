import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Types a date into a design-system DateField as a user does: into its first part (den), then on through měsíc and
 * rok, zero-padded so each part moves on by itself. `group` is the field's group (its label names it).
 */
export async function typeDate(user: UserEvent, group: HTMLElement, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  await user.click(within(group).getAllByRole('spinbutton')[0]!);
  await user.keyboard(`${day}${month}${year}`);
}
