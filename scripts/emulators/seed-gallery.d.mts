import type { App } from 'firebase-admin/app';
import type { Firestore, Timestamp } from 'firebase-admin/firestore';

export function seedDemoGallery(deps: { app: App; db: Firestore; ts: (iso: string) => Timestamp }): Promise<{
  galleryId: string;
  photos: number;
  guestLink: string;
  guestPin: string;
}>;
