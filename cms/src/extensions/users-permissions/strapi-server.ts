import { revocableSessions } from '../../sessions/users-permissions-sessions';

// Couples' sessions that can be taken back: see src/sessions/users-permissions-sessions.ts.
export default revocableSessions;
