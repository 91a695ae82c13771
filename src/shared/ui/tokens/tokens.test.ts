import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bookingStatuses } from '../../../../domain/booking/booking';
import { contrastRatio, parseColour } from './contrast';
import { CONTRAST_PAIRS } from './contrast-pairs';
import { rootCustomProperties } from './css-custom-properties';

const uiFolder = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(path, 'utf8');
const siteCss = read(join(import.meta.dirname, '../../../app/styles.css'));
const tokensCss = read(join(import.meta.dirname, 'tokens.css'));
// The site's palette first: the desk's tokens build on it.
const tokens = rootCustomProperties(siteCss, tokensCss);

const colour = (name: string) => {
  const value = tokens.get(name);
  if (value === undefined) throw new Error(`${name} is not a token`);
  return parseColour(value);
};
const ratio = (fg: string, bg: string) => Math.round(contrastRatio(colour(fg), colour(bg)) * 100) / 100;

/** `--status-new-fg` + `--status-new-bg`, … : every family pair found by name. */
const familyPairs = [...tokens.keys()]
  .filter((name) => /^--(status|tone|day)-[\w-]+-fg$/.test(name))
  .map((fg) => ({ fg, bg: fg.replace(/-fg$/, '-bg') }));

function cssFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? cssFiles(join(folder, entry.name)) : entry.name.endsWith('.css') ? [join(folder, entry.name)] : [],
  );
}

describe('design tokens', () => {
  it.each(CONTRAST_PAIRS.map((pair) => [pair.fg, pair.bg, pair.min, pair.use] as const))(
    '%s on %s reaches %s:1 (%s)',
    (fg, bg, min) => {
      expect(ratio(fg, bg)).toBeGreaterThanOrEqual(min);
    },
  );

  it('pairs every -fg token of the status, tone and day families with a -bg that reaches 4.5:1', () => {
    // 7 statuses, 5 tones, 6 day states: a renamed family would otherwise drop out of the check unseen.
    expect(familyPairs.length).toBeGreaterThanOrEqual(18);
    const failing = familyPairs.filter(({ fg, bg }) => !tokens.has(bg) || ratio(fg, bg) < 4.5).map(({ fg, bg }) => `${fg} on ${bg}`);
    expect(failing).toEqual([]);
  });

  it('gives every booking status a colour pair', () => {
    const missing = bookingStatuses.filter((status) => !tokens.has(`--status-${status}-fg`) || !tokens.has(`--status-${status}-bg`));
    expect(missing).toEqual([]);
  });

  it('catches a token change that breaks AA (the check itself can fail)', () => {
    const broken = rootCustomProperties(siteCss, tokensCss, ':root { --status-new-fg: #8da4cc; }');
    expect(contrastRatio(parseColour(broken.get('--status-new-fg')!), parseColour(broken.get('--status-new-bg')!))).toBeLessThan(4.5);
    // A change in the site's palette reaches the desk's tokens too.
    const paler = rootCustomProperties(siteCss.replace('--muted: #5f554d', '--muted: #a09890'), tokensCss);
    expect(contrastRatio(parseColour(paler.get('--color-text-muted')!), parseColour(paler.get('--color-surface')!))).toBeLessThan(4.5);
  });

  it('lets components draw colours only through tokens, so the pairs above cover what they show', () => {
    const literal = /#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/i;
    const offenders = cssFiles(uiFolder)
      .filter((file) => !file.endsWith('tokens.css'))
      .flatMap((file) =>
        read(file)
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .split('\n')
          .filter((line) => literal.test(line))
          .map((line) => `${relative(uiFolder, file)}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });
});

describe('rootCustomProperties', () => {
  it('leaves out what a media query overrides and resolves references', () => {
    const found = rootCustomProperties(':root { --a: #fff; --b: var(--a); } @media (pointer: coarse) { :root { --a: #000; } }');
    expect(found.get('--b')).toBe('#fff');
  });

  it('names a reference to a token nobody declares', () => {
    expect(() => rootCustomProperties(':root { --b: var(--missing); }')).toThrow(/--missing/);
  });
});
