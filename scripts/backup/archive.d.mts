export const FORMAT: string;
export const FORMAT_VERSION: number;
export const MANIFEST: string;
export function sha256File(file: string): Promise<string>;
