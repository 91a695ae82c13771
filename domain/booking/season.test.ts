import { describe, expect, it } from 'vitest';
import { currentSeason } from './season';

describe('the current season', () => {
  it('runs from today to the end of the year while this year’s weddings are still ahead', () => {
    expect(currentSeason('2027-03-14')).toEqual({ from: '2027-03-14', to: '2027-12-31', year: 2027 });
    expect(currentSeason('2027-09-30')).toEqual({ from: '2027-09-30', to: '2027-12-31', year: 2027 });
  });
  it('is next year’s season from October on', () => {
    expect(currentSeason('2027-10-01')).toEqual({ from: '2027-10-01', to: '2028-12-31', year: 2028 });
  });
});
