import type { Page } from '@playwright/test';

/** What the stubbed share sheet received: each file's name, type, size and first bytes. */
export interface SharedFile {
  name: string;
  type: string;
  size: number;
  head: number[];
}

/**
 * The phone's share sheet (Web Share API level 2), stubbed before the page runs: the page calls navigator.share with
 * files, the stub keeps what arrived for sharedFiles() to read.
 */
export async function recordShareSheet(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { __shared: shared });
    const canShare = (data?: ShareData) => Array.isArray(data?.files) && data.files.every((file) => file instanceof File);
    const share = async (data?: ShareData) => {
      for (const file of data?.files ?? []) {
        shared.push({ name: file.name, type: file.type, size: file.size, head: Array.from(new Uint8Array(await file.slice(0, 3).arrayBuffer())) });
      }
    };
    Object.defineProperty(navigator, 'canShare', { value: canShare, configurable: true });
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  });
}

export function sharedFiles(page: Page): Promise<SharedFile[]> {
  return page.evaluate(() => (window as unknown as { __shared: SharedFile[] }).__shared);
}
