// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DATE_HOLD_DAYS, DATE_HOLD_POLICY_KINDS, dateHoldPolicyOf } from '../../domain/booking/date-hold';

const schema = JSON.parse(readFileSync(new URL('../src/api/site-setting/content-types/site-setting/schema.json', import.meta.url), 'utf8')) as {
  attributes: Record<string, Record<string, unknown>>;
};

describe('the CMS site settings offer exactly the date-hold policy the domain reads', () => {
  it('dateHoldPolicy: the domain kinds, default none', () => {
    const field = schema.attributes.dateHoldPolicy!;
    expect(field.type).toBe('enumeration');
    expect(field.enum).toEqual([...DATE_HOLD_POLICY_KINDS]);
    expect(field.default).toBe('none');
    for (const kind of DATE_HOLD_POLICY_KINDS) expect(dateHoldPolicyOf({ dateHoldPolicy: kind }).kind).toBe(kind);
  });

  it('dateHoldDays: a whole number within the domain bounds, the domain default', () => {
    expect(schema.attributes.dateHoldDays).toEqual({ type: 'integer', min: DATE_HOLD_DAYS.min, max: DATE_HOLD_DAYS.max, default: DATE_HOLD_DAYS.default });
  });
});
