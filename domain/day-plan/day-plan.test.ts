import { describe, expect, it } from 'vitest';
import { canEditDayPlan, DAY_PLAN_LIMITS, dayPlanFieldErrors, EMPTY_DAY_PLAN, isDayPlanEmpty, readDayPlan } from './day-plan';

const fieldsOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return { code: (error as { code: string }).code, fields: (error as { details?: { fields?: unknown } }).details?.fields };
  }
  throw new Error('expected a failure');
};

describe('readDayPlan', () => {
  it('tidies a draft: trims, drops wholly blank rows, pads times, normalises Czech phones, keeps half-filled rows', () => {
    const plan = readDayPlan({
      items: [{ time: '9:30', what: ' Příprava nevěsty ', where: '' }, { time: '', what: '', where: '' }, { time: '', what: 'Obřad', where: 'Zámek Loučeň' }],
      people: [{ name: 'Eva', role: 'svědkyně', phone: '777 123 456' }, { name: '', role: '', phone: '' }],
      groupPhotos: ['Rodina nevěsty', '  '],
      notes: '  Prosím bez blesku v kostele. ',
    });
    expect(plan).toEqual({
      items: [{ time: '09:30', what: 'Příprava nevěsty', where: '' }, { time: '', what: 'Obřad', where: 'Zámek Loučeň' }],
      people: [{ name: 'Eva', role: 'svědkyně', phone: '+420777123456' }],
      groupPhotos: ['Rodina nevěsty'],
      notes: 'Prosím bez blesku v kostele.',
    });
  });

  it('reads anything that is not a plan as an empty one (no crash on a hostile body)', () => {
    expect(readDayPlan(null)).toEqual(EMPTY_DAY_PLAN);
    expect(readDayPlan({ items: 'x', people: 3, groupPhotos: [7], notes: {} })).toEqual(EMPTY_DAY_PLAN);
  });

  it('names every bad field by its path with its code, all at once', () => {
    const failure = fieldsOf(() =>
      readDayPlan({
        items: [{ time: '25:00', what: 'a'.repeat(DAY_PLAN_LIMITS.what + 1) }],
        people: [{ name: 'Eva', phone: '12345' }],
        groupPhotos: ['b'.repeat(DAY_PLAN_LIMITS.groupPhoto + 1)],
        notes: 'c'.repeat(DAY_PLAN_LIMITS.notes + 1),
      }),
    );
    expect(failure.fields).toEqual({
      'items.0.time': 'time/invalid',
      'items.0.what': 'field/too-long',
      'people.0.phone': 'phone/invalid',
      'groupPhotos.0': 'field/too-long',
      notes: 'field/too-long',
    });
  });

  it('refuses a list past its limit with plan/too-many-rows', () => {
    const rows = Array.from({ length: DAY_PLAN_LIMITS.items + 1 }, () => ({ time: '10:00', what: 'x', where: '' }));
    expect(fieldsOf(() => readDayPlan({ items: rows }))).toEqual({ code: 'plan/too-many-rows', fields: { items: 'plan/too-many-rows' } });
    expect(() => readDayPlan({ items: rows.slice(1) })).not.toThrow();
  });

  it('dayPlanFieldErrors answers the same codes without throwing', () => {
    expect(dayPlanFieldErrors({ items: [{ time: '7.30' }] })).toEqual({ 'items.0.time': 'time/invalid' });
    expect(dayPlanFieldErrors({ items: [{ time: '07:30' }] })).toEqual({});
  });
});

describe('the plan rules', () => {
  it('is empty with nothing written, and not with a single note', () => {
    expect(isDayPlanEmpty(EMPTY_DAY_PLAN)).toBe(true);
    expect(isDayPlanEmpty({ ...EMPTY_DAY_PLAN, notes: 'x' })).toBe(false);
    expect(isDayPlanEmpty({ ...EMPTY_DAY_PLAN, groupPhotos: ['Rodina'] })).toBe(false);
  });

  it('is editable only while the booking holds its date before the wedding', () => {
    expect(canEditDayPlan('confirmed')).toBe(true);
    expect(canEditDayPlan('deposit-paid')).toBe(true);
    for (const status of ['new', 'completed', 'declined', 'cancelled', 'withdrawn'] as const) expect(canEditDayPlan(status)).toBe(false);
  });
});
