// Users in the database and the User object the API answers with.
import type { Selectable } from 'kysely';
import type { AuthProvider, User } from 'shared-contracts';
import type { Db } from '../db/createDb';
import type { UsersTable } from '../db/schema';

export type UserRow = Selectable<UsersTable>;

export const emailKey = (email: string) => email.trim().toLowerCase();

export function toUser(row: UserRow): User {
  return {
    first_name: row.first_name,
    last_name: row.last_name,
    username: row.username,
    email: row.email,
    city: row.city,
    state: row.state,
    phone_number: row.phone_number,
    is_email_verified: row.is_email_verified === 1,
    auth_provider: row.auth_provider === 'google' ? 'google' : 'password',
  };
}

export const findUserByEmail = (db: Db, email: string) =>
  db.selectFrom('users').selectAll().where('email_key', '=', emailKey(email)).executeTakeFirst();

export const findUserById = (db: Db, id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

/** The user id in an access token's subject, or null when it is not one of ours. */
export function userIdFromSubject(sub: string): number | null {
  if (!/^[1-9]\d{0,14}$/.test(sub)) return null;
  return Number(sub);
}

/** True for the unique-constraint violation of either dialect. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown; message?: unknown };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || (typeof e.message === 'string' && /UNIQUE constraint failed/.test(e.message));
}

export interface NewUser {
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  city: string;
  state: string;
  phone_number: string | null;
  password_hash: string | null;
  is_email_verified: boolean;
  auth_provider: AuthProvider;
  oidc_subject: string | null;
}

/** Inserts the user; throws the database's unique violation when the e-mail (or OIDC subject) is taken. */
export async function insertUser(db: Db, user: NewUser, nowIso: string): Promise<UserRow> {
  const row = await db
    .insertInto('users')
    .values({ ...user, email_key: emailKey(user.email), is_email_verified: user.is_email_verified ? 1 : 0, created_at: nowIso, updated_at: nowIso })
    .returningAll()
    .executeTakeFirstOrThrow();
  return row;
}
