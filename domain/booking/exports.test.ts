import { describe, expect, it } from 'vitest';
import { aBooking } from '../../tests/support/booking-mother';
import { bookingsCsv, csvField, czechShortDate, excelDateTime, foldIcsLine, icsText, weddingsIcs, type IcsOptions } from './exports';

const columns = [
  { header: 'Datum svatby', value: (b: { weddingDate: string }) => czechShortDate(b.weddingDate) },
  { header: 'Snoubenci', value: (b: { contact: { coupleNames: string } }) => b.contact.coupleNames },
  { header: 'Hosté', value: (b: { guests?: number }) => b.guests },
];

const ics: IcsOptions = {
  now: new Date('2027-01-02T03:04:05.000Z'),
  uidDomain: 'terezanovakova-foto.cz',
  calendarName: 'Svatby',
  summary: (b) => `Svatba: ${b.contact.coupleNames}`,
  description: (b) => `Kód: ${b.reservationCode}`,
};

describe('CSV export for Czech Excel', () => {
  it('starts with a UTF-8 BOM, separates by semicolons, quotes every field and ends rows with CRLF', () => {
    const csv = bookingsCsv([aBooking({ weddingDate: '2027-06-12', guests: 80 })], columns);
    expect(csv.startsWith('\uFEFF"Datum svatby";"Snoubenci";"Hosté"\r\n')).toBe(true);
    expect(csv).toContain('"12. 6. 2027";"Jana a Petr";"80"\r\n');
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/\n|\r/);
  });

  it('doubles quotes and keeps semicolons and line breaks inside the quoted field', () => {
    expect(csvField('Řekla "ano"; pak\nvečer')).toBe('"Řekla ""ano""; pak\nvečer"');
    expect(csvField(undefined)).toBe('""');
  });

  it('neutralises formula injection with a leading apostrophe', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvField('Jana')).toBe('"Jana"');
  });

  it('writes phone numbers that pass the phone rule as a text formula Excel keeps digit for digit, and guards everything else', () => {
    // A bare "+420777123456" opens in Excel as the number 4,20777E+11.
    expect(csvField('+420777123456', 'phone')).toBe('"=""+420777123456"""');
    expect(csvField('+420 777 123 456', 'phone')).toBe('"=""+420 777 123 456"""');
    expect(csvField(' 0049 30 1234567 ', 'phone')).toBe('"=""0049 30 1234567"""');
    expect(csvField('', 'phone')).toBe('""');
    // Not a phone by the rule: the guard stays, in the phone column too.
    expect(csvField('+HYPERLINK("x")', 'phone')).toBe(`"'+HYPERLINK(""x"")"`);
    expect(csvField('=1+1', 'phone')).toBe(`"'=1+1"`);
    expect(csvField('-420 777 123 456', 'phone')).toBe(`"'-420 777 123 456"`);
    expect(csvField('777"&A1&"', 'phone')).toBe(`"777""&A1&"""`);
    // A valid-looking phone in another column is still guarded.
    expect(csvField('+420 777 123 456')).toBe(`"'+420 777 123 456"`);
    const csv = bookingsCsv([aBooking({ contact: { coupleNames: 'Jana a Petr', email: 'j@example.cz', phone: '+420603123456' } })], [
      { header: 'Telefon', value: (b) => b.contact.phone, kind: 'phone' },
      { header: 'Poznámka', value: () => '+420 603 123 456' },
    ]);
    expect(csv).toContain(`"=""+420603123456""";"'+420 603 123 456"\r\n`);
  });

  it('writes the received time as a Prague date-time Excel reads as a date', () => {
    // Winter (UTC+1) and summer (UTC+2); minutes zero-padded, 24-hour clock.
    expect(excelDateTime('2026-11-24T14:30:00.000Z')).toBe('2026-11-24 15:30');
    expect(excelDateTime('2027-06-12T07:05:00.000Z')).toBe('2027-06-12 09:05');
    expect(excelDateTime('2026-12-31T23:30:00.000Z')).toBe('2027-01-01 00:30');
    expect(excelDateTime('nesmysl')).toBe('nesmysl');
    const csv = bookingsCsv([aBooking({ createdAt: '2026-11-24T14:30:00.000Z' })], [{ header: 'Přijato', value: (b) => excelDateTime(b.createdAt) }]);
    expect(csv).toContain('"2026-11-24 15:30"\r\n');
  });

  it('writes Czech short dates without leading zeros', () => {
    expect(czechShortDate('2027-06-02')).toBe('2. 6. 2027');
    expect(czechShortDate('2027-12-31')).toBe('31. 12. 2027');
  });
});

describe('iCalendar export of confirmed weddings', () => {
  it('has one all-day VEVENT with a stable UID per date-taking booking, and nothing for open requests', () => {
    const confirmed = aBooking({ id: 'b-conf', status: 'confirmed', weddingDate: '2027-06-12' });
    const paid = aBooking({ id: 'b-paid', status: 'deposit-paid', weddingDate: '2027-12-31' });
    const open = aBooking({ id: 'b-new', status: 'new' });
    const text = weddingsIcs([confirmed, paid, open], ics);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain('UID:b-conf@terezanovakova-foto.cz\r\n');
    expect(text).toContain('DTSTART;VALUE=DATE:20270612\r\nDTEND;VALUE=DATE:20270613\r\n');
    expect(text).toContain('DTSTART;VALUE=DATE:20271231\r\nDTEND;VALUE=DATE:20280101\r\n');
    expect(text).toContain('DTSTAMP:20270102T030405Z\r\n');
    expect(text).not.toContain('b-new');
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    expect(icsText('Zámek; Loučeň, sál\\A\r\nvečer\nnoc')).toBe('Zámek\\; Loučeň\\, sál\\\\A\\nvečer\\nnoc');
    const text = weddingsIcs([aBooking({ status: 'confirmed', venue: 'Zámek, Loučeň', town: 'Nymburk' })], ics);
    expect(text).toContain('LOCATION:Zámek\\, Loučeň\\, Nymburk\r\n');
  });

  it('folds lines longer than 75 octets without splitting a Czech character', () => {
    const long = `DESCRIPTION:${'č'.repeat(100)}`;
    const folded = foldIcsLine(long);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    for (const line of lines.slice(1)) expect(line.startsWith(' ')).toBe(true);
    expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(long);
    expect(folded).not.toContain('\uFFFD');
  });
});
