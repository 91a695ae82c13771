// Which Firestore a backup reads or a restore writes, from the environment only:
//   FIRESTORE_EMULATOR_HOST            the emulator (no credentials needed)
//   GCLOUD_PROJECT / GOOGLE_CLOUD_PROJECT / FIREBASE_PROJECT_ID   the project id
//   GOOGLE_APPLICATION_CREDENTIALS     a service-account key for a real project (Application Default Credentials)
import { readFileSync } from 'node:fs';
import type { Firestore } from 'firebase-admin/firestore';

const DEFAULT_PROJECT = (): string | undefined => {
  try {
    return JSON.parse(readFileSync(new URL('../../../.firebaserc', import.meta.url), 'utf8')).projects.default;
  } catch {
    return undefined;
  }
};

export interface FirestoreTarget {
  projectId: string;
  emulator: string | undefined;
  production: boolean;
  description: string;
}

export function firestoreTarget(env: NodeJS.ProcessEnv = process.env): FirestoreTarget {
  const emulator = env.FIRESTORE_EMULATOR_HOST || undefined;
  const projectId = env.GCLOUD_PROJECT || env.GOOGLE_CLOUD_PROJECT || env.FIREBASE_PROJECT_ID || (emulator ? DEFAULT_PROJECT() : undefined);
  if (!projectId) {
    throw new Error('No Firestore project: set GCLOUD_PROJECT (and GOOGLE_APPLICATION_CREDENTIALS), or FIRESTORE_EMULATOR_HOST for the emulator.');
  }
  return {
    projectId,
    emulator,
    // Anything that is not the emulator is a real project: a restore there needs RESTORE_ALLOW_PRODUCTION.
    production: !emulator,
    description: emulator ? `Firestore emulator ${emulator}, project ${projectId}` : `Firestore of the Google Cloud project ${projectId}`,
  };
}

export async function openFirestore(target: FirestoreTarget): Promise<Firestore> {
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const name = `backup-${target.projectId}`;
  // Credentials come from GOOGLE_APPLICATION_CREDENTIALS (or the metadata server) when not on the emulator.
  const app = getApps().find((a) => a.name === name) ?? initializeApp({ projectId: target.projectId }, name);
  return getFirestore(app);
}
