import { useState } from 'react';
import type { ViewerPhoto } from '../../../ports/gallery-viewer-port';
import { canShareImageFiles, downloadUrl, fetchAsFile, SHARE_MAX_BYTES, shareFiles } from '../../shared/files/share-files';

export type SaveState = 'idle' | 'fetching' | 'needs-tap' | 'failed';

/**
 * The phone's copy of a photo: its largest JPEG rendition (a web-size file fits the share sheet's limits, where a
 * 40 MB original would not), named after the original. Only photos the viewer may download have one.
 */
export function phoneFile(photo: ViewerPhoto): { url: string; fileName: string } | null {
  if (!photo.download) return null;
  const largest = photo.sources[photo.sources.length - 1];
  const base = photo.download.fileName.replace(/\.[^.]+$/, '');
  return largest ? { url: largest.jpg, fileName: `${base}.jpg` } : photo.download;
}

/**
 * "Uložit do telefonu" for one photo (share-files.ts explains the API's limits). The file is fetched on the tap; if
 * the tap went stale while it came, the file is kept and the next tap shares it at once. Where files cannot be
 * shared, or sharing fails for another reason, it is a plain download.
 */
export function useSaveToPhone() {
  const [supported] = useState(canShareImageFiles);
  const [state, setState] = useState<SaveState>('idle');
  const [prepared, setPrepared] = useState<{ photoId: string; file: File } | null>(null);

  async function share(file: File, photo: ViewerPhoto, fallback: { url: string; fileName: string }) {
    const outcome = file.size > SHARE_MAX_BYTES ? 'unsupported' : await shareFiles([file], photo.download?.fileName ?? file.name);
    if (outcome === 'needs-tap') {
      setPrepared({ photoId: photo.id, file });
      setState('needs-tap');
      return;
    }
    setPrepared(null);
    setState('idle');
    if (outcome === 'unsupported' || outcome === 'failed') downloadUrl(fallback.url, fallback.fileName);
  }

  async function save(photo: ViewerPhoto) {
    const target = phoneFile(photo);
    if (!target || state === 'fetching') return;
    if (!supported) {
      downloadUrl(target.url, target.fileName);
      return;
    }
    if (prepared?.photoId === photo.id) {
      await share(prepared.file, photo, target);
      return;
    }
    setState('fetching');
    try {
      await share(await fetchAsFile(target.url, target.fileName), photo, target);
    } catch {
      setState('failed');
    }
  }

  /** A different photo on screen: what was fetched for the last one is dropped. */
  function reset() {
    setPrepared(null);
    setState('idle');
  }

  return { supported, state, save, reset };
}
