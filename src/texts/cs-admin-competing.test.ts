import { describe, expect, it } from 'vitest';
import { csAdmin } from './cs-admin';

const t = csAdmin.competing;
const nbsp = '\u00A0';

describe('Czech wording of competing requests', () => {
  it('declines "další poptávka" by count: 1, 2–4, 5 and more', () => {
    expect(t.othersOnDay(1)).toBe('další poptávka na tento den');
    expect(t.othersOnDay(2)).toBe(`další 2${nbsp}poptávky na tento den`);
    expect(t.othersOnDay(4)).toBe(`další 4${nbsp}poptávky na tento den`);
    expect(t.othersOnDay(5)).toBe(`dalších 5${nbsp}poptávek na tento den`);
    expect(t.warning(2)).toBe(`Pozor: další 2${nbsp}poptávky na tento den.`);
  });

  it('counts the day marker and the declines with the same noun forms', () => {
    expect(t.marker(3)).toBe(`3${nbsp}poptávky na tento den`);
    expect(t.marker(5)).toBe(`5${nbsp}poptávek na tento den`);
    expect(t.declinedToo(1)).toBe(`Zároveň odmítnuto: 1${nbsp}poptávka; snoubencům odchází e-mail.`);
  });
});
