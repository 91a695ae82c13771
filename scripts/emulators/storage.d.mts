import type { Service } from './processes.mjs';

export interface StorageMode {
  mode: 'firebase-tools' | 'node';
  /** Why, in words: printed by the launcher and named by the skipped rules tests. */
  reason: string;
}

export function rulesRuntimeJar(): string;
export function storageMode(inputs?: { forced?: string | undefined; java?: number; jar?: string; jarPresent?: boolean }): StorageMode;
export function storageRulesEnv(mode: StorageMode): { STORAGE_EMULATOR_RULES: 'enforced' | 'not-enforced'; STORAGE_EMULATOR_RULES_REASON: string };
export function storageAnswering(): Promise<boolean>;
export function startNodeStorage(): Promise<Service>;
