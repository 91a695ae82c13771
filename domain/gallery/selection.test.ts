import { describe, expect, it } from 'vitest';
import { aGallery, aPhoto } from '../../tests/support/gallery-mother';
import { changeSelection, SELECTION_COMMENT_MAX_LENGTH, submitSelection, type Selection } from './selection';

const gallery = aGallery({ selection: { quota: 2, deadline: '2027-03-28' } });
const photos = [aPhoto(), aPhoto(), aPhoto(), aPhoto({ hidden: true }), aPhoto({ renditions: 'pending' })];
const [p1, p2, p3, hidden, pending] = photos as [ReturnType<typeof aPhoto>, ReturnType<typeof aPhoto>, ReturnType<typeof aPhoto>, ReturnType<typeof aPhoto>, ReturnType<typeof aPhoto>];
const NOW = new Date('2027-03-20T12:00:00Z');

function chosen(...ids: string[]): Selection {
  return { items: ids.map((photoId) => ({ photoId, comment: '' })), submittedAt: null, updatedAt: NOW.toISOString() };
}

describe('selection rules', () => {
  it('adds up to the quota, then refuses', () => {
    const one = changeSelection(gallery, photos, null, { kind: 'add', photoId: p1.id, comment: '  na obálku ' }, NOW);
    expect(one.items).toEqual([{ photoId: p1.id, comment: 'na obálku' }]);
    const two = changeSelection(gallery, photos, one, { kind: 'add', photoId: p2.id }, NOW);
    expect(() => changeSelection(gallery, photos, two, { kind: 'add', photoId: p3.id }, NOW)).toThrow(expect.objectContaining({ code: 'gallery/selection-quota' }));
    // Choosing a chosen photo again is no new item: it only replaces the comment.
    expect(changeSelection(gallery, photos, two, { kind: 'add', photoId: p1.id, comment: 'jinak' }, NOW).items).toHaveLength(2);
  });

  it('a comment of 500 characters is fine, 501 is a field error', () => {
    const ok = 'x'.repeat(SELECTION_COMMENT_MAX_LENGTH);
    expect(changeSelection(gallery, photos, null, { kind: 'add', photoId: p1.id, comment: ok }, NOW).items[0]!.comment).toBe(ok);
    expect(() => changeSelection(gallery, photos, null, { kind: 'add', photoId: p1.id, comment: `${ok}x` }, NOW)).toThrow(
      expect.objectContaining({ code: 'field/too-long', details: { fields: { comment: 'field/too-long' } } }),
    );
  });

  it('only photos the couple sees may be chosen or commented', () => {
    for (const photoId of [hidden.id, pending.id, 'photo-unknown']) {
      expect(() => changeSelection(gallery, photos, null, { kind: 'add', photoId }, NOW)).toThrow(expect.objectContaining({ code: 'gallery/photo-not-found' }));
    }
    expect(() => changeSelection(gallery, photos, null, { kind: 'comment', photoId: p1.id, comment: 'a' }, NOW)).toThrow(expect.objectContaining({ code: 'gallery/photo-not-found' }));
  });

  it('removing frees the quota; removing what is not chosen changes nothing', () => {
    const after = changeSelection(gallery, photos, chosen(p1.id, p2.id), { kind: 'remove', photoId: p1.id }, NOW);
    expect(after.items.map((item) => item.photoId)).toEqual([p2.id]);
    expect(changeSelection(gallery, photos, after, { kind: 'remove', photoId: p3.id }, NOW).items).toHaveLength(1);
  });

  it('the deadline day is open until midnight in Prague; the clocks went forward that night (28 March 2027)', () => {
    expect(changeSelection(gallery, photos, null, { kind: 'add', photoId: p1.id }, new Date('2027-03-28T21:59:59Z')).items).toHaveLength(1);
    expect(() => changeSelection(gallery, photos, null, { kind: 'add', photoId: p1.id }, new Date('2027-03-28T22:00:00Z'))).toThrow(
      expect.objectContaining({ code: 'gallery/selection-closed' }),
    );
  });

  it('a gallery without a selection refuses every change', () => {
    expect(() => changeSelection(aGallery({ selection: null }), photos, null, { kind: 'add', photoId: p1.id }, NOW)).toThrow(
      expect.objectContaining({ code: 'gallery/selection-unavailable' }),
    );
  });

  it('submitting locks it; empty cannot be submitted; a photo hidden since is dropped', () => {
    expect(() => submitSelection(gallery, photos, null, NOW)).toThrow(expect.objectContaining({ code: 'gallery/selection-empty' }));
    const withHidden: Selection = chosen(p1.id, hidden.id);
    const sent = submitSelection(gallery, photos, withHidden, NOW);
    expect(sent).toMatchObject({ submittedAt: NOW.toISOString(), items: [{ photoId: p1.id, comment: '' }] });
    expect(() => changeSelection(gallery, photos, sent, { kind: 'remove', photoId: p1.id }, NOW)).toThrow(expect.objectContaining({ code: 'gallery/selection-submitted' }));
    expect(() => submitSelection(gallery, photos, sent, NOW)).toThrow(expect.objectContaining({ code: 'gallery/selection-submitted' }));
  });
});
