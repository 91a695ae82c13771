/** The desk's thread with the couple in the booking detail, and its unread markers in the list and the overview. */
export const csAdminThread = {
  title: 'Zprávy se snoubenci',
  empty: 'Snoubenci zatím nic nenapsali.',
  author: { couple: 'Snoubenci', photographer: 'Vy' },
  loading: 'Načítám zprávy…',
  loadFailed: 'Zprávy se nepodařilo načíst.',
  retry: 'Zkusit znovu',
  unread: 'Nová',
  replyLabel: 'Odpověď snoubencům',
  replyHint: (max: number) => `Snoubenci ji uvidí v sekci Moje svatba a přijde jim o ní e-mail. Nejvýše ${max} znaků.`,
  send: 'Odeslat odpověď',
  sending: 'Odesílám…',
  sent: 'Odpověď je odeslaná, snoubencům jsem poslala e-mail.',
  /** Beside a booking in the list (and on the overview) while the couple wrote something she has not opened. */
  unreadMarker: 'Nová zpráva',
  /** The overview's card of bookings with a message she has not read. */
  unreadCard: 'Nepřečtené zprávy',
  wroteAt: (when: string) => `napsali ${when}`,
} as const;
