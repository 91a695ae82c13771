import { isDayPlanEmpty, type DayPlan } from '../../../domain/day-plan/day-plan';
import { mapLinkOf } from '../../../domain/day-plan/day-plan-changes';
import { csDayPlan } from '../../texts/cs-day-plan';
import './day-plan.css';

const t = csDayPlan;

/** A place with its Mapy.cz search link (built by the domain from the text, never a link the couple typed). */
export function PlaceWithMap({ place }: { place: string }) {
  const link = mapLinkOf(place);
  if (!link) return <>{t.desk.none}</>;
  return (
    <>
      {place}{' '}
      <a className="day-plan-map" href={link} target="_blank" rel="noopener noreferrer" aria-label={t.timeline.mapLabel(place)}>
        {t.timeline.map}
      </a>
    </>
  );
}

/**
 * The plan as read (the desk and its print): the timeline as a table, the people with their phones as call links,
 * the group photos and the notes. Headings start at `level`.
 */
export function DayPlanView({ plan, level = 3 }: { plan: DayPlan; level?: 2 | 3 | 4 }) {
  const H = `h${level}` as 'h2';
  if (isDayPlanEmpty(plan)) return <p>{t.desk.empty}</p>;
  return (
    <div className="day-plan-view">
      {plan.items.length > 0 ? (
        <section>
          <H>{t.timeline.heading}</H>
          <table className="day-plan-table">
            <thead>
              <tr>
                <th scope="col">{t.timeline.time}</th>
                <th scope="col">{t.timeline.what}</th>
                <th scope="col">{t.timeline.where}</th>
              </tr>
            </thead>
            <tbody>
              {plan.items.map((item, i) => (
                <tr key={i}>
                  <td>{item.time || t.desk.none}</td>
                  <td>{item.what || t.desk.none}</td>
                  <td>
                    <PlaceWithMap place={item.where} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      {plan.people.length > 0 ? (
        <section>
          <H>{t.people.heading}</H>
          <ul className="day-plan-people">
            {plan.people.map((person, i) => (
              <li key={i}>
                <strong>{person.name || t.desk.none}</strong>
                {person.role ? ` (${person.role})` : null}
                {person.phone ? (
                  <>
                    {' – '}
                    <a href={`tel:${person.phone}`}>{person.phone}</a>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {plan.groupPhotos.length > 0 ? (
        <section>
          <H>{t.groupPhotos.heading}</H>
          <ol className="day-plan-photos">
            {plan.groupPhotos.map((photo, i) => (
              <li key={i}>{photo}</li>
            ))}
          </ol>
        </section>
      ) : null}
      {plan.notes ? (
        <section>
          <H>{t.notes.label}</H>
          <p className="day-plan-notes">{plan.notes}</p>
        </section>
      ) : null}
    </div>
  );
}
