import { describe, expect, it } from 'vitest';
import { expectWellFormedMail, parseMailHtml, visibleText } from '../../tests/support/mail-assertions';
import { renderMail, type MailContent } from './mail-layout';

const content = (overrides: Partial<MailContent> = {}): MailContent => ({
  subject: 'Předmět',
  preheader: 'Náhled v seznamu zpráv',
  header: 'Odesílatel',
  footer: ['Patička'],
  blocks: [
    { kind: 'heading', text: 'Nadpis' },
    { kind: 'paragraph', text: 'První řádek\ndruhý řádek' },
    { kind: 'facts', title: 'Údaje', rows: [{ label: 'Termín', value: '12. června 2027' }, { label: 'Odkaz', value: 'Otevřít', url: 'https://example.cz/a?b=1&c=2' }] },
    { kind: 'priced', title: 'Ceník', rows: [{ name: 'Celý den', note: 'balíček', price: '39 000 Kč' }, { name: 'jen-slug' }], total: { label: 'Celkem', value: '39 000 Kč' } },
    { kind: 'list', title: 'Seznam:', items: ['jedna', 'dvě'] },
    { kind: 'quote', title: 'Zpráva', text: 'ahoj\nsvěte' },
    { kind: 'button', label: 'Tlačítko', url: 'https://example.cz/rezervace#moje-rezervace' },
  ],
  ...overrides,
});

describe('renderMail', () => {
  it('renders every block into the plain-text part, readable without markup', () => {
    expect(renderMail(content()).text).toBe(
      [
        'Nadpis',
        'První řádek\ndruhý řádek',
        'Údaje:\nTermín: 12. června 2027\nOdkaz: Otevřít (https://example.cz/a?b=1&c=2)',
        'Ceník:\n- Celý den (balíček): 39 000 Kč\n- jen-slug\nCelkem: 39 000 Kč',
        'Seznam:\n- jedna\n- dvě',
        'Zpráva\n> ahoj\n> světe',
        'Tlačítko: https://example.cz/rezervace#moje-rezervace',
        '-- \nPatička',
      ].join('\n\n') + '\n',
    );
  });

  it('renders the same content as a well-formed responsive HTML mail, with the preheader hidden first', () => {
    const message = renderMail(content());
    expectWellFormedMail(message);
    const doc = parseMailHtml(message);
    expect(doc.title).toBe('Předmět');
    expect(doc.body.firstElementChild?.textContent).toContain('Náhled v seznamu zpráv');
    expect(doc.querySelector('h1')?.textContent).toBe('Nadpis');
    expect([...doc.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['jedna', 'dvě']);
    expect([...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://example.cz/a?b=1&c=2',
      'https://example.cz/rezervace#moje-rezervace',
      'https://example.cz/rezervace#moje-rezervace',
    ]);
    expect(visibleText(message)).toContain('Ceník Celý den balíček 39 000 Kč jen-slug Celkem 39 000 Kč Seznam: jedna dvě');
    // Outlook on Windows ignores max-width: an MSO-only table holds it at 600 px.
    expect(message.html).toContain('<!--[if mso]><table role="presentation" cellpadding="0" cellspacing="0" border="0" width="600">');
  });

  it('escapes every string of every block, so no text can become markup', () => {
    const evil = '<i onclick="x">&</i>';
    const message = renderMail(
      content({
        subject: evil,
        preheader: evil,
        header: evil,
        footer: [evil],
        blocks: [
          { kind: 'heading', text: evil },
          { kind: 'paragraph', text: evil },
          { kind: 'facts', title: evil, rows: [{ label: evil, value: evil }] },
          { kind: 'priced', title: evil, rows: [{ name: evil, note: evil, price: evil }], total: { label: evil, value: evil } },
          { kind: 'list', title: evil, items: [evil] },
          { kind: 'quote', title: evil, text: evil },
          { kind: 'button', label: evil, url: 'https://example.cz/"><i>' },
        ],
      }),
    );
    const doc = parseMailHtml(message);
    expect(doc.querySelectorAll('i, [onclick]')).toHaveLength(0);
    expect(message.html).not.toContain('<i');
    expect(doc.title).toBe(evil);
    expect(visibleText(message).split(evil).length - 1).toBe(18);
  });

  it('keeps the subject to one line and passes attachments through, leaving the field out when there are none', () => {
    const attachment = { filename: 'a.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar' };
    expect(renderMail(content({ subject: ' Jana\r\na  Petr ', attachments: [attachment] }))).toMatchObject({ subject: 'Jana a Petr', attachments: [attachment] });
    expect(renderMail(content())).not.toHaveProperty('attachments');
    expect(renderMail(content({ attachments: [] }))).not.toHaveProperty('attachments');
  });
});
