/** Settings the UI reads that differ per deployment (from VITE_* variables). */
export interface AppConfig {
  /** Absolute origin used in canonical URLs and structured data, e.g. https://www.example.cz (no trailing slash). */
  siteUrl: string;
  profile: 'memory' | 'emulators' | 'production';
}
