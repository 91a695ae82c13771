import { useLayoutEffect, useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { ADMIN_HOME_PATH } from '../../../domain/booking/booking-links';
import type { ErrorCode } from '../../../domain/errors';
import { FieldError } from '../../shared/forms/field-error';
import { csAdmin } from '../../texts/cs-admin';

/**
 * The desk's own sections (the admin layout's header links to the bookings list only). On a phone the row scrolls
 * sideways (desk.css); the current section is scrolled into the row's view, so "Platby" is not hidden past its edge.
 */
export function AdminDeskNav() {
  const list = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current) return;
    // Rounded up: tabs have fractional widths, and a tab cut by a fraction of a pixel still reads as cut.
    const overflow = Math.ceil(current.getBoundingClientRect().right - row.getBoundingClientRect().right);
    if (overflow > 0) row.scrollLeft += overflow;
  });
  return (
    <nav aria-label={csAdmin.nav.label} className="admin-desk-nav">
      <ul className="status-counts" ref={list}>
        <li>
          <NavLink to={ADMIN_HOME_PATH} end>
            {csAdmin.nav.home}
          </NavLink>
        </li>
        <li>
          <NavLink to="/admin/bookings" end>
            {csAdmin.nav.bookings}
          </NavLink>
        </li>
        <li>
          <NavLink to="/admin/kalendar">{csAdmin.nav.calendar}</NavLink>
        </li>
        <li>
          <NavLink to="/admin/platby">{csAdmin.nav.payments}</NavLink>
        </li>
      </ul>
    </nav>
  );
}

/** A failed admin action: the Czech message and the typed code, announced. */
export function ActionError({ id, code }: { id: string; code: ErrorCode | null }) {
  if (!code) return null;
  return (
    <div role="alert">
      <FieldError id={id} code={code} />
    </div>
  );
}
