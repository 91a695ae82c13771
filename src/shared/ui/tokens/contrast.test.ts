import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColour } from './contrast';

const ratio = (fg: string, bg: string) => contrastRatio(parseColour(fg), parseColour(bg));

describe('WCAG contrast ratio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(ratio('#000', '#ffffff')).toBeCloseTo(21, 5);
    expect(ratio('#7a4e3a', '#7a4e3a')).toBe(1);
  });

  it('matches the published values either way round', () => {
    // #777 on white is the classic "just below AA" grey (4.48:1).
    expect(ratio('#777777', '#fff')).toBeCloseTo(4.48, 2);
    expect(ratio('#fff', '#777777')).toBeCloseTo(4.48, 2);
    expect(ratio('#767676', '#fff')).toBeCloseTo(4.54, 2);
  });

  it('lays a translucent foreground over its background first', () => {
    expect(ratio('rgb(0 0 0 / 0.5)', '#ffffff')).toBeCloseTo(ratio('#808080', '#ffffff'), 1);
    expect(ratio('rgba(0, 0, 0, 0)', '#ffffff')).toBe(1);
  });

  it('refuses what it cannot read, rather than passing it', () => {
    expect(() => parseColour('var(--ink)')).toThrow(/Not a colour/);
    expect(() => parseColour('red')).toThrow(/Not a colour/);
    expect(() => ratio('#000', 'rgb(0 0 0 / 0.5)')).toThrow(/opaque/);
  });
});
