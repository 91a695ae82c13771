import { describe, expect, it } from 'vitest';
import { contentId, flatten, lines, paragraphs, record, records } from './strapi-entities';
import { media } from './strapi-media';

describe('Strapi payload normalisation', () => {
  it('flattens v4 { data: { id, attributes } } wrappers, also in relations and media', () => {
    const v4 = {
      data: [
        {
          id: 3,
          attributes: {
            title: 'Jana a Petr',
            cover: { data: { id: 9, attributes: { url: '/uploads/a.jpg', width: 800, height: 600, alternativeText: 'Obřad' } } },
            gallery: { data: [{ id: 10, attributes: { url: '/uploads/b.jpg', width: 10, height: 20 } }] },
          },
        },
      ],
      meta: { pagination: { total: 1 } },
    };
    const [wedding] = records(v4);
    expect(wedding).toEqual({
      id: 3,
      title: 'Jana a Petr',
      cover: { id: 9, url: '/uploads/a.jpg', width: 800, height: 600, alternativeText: 'Obřad' },
      gallery: [{ id: 10, url: '/uploads/b.jpg', width: 10, height: 20 }],
    });
    expect(contentId(wedding!)).toBe('3');
  });

  it('keeps v5 flat documents and prefers documentId', () => {
    const v5 = { data: { id: 3, documentId: 'hgv1vny5cebq2l3czil1rpb3', title: 'X' }, meta: {} };
    const doc = record(v5)!;
    expect(doc.title).toBe('X');
    expect(contentId(doc)).toBe('hgv1vny5cebq2l3czil1rpb3');
    expect(flatten({ a: { b: 1 } })).toEqual({ a: { b: 1 } });
  });

  it('maps media to absolute URLs with renditions sorted by width', () => {
    expect(
      media(
        {
          url: '/uploads/a.jpg',
          width: 1600,
          height: 1067,
          alternativeText: 'Portrét',
          formats: { small: { url: '/uploads/small_a.jpg', width: 500, height: 333 }, thumbnail: { url: '/uploads/t.jpg', width: 234, height: 156 } },
        },
        'http://cms.test',
      ),
    ).toEqual({
      url: 'http://cms.test/uploads/a.jpg',
      width: 1600,
      height: 1067,
      alt: 'Portrét',
      formats: [
        { url: 'http://cms.test/uploads/t.jpg', width: 234, height: 156 },
        { url: 'http://cms.test/uploads/small_a.jpg', width: 500, height: 333 },
      ],
    });
    expect(media(null, 'http://cms.test')).toBeUndefined();
  });

  it('splits paragraphs on blank lines and lists on line breaks', () => {
    expect(paragraphs('První.\n\nDruhý\r\n \r\nTřetí')).toEqual(['První.', 'Druhý', 'Třetí']);
    expect(lines('a\n\n b \n')).toEqual(['a', 'b']);
  });
});
