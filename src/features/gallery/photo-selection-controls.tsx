import { useState } from 'react';
import { isSelectionFull, SELECTION_COMMENT_MAX_LENGTH } from '../../../domain/gallery/selection';
import { buttonClasses } from '../../shared/ui/button/button-classes';
import { TextArea } from '../../shared/ui/text-area/text-area';
import { csGallery } from '../../texts/cs-gallery';
import { useGallery } from './gallery-store';

/** One photo's place in "Výběr do alba": add or remove it, and a comment for the album while the selection is open. */
export function PhotoSelectionControls({ photoId }: { photoId: string }) {
  const selection = useGallery((s) => s.selection);
  const busy = useGallery((s) => s.busy.selection === true);
  const add = useGallery((s) => s.addToSelection);
  const remove = useGallery((s) => s.removeFromSelection);
  const saveComment = useGallery((s) => s.commentSelection);
  const item = selection?.items.find((candidate) => candidate.photoId === photoId);
  const [comment, setComment] = useState(item?.comment ?? '');
  const [saved, setSaved] = useState(false);
  if (!selection) return null;

  const counter = <p className="gallery-selection__counter">{csGallery.selection.counter(selection.items.length, selection.quota)}</p>;
  if (!selection.open) {
    return (
      <div className="gallery-selection-controls">
        {counter}
        {item?.comment ? <p className="gallery-selection__comment">{item.comment}</p> : null}
      </div>
    );
  }
  const full = isSelectionFull(selection, selection.items);
  return (
    <div className="gallery-selection-controls">
      {counter}
      {item ? (
        <>
          <button type="button" className={buttonClasses({ variant: 'secondary', size: 'sm' })} disabled={busy} onClick={() => void remove(photoId)}>
            {csGallery.selection.remove}
          </button>
          <TextArea
            label={csGallery.selection.comment}
            hint={csGallery.selection.commentHint}
            value={comment}
            onValue={(value) => {
              setComment(value);
              setSaved(false);
            }}
            maxLength={SELECTION_COMMENT_MAX_LENGTH}
            rows={2}
          />
          <button
            type="button"
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            disabled={busy || comment.trim() === item.comment}
            onClick={() => void saveComment(photoId, comment).then(setSaved)}
          >
            {csGallery.selection.saveComment}
          </button>
          <p role="status">{saved ? csGallery.selection.commentSaved : null}</p>
        </>
      ) : (
        <>
          <button type="button" className={buttonClasses({ variant: 'primary', size: 'sm' })} disabled={busy || full} onClick={() => void add(photoId)}>
            {csGallery.selection.add}
          </button>
          {full ? <p className="gallery-selection__full">{csGallery.selection.full}</p> : null}
        </>
      )}
    </div>
  );
}
