import type { CollectionReference, DocumentReference } from 'firebase-admin/firestore';
import { mailDeliveryOf } from '../../ports/firestore-documents';
import { deliverMail, LEASE_MS, waitsForDelivery, type Delivered, type DeliveryOptions } from './outbox-delivery';

export interface OutboxWatch {
  /** Stops listening and waits for the mail being sent, if any. */
  stop(): Promise<void>;
}

export interface WatchOptions extends DeliveryOptions {
  onDelivered?: (id: string, result: Delivered) => void;
  /** A mail whose handling failed in Firestore (the next mails still go out), or the listener itself failing. */
  onError?: (error: unknown, id?: string) => void;
}

/**
 * Listens to the outbox and delivers each mail that waits (never seen, PENDING, RETRY), one at a time, as the
 * extension's trigger would. The first snapshot holds every stored mail, so mails queued while the relay was down go
 * out when it starts; a PROCESSING mail is looked at again when its lease runs out (then it becomes ERROR).
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
      unsubscribe();
      for (const timer of leaseTimers.values()) clearTimeout(timer);
      await running;
    },
  };
}
