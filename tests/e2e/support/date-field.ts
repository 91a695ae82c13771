import type { Locator } from '@playwright/test';

/**
 * Types a date into a design-system DateField as a user does: into its first part (den), then on through měsíc and
 * rok, zero-padded so each part moves on by itself. `group` is the field's group (its label names it).
 */
export async function typeDate(group: Locator, iso: string): Promise<void> {
  const [year, month, day] = iso.split('-');
  await group.getByRole('spinbutton').first().click();
  await group.page().keyboard.type(`${day}${month}${year}`);
}
