import type { ContractAcceptance } from '../../domain/contract/contract-acceptance';

/** An accepted contract's record as the server stores it (object mother): Czech text with a heading and a list. */
export const anAcceptance = (overrides: Partial<ContractAcceptance> = {}): ContractAcceptance => ({
  bookingId: 'b-smlouva-1',
  templateVersion: 3,
  text: [
    '## Smlouva o fotografování svatby',
    '',
    'Objednatelé **Jana Nováková a Petr Svoboda** a fotografka uzavírají tuto smlouvu. Příliš žluťoučký kůň úpěl ďábelské ódy.',
    '',
    '### Cena',
    '',
    '- Balíček: Celý den (32\u00a0000\u00a0Kč)',
    '- Doplňky: Album (4\u00a0500\u00a0Kč)',
  ].join('\n'),
  textSha256: 'a3f1c2d4e5b6a7980112233445566778899aabbccddeeff00112233445566778',
  namesTyped: 'Jana Nováková, Petr Svoboda',
  email: 'jana@example.cz',
  ip: '203.0.113.9',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
  acceptedAt: '2027-03-01T09:30:00.000Z',
  withdrawalAcknowledged: true,
  expressStart: true,
  ...overrides,
});
