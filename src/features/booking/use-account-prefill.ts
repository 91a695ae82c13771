import { useEffect } from 'react';
import { accountContact } from '../../../domain/booking/account-prefill';
import { useService } from '../../shared/services/services-context';
import { useVisitorSession } from '../../shared/session/session-store';
import { BOOKING_STORES } from './booking-stores-token';

/** A signed-in couple finds their names and e-mail already in the form (also when the session is restored later). */
export function useAccountPrefill(kind: 'full' | 'simple'): void {
  const user = useVisitorSession((s) => s.user);
  const store = useService(BOOKING_STORES)[kind];
  useEffect(() => {
    store.getState().setAccountContact(user ? accountContact(user) : null);
  }, [user, store]);
}
