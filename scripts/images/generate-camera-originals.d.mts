// Types for generate-camera-originals.mjs.
export interface CameraOriginal {
  name: string;
  scene: 'sunsetHill' | 'castlePark' | 'firstDance';
  width: number;
  height: number;
}

export declare const CAMERA_ORIGINALS_URL: string;
export declare const CAMERA_ORIGINALS_DIR: string;
export declare const CAMERA_ORIGINALS: readonly CameraOriginal[];

export declare function generateCameraOriginal(original: CameraOriginal, file: string): Promise<void>;
export declare function ensureCameraOriginals(options?: {
  dir?: string;
  force?: boolean;
}): Promise<Array<{ name: string; file: string; generated: boolean }>>;
