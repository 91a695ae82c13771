import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';

const FOCUSABLE = 'button:not([disabled]), [href], select, textarea, input, [tabindex]:not([tabindex="-1"])';

interface ViewerKeysOptions {
  index: number;
  total: number;
  onIndexChange(index: number): void;
  onClose(): void;
}

/**
 * The keyboard of a full-screen photo viewer (the public lightbox and the couple's gallery): focus starts on the
 * close button, the page behind does not scroll, Esc closes, ←/→ step round (not while typing in a field, where the
 * arrows move the caret) and Tab stays inside. Returning focus to the opener is the caller's, which knows the opener.
 */
export function useViewerKeys({ index, total, onIndexChange, onClose }: ViewerKeysOptions) {
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  // A layout effect: focus is inside the dialog before the next key. Preact (the content pages' islands) runs plain
  // effects a frame later, and an arrow pressed at once went to the thumbnail instead (tests/e2e/interactions.spec.ts).
  useLayoutEffect(() => {
    closeButton.current?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, []);

  const go = (delta: number) => {
    if (total > 0) onIndexChange((index + delta + total) % total);
  };

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const typing = event.target instanceof HTMLTextAreaElement || event.target instanceof HTMLSelectElement || event.target instanceof HTMLInputElement;
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowRight' && !typing) {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft' && !typing) {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'Tab' && dialog.current) {
      keepTabInside(event, dialog.current);
    }
  }

  return { dialog, closeButton, go, onKeyDown };
}

function keepTabInside(event: KeyboardEvent<HTMLElement>, container: HTMLElement) {
  const focusable = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
