/** What a signed-in couple's account can fill into an empty booking form. */
export interface AccountContact {
  partner1: string;
  partner2: string;
  email: string;
}

/**
 * The account's name and e-mail as the booking form's fields. A display name that names the couple the way the
 * bookings do ("Jana a Petr", see coupleNames) is split back into the two partners; any other name (a username) is
 * the first partner alone, so the couple only adds the second one.
 */
export function accountContact(user: { displayName: string; email: string }): AccountContact {
  const name = user.displayName.trim();
  const parts = name.split(' a ');
  const [partner1, partner2] = parts.length === 2 && parts.every((p) => p.trim() !== '') ? parts : [name, ''];
  return { partner1: (partner1 ?? '').trim(), partner2: (partner2 ?? '').trim(), email: user.email.trim() };
}
