import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoContent } from '../../../adapters/memory/demo-content/demo-content';
import { renderWithServices } from '../../../tests/support/render-app';
import { csContent } from '../../texts/cs-content';
import { ImageGallery } from './image-gallery';

const images = demoContent.weddings[0]!.gallery;

describe('image gallery and lightbox', () => {
  it('is operable by keyboard: open, move, close, and focus returns to the thumbnail', async () => {
    const user = userEvent.setup();
    renderWithServices(<ImageGallery images={images} label="Galerie" />);
    await user.tab();
    const first = screen.getByRole('button', { name: csContent.wedding.openImage(1, images.length) });
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: csContent.lightbox.label });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    // The lazily loaded dialog takes focus in its effect, which may run a tick after it appears.
    await waitFor(() => expect(screen.getByRole('button', { name: csContent.lightbox.close })).toHaveFocus());
    expect(dialog).toHaveTextContent(csContent.lightbox.position(1, images.length));
    await user.keyboard('{ArrowRight}');
    expect(dialog).toHaveTextContent(csContent.lightbox.position(2, images.length));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(dialog).toHaveTextContent(csContent.lightbox.position(images.length, images.length));

    // Tab cycles inside the dialog.
    for (let i = 0; i < 4; i += 1) await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(first).toHaveFocus();
  });

  it('gives every thumbnail intrinsic size, alt text and sizes', () => {
    renderWithServices(<ImageGallery images={images} label="Galerie" />);
    const imgs = screen.getAllByRole('img');
    expect(imgs).toHaveLength(images.length);
    for (const [i, img] of imgs.entries()) {
      expect(img).toHaveAttribute('width', String(images[i]!.width));
      expect(img).toHaveAttribute('height', String(images[i]!.height));
      expect(img).toHaveAttribute('alt', images[i]!.alt);
      expect(img).toHaveAttribute('sizes');
    }
  });
});
