import type { User } from '../../domain/user/user';
import { text } from './content/strapi-entities';

// What StrapiAuth and users-permissions' auth routes exchange: the user and session answers, the bot-barrier header.

export interface StrapiUser {
  id?: unknown;
  documentId?: unknown;
  username?: unknown;
  email?: unknown;
  confirmed?: unknown;
}

export interface AuthResponse {
  jwt?: string;
  user?: StrapiUser;
}

export function toUser(raw: StrapiUser | undefined): User {
  return {
    id: text(raw?.documentId) || text(raw?.id),
    email: text(raw?.email),
    displayName: text(raw?.username) || text(raw?.email),
    roles: ['visitor'],
    confirmed: raw?.confirmed === true,
  };
}

/** The request header that carries a solved bot-barrier challenge to Strapi's guard (cms/src/altcha). */
const BOT_CHALLENGE_HEADER = 'X-Altcha';

/** The solved challenge as Strapi's bot barrier reads it; none at all when nothing was solved (it then refuses). */
export function solved(challenge: string): Record<string, string> | undefined {
  return challenge ? { [BOT_CHALLENGE_HEADER]: challenge } : undefined;
}
