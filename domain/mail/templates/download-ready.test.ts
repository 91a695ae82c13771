import { describe, expect, it } from 'vitest';
import { expectLines, expectWellFormedMail } from '../../../tests/support/mail-assertions';
import { aMailContext } from '../../../tests/support/mail-context-mother';
import { downloadReadyMail } from './download-ready';

const part = (n: number, count: number) => ({
  n,
  bytes: count * 20_000_000,
  url: `https://example.test/part-${n}.zip?token=t${n}`,
  entries: Array.from({ length: count }, (_, i) => ({ photoId: `p${n}-${i}`, name: `DSC_${n}${i}.jpg`, size: 20_000_000 })),
});

describe('the "download ready" mail of a ZIP in several parts', () => {
  it('lists every part with its own link and photo count, in the web size, and says the links expire', () => {
    const mail = downloadReadyMail({ title: 'Jana a Petr' }, { size: 'web', parts: [part(1, 150), part(2, 1)], expiresAt: '2027-12-01T09:30:00.000Z' }, aMailContext());
    expectWellFormedMail(mail);
    expectLines(mail, [
      'připravila jsem Vám ke stažení 151\u00A0fotografií z galerie „Jana a Petr“ ve velikosti pro web, rozdělené do 2\u00A0souborů ZIP.',
      'Část 1 z 2: 150\u00A0fotografií',
      'Část 2 z 2: 1\u00A0fotografie',
      'Odkazy platí do 1. prosince 2027 v 10:30. Potom přestanou fungovat, ale v galerii si můžete kdykoli připravit nové.',
    ]);
    expect(mail.text).toContain('Část 1 z 2: 150\u00A0fotografií (https://example.test/part-1.zip?token=t1)');
    expect(mail.text).toContain('Část 2 z 2: 1\u00A0fotografie (https://example.test/part-2.zip?token=t2)');
    expect(mail.html).toContain('href="https://example.test/part-2.zip?token=t2"');
  });
});
