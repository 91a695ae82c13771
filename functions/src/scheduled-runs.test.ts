// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RETENTION_PERIODS } from '../../domain/privacy/retention';
import { deploymentSource } from '../../tests/support/functions-deployment';
import { JOB_RETENTION_PERIODS } from './scheduled-runs';

const index = deploymentSource();
const config = readFileSync(new URL('./config.ts', import.meta.url), 'utf8');

// The privacy page renders RETENTION_PERIODS (src/features/privacy/privacy-facts-retention.test.tsx): the job must apply those.
describe('the scheduled retention job applies exactly the periods the privacy page states', () => {
  it('its periods are the domain\'s one configuration', () => {
    expect(JOB_RETENTION_PERIODS).toBe(RETENTION_PERIODS);
  });

  it('the scheduled function runs with those periods and no deploy param can change them', () => {
    expect(index).toMatch(/applyRetentionPolicy = scheduled\('applyRetentionPolicy', RETENTION_SCHEDULE, async \(now\) => runRetention\(db\(\), now, JOB_RETENTION_PERIODS, await galleryPrivacyStore\(now\)\), GALLERY_SECRETS\)/);
    expect(config).not.toMatch(/defineString\('RETENTION_/);
  });
});

describe('the renditions sweep is scheduled as the issue asks', () => {
  it('runs the body the emulator test drives, with the media work\'s memory and time, and the gallery keys for its tokens', () => {
    expect(index).toMatch(/renditionsSweep = async \(now: Date\) => runRenditionsSweepOn\(db\(\), await bucket\(\), galleryKeys\(\)\.guestPass, now\)/);
    expect(index).toMatch(
      /makeMissingRenditions = scheduled\('makeMissingRenditions', GALLERY_RENDITIONS_SWEEP_SCHEDULE, renditionsSweep, GALLERY_SECRETS, \{\s*memory: '2GiB',\s*timeoutSeconds: 540,/,
    );
  });

  it('a run ends before the next starts: its timeout is shorter than the interval', () => {
    const minutes = Number(/GALLERY_RENDITIONS_SWEEP_SCHEDULE = 'every (\d+) minutes'/.exec(config)?.[1]);
    expect(minutes * 60).toBeGreaterThan(540);
  });
});
