import type { StoryContext } from '@storybook/react-vite';
import { within } from 'storybook/test';
import { csContent } from '../../src/texts/cs-content';

const firstImageLabel = csContent.wedding.openImage(1, 1).replace(/1$/, '');

/** Play function: open the lightbox on the gallery's first photo, as a visitor would, by clicking it. */
export async function openFirstImage({ canvas, canvasElement, userEvent }: StoryContext): Promise<void> {
  const [first] = await canvas.findAllByRole(
    'button',
    { name: (name) => name.startsWith(firstImageLabel) },
    { timeout: 5000 },
  );
  if (!first) throw new Error('The gallery has no photos');
  await userEvent.click(first);
  // The lightbox is portalled to <body>, outside the story root.
  await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: csContent.lightbox.label });
}
