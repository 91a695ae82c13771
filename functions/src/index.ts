// The deployment: every function of the contract in ports/wire/callable-api.ts (CALLABLE_NAMES, SCHEDULED_FUNCTIONS,
// HTTP_FUNCTIONS, SERVER_HOOKS), each declared in the file of its area and only re-exported here; the drift test
// (callable-api-drift.test.ts) reads exactly these files. Each callable is a use case from application/ over the
// firebase-admin units of adapters/firestore-admin/.
// No Firestore-triggered functions: they do not run in the offline emulator setup, and side effects (mails) are
// queued in the same transaction as the data they describe.
import './cold-start-check';

export * from './booking-callables';
export * from './desk-callables';
export * from './calendar-feed-functions';
export * from './bank-callables';
export * from './document-callables';
export * from './portal-callables';
export * from './thread-callables';
export * from './contract-callables';
export * from './day-plan-callables';
export * from './account-callables';
export * from './gallery-callables';
export * from './schedules';
