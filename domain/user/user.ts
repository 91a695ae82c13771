export type Role = 'admin' | 'visitor';

/** A signed-in person: a couple's visitor account (Strapi) or the photographer (Firebase, admin claim). */
export interface User {
  id: string;
  email: string;
  displayName: string;
  roles: Role[];
  /** Whether the e-mail address was confirmed. */
  confirmed: boolean;
}

export function isAdmin(user: User | null | undefined): boolean {
  return !!user && user.roles.includes('admin');
}

export interface Credentials {
  identifier: string;
  password: string;
}

export interface Registration {
  username: string;
  email: string;
  password: string;
}

export const PASSWORD_MIN_LENGTH = 8;

export function passwordError(password: string): 'auth/weak-password' | undefined {
  return password.length < PASSWORD_MIN_LENGTH || !/\d/.test(password) || !/[^\d]/.test(password)
    ? 'auth/weak-password'
    : undefined;
}
