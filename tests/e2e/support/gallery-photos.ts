import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { renderCameraJpeg } from '../../../scripts/build/images/generate-camera-originals.ts';
import type { SceneName } from '../../../scripts/build/images/camera-scenes.ts';

export interface WeddingPhoto {
  name: string;
  /** EXIF DateTimeOriginal, Prague summer time (OffsetTimeOriginal +02:00). */
  taken: string;
  scene: SceneName;
}

/**
 * A wedding's folder as two cameras leave it: the second shooter's IMG_ files fall between the DSC_ ones by capture
 * time, so a gallery ordered by EXIF differs from one ordered by name.
 */
export const WEDDING_FOLDER: readonly WeddingPhoto[] = [
  { name: 'DSC_0101.jpg', taken: '2027:09:04 13:02:10', scene: 'castlePark' },
  { name: 'DSC_0102.jpg', taken: '2027:09:04 13:40:55', scene: 'sunsetHill' },
  { name: 'DSC_0103.jpg', taken: '2027:09:04 21:15:03', scene: 'firstDance' },
  { name: 'IMG_2001.jpg', taken: '2027:09:04 13:20:31', scene: 'firstDance' },
  { name: 'IMG_2002.jpg', taken: '2027:09:04 18:05:47', scene: 'castlePark' },
];

/** The folder's names in the order the photos were taken (what the gallery must show). */
export const BY_CAPTURE_TIME = [...WEDDING_FOLDER].sort((a, b) => a.taken.localeCompare(b.taken)).map((photo) => photo.name);

/**
 * Writes the folder as real camera-like JPEGs (the demo's deterministic scenes with grain, 1500×1000, each over the 256 kB
 * above which the Storage SDK uploads resumably) into `dir`, and answers the folder's path.
 */
export async function writeWeddingFolder(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  await Promise.all(
    WEDDING_FOLDER.map(async (photo) => {
      const jpeg = await renderCameraJpeg({ name: photo.name, scene: photo.scene, width: 1500, height: 1000 }, { captured: { local: photo.taken, offset: '+02:00' } });
      await writeFile(join(dir, photo.name), jpeg);
    }),
  );
  return dir;
}
