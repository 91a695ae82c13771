import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTH_LADDER, renditionWidths } from './image-ladder';

describe('image width ladder', () => {
  it('renders the whole ladder for a camera-size original', () => {
    expect(renditionWidths(6000)).toEqual([...IMAGE_WIDTH_LADDER]);
    expect(IMAGE_WIDTH_LADDER).toEqual([480, 800, 1200, 1600, 2400]);
  });

  it('never upscales: a smaller original gets the steps below it and its own width', () => {
    expect(renditionWidths(1067)).toEqual([480, 800, 1067]);
    expect(renditionWidths(1000)).toEqual([480, 800, 1000]);
    expect(renditionWidths(300)).toEqual([300]);
  });

  it('skips a step within 10 % of the top width (it would add bytes, not sharpness)', () => {
    expect(renditionWidths(1250)).toEqual([480, 800, 1250]);
    expect(renditionWidths(2500)).toEqual([480, 800, 1200, 1600, 2400]);
  });

  it('takes another ladder, and gives nothing for a width that is not a positive number', () => {
    expect(renditionWidths(1000, [100, 500])).toEqual([100, 500]);
    expect(renditionWidths(0)).toEqual([]);
    expect(renditionWidths(Number.NaN)).toEqual([]);
  });
});
