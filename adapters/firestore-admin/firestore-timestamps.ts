import { Timestamp } from 'firebase-admin/firestore';

/** The ToTimestamp of ports/wire/firestore-documents.ts on the server side: instants are stored as Timestamps. */
export const toTimestamp = (iso: string): Timestamp => Timestamp.fromDate(new Date(iso));
