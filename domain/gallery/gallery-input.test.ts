import { describe, expect, it } from 'vitest';
import { readGalleryInput, readSections } from './gallery-input';

const valid = { title: ' Jana a Petr ', eventDate: '2027-06-12', expiresOn: '2028-06-12', rights: { couple: 'original', guests: 'web' }, selection: { quota: 60, deadline: '2027-09-30' }, askGuestContact: true, bookingId: 'b1' };

describe('gallery input', () => {
  it('reads a valid input, trimmed', () => {
    expect(readGalleryInput(valid)).toEqual({ ...valid, title: 'Jana a Petr' });
  });

  it('a new gallery without an expiry stays open a year after its day, couple originals and guests web size', () => {
    expect(readGalleryInput({ title: 'Portrét', eventDate: '2028-02-29' })).toMatchObject({
      expiresOn: '2029-02-28', bookingId: null, rights: { couple: 'original', guests: 'web' }, selection: null, askGuestContact: false,
    });
  });

  it('names every bad field at once', () => {
    expect(() => readGalleryInput({ title: '', eventDate: '2027-02-30', rights: { couple: 'all', guests: 'web' }, selection: { quota: 0, deadline: '2027-01-01' } })).toThrow(
      expect.objectContaining({ details: { fields: { title: 'field/required', eventDate: 'date/invalid', expiresOn: 'date/invalid', rights: 'field/required', selection: 'gallery/quota-invalid' } } }),
    );
  });

  it('the last day may be the day photographed, not before it', () => {
    expect(readGalleryInput({ ...valid, expiresOn: '2027-06-12' }).expiresOn).toBe('2027-06-12');
    expect(() => readGalleryInput({ ...valid, expiresOn: '2027-06-11' })).toThrow(expect.objectContaining({ code: 'gallery/expiry-before-event' }));
  });

  it('an update keeps the stored values of fields the patch leaves out', () => {
    const stored = readGalleryInput(valid);
    expect(readGalleryInput({ title: 'Nový název' }, stored)).toEqual({ ...stored, title: 'Nový název' });
    expect(readGalleryInput({ selection: null }, stored).selection).toBeNull();
  });

  it('sections: ids valid and unique, titles required and short', () => {
    expect(readSections([{ id: 'section01', title: ' Obřad ' }])).toEqual([{ id: 'section01', title: 'Obřad' }]);
    expect(() => readSections([{ id: 'section01', title: 'A' }, { id: 'section01', title: 'B' }])).toThrow(expect.objectContaining({ code: 'id/invalid' }));
    expect(() => readSections([{ id: 'section01', title: ' ' }])).toThrow(expect.objectContaining({ code: 'field/required' }));
    expect(() => readSections([{ id: 'section01', title: 'x'.repeat(61) }])).toThrow(expect.objectContaining({ code: 'field/too-long' }));
  });
});
