import type { CollectionReference, DocumentReference } from 'firebase-admin/firestore';
import { mailDeliveryOf } from '../../../ports/wire/firestore-documents';
import { deliverMail, LEASE_MS, waitsForDelivery, type Delivered, type DeliveryOptions } from './outbox-delivery';

export interface OutboxWatch {
  /** Stops listening and waits for the mail being sent, if any. */
  stop(): Promise<void>;
}

export interface WatchOptions extends DeliveryOptions {
  onDelivered?: (id: string, result: Delivered) => void;
  /** A mail whose handling failed in Firestore (the next mails still go out), or the listener itself failing. */
  onError?: (error: unknown, id?: string) => void;
  /** How often the whole outbox is read again, besides listening (default 30 s). */
  sweepMs?: number;
}

/** The id `onError` gets when a sweep's read failed (the listener goes on; the next sweep tries again). */
export const SWEEP = '(sweep)';

/**
 * Listens to the outbox and delivers each mail that waits (never seen, PENDING, RETRY), one at a time, as the
 * extension's trigger would. The first snapshot holds every stored mail, so mails queued while the relay was down go
 * out when it starts; a PROCESSING mail is looked at again when its lease runs out (then it becomes ERROR).
 *
 * Every `sweepMs` it also reads the whole outbox and queues what waits. The Firestore emulator's listener now and then
 * drops the event of a document written while the listener registers (measured: the mail showed up 120 s later, when
 * its stream was reset); the sweep sends such a mail within one period. Claiming is a transaction, so a mail both seen
 * and swept still goes out once.
 */
export function watchOutbox(outbox: CollectionReference, options: WatchOptions): OutboxWatch {
  const waiting = new Map<string, DocumentReference>();
  const leaseTimers = new Map<string, NodeJS.Timeout>();
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  // Map iteration also visits entries added meanwhile; a mail queued once the map is empty starts a new drain.
  const drain = async () => {
    for (const [id, ref] of waiting) {
      waiting.delete(id);
      if (stopped) return;
      try {
        // Not inside `onDelivered?.(…)`: an optional call skips its arguments when there is no callback.
        const result = await deliverMail(outbox.firestore, ref, options);
        options.onDelivered?.(id, result);
      } catch (error) {
        options.onError?.(error, id);
      }
    }
  };
  const enqueue = (ref: DocumentReference) => {
    const idle = waiting.size === 0;
    waiting.set(ref.id, ref);
    if (idle) running = running.then(drain);
  };
  const recheckAfterLease = (ref: DocumentReference, leaseExpireTime: string | undefined) => {
    clearTimeout(leaseTimers.get(ref.id));
    const expiresIn = leaseExpireTime ? Date.parse(leaseExpireTime) - Date.now() : LEASE_MS;
    const timer = setTimeout(() => enqueue(ref), Math.max(0, expiresIn) + 1_000);
    timer.unref();
    leaseTimers.set(ref.id, timer);
  };

  const sweep = async () => {
    try {
      const all = await outbox.get();
      if (stopped) return;
      for (const doc of all.docs) if (waitsForDelivery(doc.data())) enqueue(doc.ref);
    } catch (error) {
      if (!stopped) options.onError?.(error, SWEEP);
    }
  };
  const sweeper = setInterval(() => void sweep(), options.sweepMs ?? 30_000);
  sweeper.unref();

  const unsubscribe = outbox.onSnapshot(
    (snapshot) => {
      for (const change of snapshot.docChanges()) {
        const { doc } = change;
        clearTimeout(leaseTimers.get(doc.id));
        leaseTimers.delete(doc.id);
        if (change.type === 'removed') continue;
        const data = doc.data();
        if (waitsForDelivery(data)) enqueue(doc.ref);
        else {
          const delivery = mailDeliveryOf(data);
          if (delivery?.state === 'PROCESSING') recheckAfterLease(doc.ref, delivery.leaseExpireTime);
        }
      }
    },
    (error) => options.onError?.(error),
  );

  return {
    stop: async () => {
      stopped = true;
      clearInterval(sweeper);
      unsubscribe();
      for (const timer of leaseTimers.values()) clearTimeout(timer);
      await running;
    },
  };
}
