// Types for image-pipeline.mjs (TypeScript callers: tests, the prerender step).
import type { MediaImage } from '../../domain/content/media.ts';

export declare const DEFAULT_WIDTHS: readonly number[];
export declare const ENCODINGS: ReadonlyArray<{ ext: 'avif' | 'webp' | 'jpg'; type: string; options: Record<string, unknown> }>;

export declare function renditionWidths(sourceWidth: number, ladder?: readonly number[]): number[];
export declare function isMediaImage(value: unknown): value is MediaImage;

export interface ImagePipelineOptions {
  /** The build output (e.g. dist); files go to outDir + publicPath. */
  outDir: string;
  /** URL prefix and folder of the renditions; default '/img/'. */
  publicPath?: string;
  /** Encoded files of earlier builds, keyed by content hash (e.g. node_modules/.cache/site-images). */
  cacheDir?: string;
  /** The original's bytes: '/media/…' resolved from public/, or http(s) fetched from the CMS. */
  readOriginal(url: string): Promise<Buffer>;
  /** Width ladder; default DEFAULT_WIDTHS. */
  widths?: readonly number[];
  /** Originals processed at once; default the number of CPUs. */
  concurrency?: number;
}

export interface ImagePipelineStats {
  originals: number;
  files: number;
  bytes: number;
  cachedHits: number;
}

export interface ImagePipeline {
  optimise(image: MediaImage): Promise<MediaImage>;
  stats(): ImagePipelineStats;
}

export declare function createImagePipeline(options: ImagePipelineOptions): ImagePipeline;
export declare function optimiseImages<T>(data: T, pipeline: Pick<ImagePipeline, 'optimise'>): Promise<T>;
