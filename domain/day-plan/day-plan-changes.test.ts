import { describe, expect, it } from 'vitest';
import { EMPTY_DAY_PLAN, type DayPlan } from './day-plan';
import { DAY_PLAN_NOTICE_INTERVAL_MS, dayPlanChanges, dayPlanNoticeDue, hasDayPlanChanges, mapLinkOf, pendingNoticeDueAt } from './day-plan-changes';

const plan: DayPlan = {
  items: [{ time: '13:00', what: 'Obřad', where: 'Zámek Loučeň' }, { time: '15:00', what: 'Hostina', where: '' }],
  people: [{ name: 'Eva', role: 'svědkyně', phone: '+420777123456' }],
  groupPhotos: ['Rodina nevěsty'],
  notes: '',
};

describe('mapLinkOf', () => {
  it('is a Mapy.cz search for the place, encoded, never the typed text as an address', () => {
    expect(mapLinkOf('Zámek Loučeň')).toBe('https://mapy.cz/zakladni?q=Z%C3%A1mek%20Lou%C4%8De%C5%88');
    expect(mapLinkOf('javascript:alert(1)')).toBe('https://mapy.cz/zakladni?q=javascript%3Aalert(1)');
    expect(mapLinkOf('https://evil.example/&x=1')).toMatch(/^https:\/\/mapy\.cz\/zakladni\?q=https%3A%2F%2Fevil\.example%2F%26x%3D1$/);
    expect(mapLinkOf('  ')).toBeNull();
  });
});

describe('dayPlanChanges', () => {
  it('counts an edited line as one removed and one added, per list, and a changed note', () => {
    const after: DayPlan = { ...plan, items: [plan.items[0]!, { time: '15:30', what: 'Hostina', where: '' }], groupPhotos: [...plan.groupPhotos, 'Kamarádi'], notes: 'Bez blesku' };
    expect(dayPlanChanges(plan, after)).toEqual({
      items: { added: 1, removed: 1 },
      people: { added: 0, removed: 0 },
      groupPhotos: { added: 1, removed: 0 },
      notes: true,
    });
  });

  it('sees no change in the same plan, and every line as added from an empty one', () => {
    expect(hasDayPlanChanges(dayPlanChanges(plan, structuredClone(plan)))).toBe(false);
    expect(dayPlanChanges(EMPTY_DAY_PLAN, plan).items).toEqual({ added: 2, removed: 0 });
  });
});

describe('dayPlanNoticeDue', () => {
  const changed = dayPlanChanges(EMPTY_DAY_PLAN, plan);
  const now = new Date('2027-05-01T12:00:00Z');
  it('tells the photographer of a change at most once an hour per booking', () => {
    expect(dayPlanNoticeDue(null, changed, now)).toBe(true);
    expect(dayPlanNoticeDue(new Date(now.getTime() - DAY_PLAN_NOTICE_INTERVAL_MS + 1000).toISOString(), changed, now)).toBe(false);
    expect(dayPlanNoticeDue(new Date(now.getTime() - DAY_PLAN_NOTICE_INTERVAL_MS).toISOString(), changed, now)).toBe(true);
  });

  it('sends nothing when nothing changed', () => {
    expect(dayPlanNoticeDue(null, dayPlanChanges(plan, plan), now)).toBe(false);
  });
});

describe('pendingNoticeDueAt', () => {
  const now = new Date('2027-05-01T12:20:00Z');
  const lastNotice = '2027-05-01T12:00:00.000Z';
  it('makes a change not told at the save due when the hour after the last notice ends, so the last change of a burst is told too', () => {
    expect(pendingNoticeDueAt(lastNotice, dayPlanChanges(EMPTY_DAY_PLAN, plan), now)).toBe('2027-05-01T13:00:00.000Z');
  });

  it('leaves nothing pending when the plan is back to what she was told of', () => {
    expect(pendingNoticeDueAt(lastNotice, dayPlanChanges(plan, structuredClone(plan)), now)).toBeNull();
  });
});
