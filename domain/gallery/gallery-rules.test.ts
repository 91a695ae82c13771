import { describe, expect, it } from 'vitest';
import { aGallery, aPhoto } from '../../tests/support/gallery-mother';
import { downloadJobAt, downloadLinksExpireAt, type DownloadJob } from './download-job';
import { expiryReminderDue, expiryReminderMailId } from './expiry-reminder';
import { galleryOriginalFile, galleryRenditionFile, galleryZipFile, renditionWidths } from './gallery-storage';
import { effectivePortfolioConsent, mayPublishInPortfolio } from './portfolio-consent';
import { missingUploads, uploadKey } from './upload-key';

describe('effective portfolio consent', () => {
  it("the photo's own word wins; inherit takes the gallery's", () => {
    expect(effectivePortfolioConsent('allowed', 'refused')).toBe('refused');
    expect(effectivePortfolioConsent('refused', 'allowed')).toBe('allowed');
    expect(effectivePortfolioConsent('undecided', 'inherit')).toBe('undecided');
    expect(effectivePortfolioConsent('allowed', 'inherit')).toBe('allowed');
  });
  it('only an explicit allowed lets her publish; undecided does not', () => {
    expect(mayPublishInPortfolio('undecided', 'inherit')).toBe(false);
    expect(mayPublishInPortfolio('allowed', 'inherit')).toBe(true);
  });
});

describe('expiry reminder', () => {
  const gallery = aGallery({ expiresOn: '2027-10-31' });
  it('due from 14 days before the last day (Prague) to the last day', () => {
    expect(expiryReminderDue(gallery, new Date('2027-10-16T21:59:00Z'))).toBe(false); // 16 Oct 23:59 in Prague
    expect(expiryReminderDue(gallery, new Date('2027-10-16T22:00:00Z'))).toBe(true); // 17 Oct 00:00 in Prague
    expect(expiryReminderDue(gallery, new Date('2027-10-31T22:59:00Z'))).toBe(true); // 31 Oct 23:59 (CET again)
    expect(expiryReminderDue(gallery, new Date('2027-10-31T23:00:00Z'))).toBe(false);
  });
  it('not for a draft, an unpublished gallery or one without a couple', () => {
    const at = new Date('2027-10-25T10:00:00Z');
    expect(expiryReminderDue({ ...gallery, state: 'unpublished' }, at)).toBe(false);
    expect(expiryReminderDue({ ...gallery, state: 'draft' }, at)).toBe(false);
    expect(expiryReminderDue({ ...gallery, bookingId: null }, at)).toBe(false);
  });
  it('once per last day: an extended gallery is reminded again', () => {
    expect(expiryReminderMailId('g1', '2027-10-31')).not.toBe(expiryReminderMailId('g1', '2028-01-31'));
    expect(expiryReminderMailId('g1', '2027-10-31')).toBe(expiryReminderMailId('g1', '2027-10-31'));
  });
});

describe('upload duplicates: name + size + sha256', () => {
  const inGallery = aPhoto({ fileName: 'Zámek.jpg', size: 100, sha256: 'a'.repeat(64) });
  it('the same file under a decomposed name is the same upload', () => {
    expect(uploadKey({ ...inGallery, fileName: 'Za\u0301mek.jpg' })).toBe(uploadKey(inGallery));
  });
  it('a re-selected folder sends only what is missing, each file once', () => {
    const same = { fileName: 'Zámek.jpg', size: 100, sha256: 'a'.repeat(64) };
    const edited = { fileName: 'Zámek.jpg', size: 100, sha256: 'b'.repeat(64) };
    const renamed = { fileName: 'Zámek-2.jpg', size: 100, sha256: 'a'.repeat(64) };
    expect(missingUploads([same, edited, renamed, edited], [inGallery])).toEqual([edited, renamed]);
  });
});

describe('gallery storage layout', () => {
  it('renditions never upscale: the ladder below the original, then its own width', () => {
    expect(renditionWidths(6000)).toEqual([480, 800, 1200, 1600, 2400]);
    expect(renditionWidths(1000)).toEqual([480, 800, 1000]);
    expect(renditionWidths(2400)).toEqual([480, 800, 1200, 1600, 2400]);
    expect(renditionWidths(300)).toEqual([300]);
  });
  it('paths use ids, never file names, and refuse anything else', () => {
    expect(galleryOriginalFile('gallery0001', 'photo000001')).toBe('galleries/gallery0001/originals/photo000001');
    expect(galleryRenditionFile('gallery0001', 'photo000001', 800, 'avif')).toBe('galleries/gallery0001/web/photo000001/800.avif');
    expect(galleryZipFile('gallery0001', 'job0000001', 2)).toBe('galleries/gallery0001/zips/job0000001/part-2.zip');
    expect(() => galleryOriginalFile('gallery0001', '../x')).toThrow(expect.objectContaining({ code: 'storage/unknown' }));
    expect(() => galleryOriginalFile('gallery0001', 'DSC 1.jpg')).toThrow(expect.objectContaining({ code: 'storage/unknown' }));
  });
});

describe('download job links', () => {
  it('expire 7 days after they were ready; an expired job shows no URL', () => {
    const readyAt = new Date('2027-07-01T10:00:00Z');
    const job: DownloadJob = {
      id: 'job0000001', galleryId: 'g', viewerId: 'couple', scope: 'all', size: 'original', status: 'ready', createdAt: readyAt.toISOString(),
      readyAt: readyAt.toISOString(), expiresAt: downloadLinksExpireAt(readyAt), parts: [{ n: 1, entries: [], bytes: 1, url: 'https://x' }],
    };
    expect(downloadJobAt(job, new Date('2027-07-08T09:59:59Z')).status).toBe('ready');
    const expired = downloadJobAt(job, new Date('2027-07-08T10:00:00Z'));
    expect(expired.status).toBe('expired');
    expect(expired.parts[0]).not.toHaveProperty('url');
  });
});
