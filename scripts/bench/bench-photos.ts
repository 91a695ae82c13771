// The originals bench:thumbnails renders, in named sets. The repository holds no real photograph (the site's 63
// "originals" under public/media/demo are SVG illustrations, and the camera originals are generated), so real ones come
// from two Debian packages that ship photographs under free licences, fetched with apt's ordinary client into a cache
// (nothing is installed), and from any folder given with --dir (a photographer's own wedding, for instance).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureCameraOriginals } from '../build/images/generate-camera-originals.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CACHE = path.join(ROOT, 'node_modules/.cache/bench-photos');
const IMAGE = /\.(jpe?g|png|webp|avif|tiff?|heic|svg)$/i;

export interface PhotoSet {
  name: string;
  /** What the set is, for the report. */
  about: string;
  files: string[];
}

/**
 * The photographs in each package (its other images are illustrations or test patterns): scikit-image's sample
 * photographs (public domain or CC0; grass, gravel and brick are greyscale close-ups of texture, the worst case for
 * bytes, as foliage and gravel paths are in a wedding's frames) and MATE's nature wallpapers (GPL-2+), 0.2–4 megapixels.
 */
const DEBIAN_PHOTOS = [
  {
    pkg: 'python3-skimage',
    dir: 'usr/lib/python3/dist-packages/skimage/data',
    names: [
      'astronaut.png', 'brick.png', 'camera.png', 'chelsea.png', 'coffee.png', 'grass.png', 'gravel.png', 'hubble_deep_field.jpg',
      'motorcycle_left.png', 'motorcycle_right.png', 'rocket.jpg',
    ],
  },
  {
    pkg: 'mate-backgrounds',
    dir: 'usr/share/backgrounds/mate/nature',
    names: ['Aqua.jpg', 'Blinds.jpg', 'Dune.jpg', 'FreshFlower.jpg', 'Garden.jpg', 'GreenMeadow.jpg', 'LadyBird.jpg', 'RainDrops.jpg', 'Storm.jpg', 'TwoWings.jpg', 'Wood.jpg', 'YellowFlower.jpg'],
  },
] as const;

const exists = (file: string) => fs.access(file).then(() => true, () => false);

async function imagesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && IMAGE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Unpacks a Debian package into the cache once (`apt-get download` + `dpkg-deb -x`); null where apt is missing. */
function unpacked(pkg: string): string | null {
  const target = path.join(CACHE, pkg);
  if (existsSync(path.join(target, 'usr'))) return target;
  try {
    const debs = path.join(CACHE, 'debs');
    mkdirSync(debs, { recursive: true });
    mkdirSync(target, { recursive: true });
    execFileSync('apt-get', ['download', '-q', pkg], { cwd: debs, stdio: ['ignore', 'ignore', 'inherit'] });
    const deb = execFileSync('sh', ['-c', `ls -1 ${pkg}_*.deb | tail -n 1`], { cwd: debs }).toString().trim();
    execFileSync('dpkg-deb', ['-x', path.join(debs, deb), target]);
    return target;
  } catch (error) {
    console.warn(`(${pkg}: not fetched: ${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
    return null;
  }
}

export async function realPhotos(): Promise<PhotoSet> {
  const files: string[] = [];
  for (const { pkg, dir, names } of DEBIAN_PHOTOS) {
    const root = unpacked(pkg);
    if (!root) continue;
    for (const name of names) if (await exists(path.join(root, dir, name))) files.push(path.join(root, dir, name));
  }
  return { name: 'real', about: 'real photographs from Debian packages (python3-skimage, mate-backgrounds), 0.2–4 MP', files };
}

export async function siteOriginals(): Promise<PhotoSet> {
  const dir = path.join(ROOT, 'public/media/demo');
  const files = (await imagesUnder(dir)).filter((file) => !file.includes(`${path.sep}photos${path.sep}`));
  return { name: 'site', about: `the site's originals in public/media/demo (${files.filter((f) => f.endsWith('.svg')).length} SVG illustrations, the rest raster)`, files };
}

export async function cameraOriginals(): Promise<PhotoSet> {
  const files = (await ensureCameraOriginals()).map((original) => original.file);
  return { name: 'camera', about: 'the generated 24-megapixel camera originals (scenes with sensor grain, 6000×4000)', files };
}

export async function folder(dir: string): Promise<PhotoSet> {
  return { name: path.basename(path.resolve(dir)), about: `the images under ${dir}`, files: await imagesUnder(path.resolve(dir)) };
}
