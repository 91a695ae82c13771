import type { Container } from 'inversify';
import type { BookingStatus } from '../../domain/booking/booking';
import { billingDetailsOf, type BillingInput } from '../../domain/documents/billing-details';
import { DomainError, type ErrorCode } from '../../domain/errors';
import type { AccountErasure, CouplePortalPort, PersonalDataExport, PortalBooking } from '../../ports/couple-portal-port';
import { TOKENS } from '../../ports/tokens';

/** The password the double's account has (the demo couple's: adapters/memory/demo-accounts.ts). */
export const DOUBLE_PASSWORD = 'Svatba2027';

/**
 * TEST DOUBLE of CouplePortalPort for component tests and stories of the portal UI: answers from the fixtures it is
 * given, records calls and fails on request. It is not the in-memory adapter (that one runs the contract suite and the
 * real rules); it only does what the UI needs to see each state — the GDPR actions refuse anything but DOUBLE_PASSWORD
 * (empty: auth/reauth-required, else auth/wrong-password).
 */
export class CouplePortalTestDouble implements CouplePortalPort {
  readonly calls: { method: keyof CouplePortalPort; args: unknown[] }[] = [];
  private failures = new Map<keyof CouplePortalPort, ErrorCode>();
  private pendingForever = new Set<keyof CouplePortalPort>();
  private bookings: PortalBooking[];

  constructor(
    bookings: PortalBooking[] = [],
    private readonly now: () => Date = () => new Date('2027-01-20T09:00:00.000Z'),
  ) {
    this.bookings = structuredClone(bookings);
  }

  /** The next call of `method` rejects with `code`. */
  failNext(method: keyof CouplePortalPort, code: ErrorCode): this {
    this.failures.set(method, code);
    return this;
  }

  /** Calls of `method` never settle (a loading state that stays on screen, for stories). */
  hang(method: keyof CouplePortalPort): this {
    this.pendingForever.add(method);
    return this;
  }

  private async call<T>(method: keyof CouplePortalPort, args: unknown[], answer: () => T): Promise<T> {
    this.calls.push({ method, args });
    if (this.pendingForever.has(method)) return new Promise<T>(() => undefined);
    await Promise.resolve();
    const failure = this.failures.get(method);
    if (failure) {
      this.failures.delete(method);
      throw new DomainError(failure);
    }
    return answer();
  }

  private find(bookingId: string): PortalBooking {
    const booking = this.bookings.find((b) => b.id === bookingId);
    if (!booking) throw new DomainError('booking/not-found');
    return booking;
  }

  private replace(updated: PortalBooking): PortalBooking {
    this.bookings = this.bookings.map((b) => (b.id === updated.id ? updated : b));
    return structuredClone(updated);
  }

  myBookings(): Promise<PortalBooking[]> {
    return this.call('myBookings', [], () =>
      structuredClone(this.bookings).sort((a, b) => b.weddingDate.localeCompare(a.weddingDate)),
    );
  }

  withdraw(bookingId: string): Promise<PortalBooking> {
    return this.call('withdraw', [bookingId], () => {
      const booking = this.find(bookingId);
      if (booking.status !== 'new') throw new DomainError('booking/invalid-transition');
      // `withdrawn` joins BookingStatus with the portal's server side; until then the double names it by a cast.
      const withdrawn = 'withdrawn' as BookingStatus;
      const at = this.now().toISOString();
      return this.replace({ ...booking, status: withdrawn, canWithdraw: false, history: [...booking.history, { at, from: 'new', to: withdrawn }] });
    });
  }

  sendMessage(bookingId: string, text: string): Promise<PortalBooking> {
    return this.call('sendMessage', [bookingId, text], () => {
      const booking = this.find(bookingId);
      const at = this.now().toISOString();
      return this.replace({
        ...booking,
        messages: [...booking.messages, { id: `m-${booking.messages.length + 1}`, at, author: 'couple', text }],
        history: [...booking.history, { at, from: booking.status, to: booking.status, event: 'message' }],
      });
    });
  }

  /** As the server: the markers stay on the answer (the page keeps showing what was new); the next listing has none. */
  markMessagesRead(bookingId: string): Promise<PortalBooking> {
    return this.call('markMessagesRead', [bookingId], () => {
      const shown = structuredClone(this.find(bookingId));
      this.replace({ ...shown, unreadIds: [] });
      return shown;
    });
  }

  /** The domain's own rule decides what is refused (field codes), so the form's states are the real ones. */
  saveBillingDetails(bookingId: string, billing: BillingInput | null): Promise<PortalBooking> {
    return this.call('saveBillingDetails', [bookingId, billing], () => {
      const { billing: _old, ...booking } = this.find(bookingId);
      const details = billingDetailsOf(billing);
      return this.replace({ ...booking, ...(details ? { billing: details } : {}) });
    });
  }

  private checkPassword(password: string): void {
    if (password === '') throw new DomainError('auth/reauth-required');
    if (password !== DOUBLE_PASSWORD) throw new DomainError('auth/wrong-password');
  }

  exportMyData(password: string): Promise<PersonalDataExport> {
    return this.call('exportMyData', [password], () => this.checkPassword(password)).then(() => ({
      exportedAt: this.now().toISOString(),
      email: 'novomanzele@example.cz',
      account: { username: 'Jana a Petr', email: 'novomanzele@example.cz' },
      bookings: this.bookings.map((b) => ({ ...b })),
      contactMessages: [],
      galleries: [],
      consents: this.bookings.map((b) => ({ kind: 'privacy', at: b.history[0]?.at ?? '', bookingId: b.id })),
      contractAcceptances: [],
      issuedDocuments: [],
    }));
  }

  /** What "Smazat účet" reports of the account's galleries (none unless a test or story says so). */
  galleriesOnErasure: Pick<AccountErasure, 'deletedGalleries' | 'keptGalleries'> = { deletedGalleries: [], keptGalleries: [] };

  deleteAccount(password: string): Promise<AccountErasure> {
    return this.call('deleteAccount', [password], () => {
      this.checkPassword(password);
      const holdsDate = (b: PortalBooking) => ['confirmed', 'deposit-paid', 'completed'].includes(b.status);
      const erasure: AccountErasure = {
        accountDeleted: true,
        erasedBookings: this.bookings.filter((b) => !holdsDate(b)).map((b) => b.reservationCode),
        keptBookings: this.bookings.filter(holdsDate).map(({ reservationCode, weddingDate }) => ({ reservationCode, weddingDate })),
        ...this.galleriesOnErasure,
      };
      this.bookings = [];
      return erasure;
    });
  }
}

/** Puts the double in a fresh container's CouplePortal slot (before anything resolves the portal store). */
export function bindCouplePortal(container: Container, portal: CouplePortalPort): void {
  if (container.isBound(TOKENS.CouplePortal)) container.rebind(TOKENS.CouplePortal).toConstantValue(portal);
  else container.bind(TOKENS.CouplePortal).toConstantValue(portal);
}

let sequence = 0;

/** Object mother for the portal's view of a booking: a new request with agreed prices; override what matters. */
export function aPortalBooking(overrides: Partial<PortalBooking> = {}): PortalBooking {
  sequence += 1;
  return {
    id: `portal-${sequence}`,
    reservationCode: 'K7PM-4XQ2',
    status: 'new',
    weddingDate: '2027-06-12',
    ceremonyTime: '13:00',
    venue: 'Zámek Liblice',
    town: 'Liblice',
    guests: 80,
    coupleNames: 'Jana a Petr',
    packageSlug: 'cely-den',
    extras: ['druhy-fotograf'],
    pricing: {
      package: { slug: 'cely-den', name: 'Celý den', priceCzk: 42000 },
      extras: [{ slug: 'druhy-fotograf', name: 'Druhý fotograf', priceCzk: 8000 }],
    },
    history: [{ at: '2027-01-12T08:15:00.000Z', from: null, to: 'new' }],
    messages: [],
    unreadIds: [],
    canWithdraw: true,
    ...overrides,
  };
}

/** A confirmed wedding: the date is held, the .ics is offered, the deposit is due. */
export function aConfirmedPortalBooking(overrides: Partial<PortalBooking> = {}): PortalBooking {
  return aPortalBooking({
    status: 'confirmed',
    canWithdraw: false,
    history: [
      { at: '2027-01-12T08:15:00.000Z', from: null, to: 'new' },
      { at: '2027-01-14T16:40:00.000Z', from: 'new', to: 'confirmed' },
    ],
    messages: [{ id: 'm-1', at: '2027-01-15T10:00:00.000Z', author: 'photographer', text: 'Těším se na vás! Pokyny k záloze máte v e-mailu.' }],
    ics: 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test double//CS\r\nEND:VCALENDAR\r\n',
    deposit: {
      amountCzk: 11700,
      iban: 'CZ6508000000192000145399',
      nationalAccount: '19-2000145399/0800',
      variableSymbol: '2708214321',
      dueDate: '2027-01-28',
      message: 'Záloha svatba H3WD-9RTA Jana a Petr',
      spayd: 'SPD*1.0*ACC:CZ6508000000192000145399*AM:11700.00*CC:CZK*X-VS:2708214321*DT:20270128*MSG:Záloha svatba H3WD-9RTA Jana a Petr',
      paid: false,
    },
    ...overrides,
  });
}
