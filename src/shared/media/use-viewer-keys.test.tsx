import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useViewerKeys } from './use-viewer-keys';

interface ViewerProps {
  index: number;
  total: number;
  onIndexChange(index: number): void;
  onClose(): void;
}

function Viewer(props: ViewerProps) {
  const { dialog, closeButton, onKeyDown } = useViewerKeys(props);
  return (
    <div ref={dialog} role="dialog" aria-label="Prohlížeč" onKeyDown={onKeyDown}>
      <button type="button">Předchozí</button>
      <textarea aria-label="Komentář" />
      <button ref={closeButton} type="button">
        Zavřít
      </button>
    </div>
  );
}

function renderViewer(index = 0, total = 3) {
  const onIndexChange = vi.fn();
  const onClose = vi.fn();
  const view = render(
    <>
      <button type="button">Mimo prohlížeč</button>
      <Viewer index={index} total={total} onIndexChange={onIndexChange} onClose={onClose} />
    </>,
  );
  return { user: userEvent.setup(), onIndexChange, onClose, ...view };
}

describe('useViewerKeys', () => {
  it('starts on the close button and keeps the page behind from scrolling until the viewer closes', () => {
    document.body.style.overflow = 'auto';
    const { unmount } = renderViewer();
    expect(screen.getByRole('button', { name: 'Zavřít' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    unmount();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('steps round with the arrows, from the last photo to the first and back', async () => {
    const { user, onIndexChange, rerender } = renderViewer(2, 3);
    await user.keyboard('{ArrowRight}');
    expect(onIndexChange).toHaveBeenLastCalledWith(0);
    rerender(
      <>
        <button type="button">Mimo prohlížeč</button>
        <Viewer index={0} total={3} onIndexChange={onIndexChange} onClose={vi.fn()} />
      </>,
    );
    await user.keyboard('{ArrowLeft}');
    expect(onIndexChange).toHaveBeenLastCalledWith(2);
  });

  it('leaves the arrows to a field being typed in', async () => {
    const { user, onIndexChange } = renderViewer();
    await user.click(screen.getByRole('textbox', { name: 'Komentář' }));
    await user.keyboard('ab{ArrowLeft}{ArrowRight}');
    expect(onIndexChange).not.toHaveBeenCalled();
  });

  it('closes on Esc, even from a field', async () => {
    const { user, onClose } = renderViewer();
    await user.click(screen.getByRole('textbox', { name: 'Komentář' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps Tab inside: past the last control to the first, and Shift+Tab from the first to the last', async () => {
    const { user } = renderViewer();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Předchozí' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Zavřít' })).toHaveFocus();
  });
});
