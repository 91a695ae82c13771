import type { Firestore } from 'firebase-admin/firestore';

/** A value read by firebase-admin → JSON that keeps its Firestore type (see firestore-codec.mjs). */
export function encodeValue(value: unknown): unknown;
/** JSON written by encodeValue → the value firebase-admin writes back. */
export function decodeValue(value: unknown, db: Firestore): unknown;
