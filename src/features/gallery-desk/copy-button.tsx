import { useState } from 'react';
import { Button } from '../../shared/ui/button/button';
import { csAdminGallery } from '../../texts/cs-admin-gallery';

/** Copies `text` to the clipboard and says so (politely, for screen readers too). */
export function CopyButton({ text, label = csAdminGallery.copy }: { text: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <span className="gallery-desk-row">
      <Button onPress={() => void navigator.clipboard.writeText(text).then(() => setCopied(true))}>{label}</Button>
      <span role="status">{copied ? csAdminGallery.copied : ''}</span>
    </span>
  );
}
