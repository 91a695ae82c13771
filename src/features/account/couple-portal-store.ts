import type { GalleryErasureChoice } from '../../../domain/privacy/gallery-privacy';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { validateBookingMessage } from '../../../domain/booking/booking-message';
import { isDomainError, isErrorCode, type ErrorCode } from '../../../domain/errors';
import type { AuthPort } from '../../../ports/auth-port';
import type { BillingInput } from '../../../domain/documents/billing-details';
import type { AccountErasure, CouplePortalPort, PersonalDataExport, PortalBooking } from '../../../ports/couple-portal-port';
import { useService } from '../../shared/services/services-context';
import { COUPLE_PORTAL_STORE } from './couple-portal-store-token';

/** Where one action stands; absent until it is first tried. */
export interface ActionStatus {
  state: 'pending' | 'done' | 'failed';
  error: ErrorCode | null;
}

export type BookingAction = 'withdraw' | 'message';
export type PrivacyAction = 'export' | 'delete';

export interface CouplePortalState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  loadError: ErrorCode | null;
  bookings: PortalBooking[];
  /** What the couple is writing to the photographer, per booking; kept until a send succeeds. */
  drafts: Record<string, string>;
  actions: Record<string, Partial<Record<BookingAction, ActionStatus>>>;
  privacy: Partial<Record<PrivacyAction, ActionStatus>>;
  /** What "Smazat účet" did, once it has (the page then shows the summary instead of the bookings). */
  erasure: AccountErasure | null;
  /** Why the session was ended by the portal (too many wrong passwords): the page says so instead of the bookings. */
  ended: ErrorCode | null;
  load(): Promise<void>;
  withdraw(bookingId: string): Promise<boolean>;
  setDraft(bookingId: string, text: string): void;
  sendMessage(bookingId: string): Promise<boolean>;
  /** Stores the booking's billing details and shows them; rejects with the server's refusal (the form marks its fields). */
  saveBilling(bookingId: string, billing: BillingInput | null): Promise<void>;
  /**
   * Resolves the export for the page to hand to the browser as a file; undefined when it failed. Both GDPR actions
   * carry the password the couple typed again; the server has the accounts service check it.
   */
  exportMyData(password: string): Promise<PersonalDataExport | undefined>;
  /** `galleries`: what happens to the account's galleries (required by the server when it has any). */
  deleteAccount(password: string, galleries?: GalleryErasureChoice): Promise<boolean>;
}

export type CouplePortalStore = StoreApi<CouplePortalState>;
export { COUPLE_PORTAL_STORE };

export interface CouplePortalPorts {
  portal: CouplePortalPort;
  /** The visitor accounts: a deleted account is signed out, and a new sign-in starts the portal afresh. */
  auth: AuthPort;
}

function codeOf(error: unknown): ErrorCode {
  return isDomainError(error) && isErrorCode(error.code) ? error.code : 'network/unavailable';
}

const pending: ActionStatus = { state: 'pending', error: null };
const done: ActionStatus = { state: 'done', error: null };
const failed = (error: ErrorCode): ActionStatus => ({ state: 'failed', error });

export function createCouplePortalStore({ portal, auth }: CouplePortalPorts): CouplePortalStore {
  const fresh = () => ({
    status: 'idle' as const,
    loadError: null,
    bookings: [],
    drafts: {},
    actions: {},
    privacy: {},
    erasure: null,
    ended: null,
  });

  const store = createStore<CouplePortalState>()((set, get) => {
    function mark(bookingId: string, action: BookingAction, status: ActionStatus) {
      const { actions } = get();
      set({ actions: { ...actions, [bookingId]: { ...actions[bookingId], [action]: status } } });
    }
    function markPrivacy(action: PrivacyAction, status: ActionStatus) {
      set({ privacy: { ...get().privacy, [action]: status } });
    }
    /** A GDPR action refused; too many wrong passwords took the session back, so this browser signs out too. */
    async function privacyFailed(action: PrivacyAction, error: unknown) {
      const code = codeOf(error);
      markPrivacy(action, failed(code));
      if (code !== 'auth/reauth-locked') return;
      await auth.signOut().catch(() => undefined);
      set({ ended: code });
    }
    /** The port's answer at once, then the whole list again: the history and the other bookings may have moved too. */
    async function settle(updated: PortalBooking) {
      set({ bookings: get().bookings.map((b) => (b.id === updated.id ? updated : b)) });
      await get().load();
    }

    return {
      ...fresh(),
      async load() {
        // A refresh keeps the list on screen; only the first load shows the loading state.
        if (get().status !== 'ready') set({ status: 'loading', loadError: null });
        try {
          const bookings = await portal.myBookings();
          set({ status: 'ready', bookings, loadError: null });
          // The thread is on screen now: the server records that the couple has seen the replies, while this list
          // keeps their "Nová odpověď" until the next listing. A failed record only leaves them new for next time.
          for (const shown of bookings) if (shown.unreadIds.length > 0) void portal.markMessagesRead(shown.id).catch(() => undefined);
        } catch (error) {
          if (get().status === 'ready') return;
          set({ status: 'failed', loadError: codeOf(error) });
        }
      },
      async withdraw(bookingId) {
        if (get().actions[bookingId]?.withdraw?.state === 'pending') return false;
        mark(bookingId, 'withdraw', pending);
        try {
          const updated = await portal.withdraw(bookingId);
          mark(bookingId, 'withdraw', done);
          await settle(updated);
          return true;
        } catch (error) {
          mark(bookingId, 'withdraw', failed(codeOf(error)));
          return false;
        }
      },
      async saveBilling(bookingId, billing) {
        await settle(await portal.saveBillingDetails(bookingId, billing));
      },
      setDraft(bookingId, text) {
        set({ drafts: { ...get().drafts, [bookingId]: text } });
        const message = get().actions[bookingId]?.message;
        // Typing again clears the last verdict (an error about the old text, or "sent").
        if (message && message.state !== 'pending') {
          const { message: _cleared, ...rest } = get().actions[bookingId] ?? {};
          set({ actions: { ...get().actions, [bookingId]: rest } });
        }
      },
      async sendMessage(bookingId) {
        if (get().actions[bookingId]?.message?.state === 'pending') return false;
        const text = get().drafts[bookingId] ?? '';
        const invalid = validateBookingMessage(text);
        if (invalid) {
          mark(bookingId, 'message', failed(invalid));
          return false;
        }
        mark(bookingId, 'message', pending);
        try {
          const updated = await portal.sendMessage(bookingId, text.trim());
          set({ drafts: { ...get().drafts, [bookingId]: '' } });
          mark(bookingId, 'message', done);
          await settle(updated);
          return true;
        } catch (error) {
          // The draft stays: a failed send never loses what the couple wrote.
          mark(bookingId, 'message', failed(codeOf(error)));
          return false;
        }
      },
      async exportMyData(password) {
        if (get().privacy.export?.state === 'pending') return undefined;
        markPrivacy('export', pending);
        try {
          const data = await portal.exportMyData(password);
          markPrivacy('export', done);
          return data;
        } catch (error) {
          await privacyFailed('export', error);
          return undefined;
        }
      },
      async deleteAccount(password, galleries) {
        if (get().privacy.delete?.state === 'pending') return false;
        markPrivacy('delete', pending);
        let erasure: AccountErasure;
        try {
          erasure = await portal.deleteAccount(password, galleries);
        } catch (error) {
          await privacyFailed('delete', error);
          return false;
        }
        set({ erasure, bookings: [] });
        markPrivacy('delete', done);
        // The account no longer exists: its session must not linger. Signing out is idempotent and local at worst.
        await auth.signOut().catch(() => undefined);
        return true;
      },
    };
  });

  // Another account signing in on this page must never see the previous couple's bookings; an erased account's
  // summary stays on screen after its own sign-out.
  auth.onChange((user) => {
    if (user || !store.getState().erasure) store.setState(fresh());
  });
  return store;
}

export function useCouplePortal<T>(selector: (state: CouplePortalState) => T): T {
  return useStore(useService(COUPLE_PORTAL_STORE), selector);
}
