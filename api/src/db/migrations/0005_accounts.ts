// Accounts (issue 6): users, their refresh-token sessions, e-mail codes and pending OpenID Connect sign-ins.
// Timestamps are ISO-8601 UTC text (sortable as text); flags are 0/1 integers in both dialects.
import type { Kysely } from 'kysely';
import type { DialectName } from '../schema';
import { withIdColumn } from './columns';

export const up = (dialect: DialectName) => async (db: Kysely<unknown>) => {
  await withIdColumn(db.schema.createTable('users'), dialect)
    /** As typed at sign-up (trimmed); `email_key` is its lower-case form and carries the uniqueness. */
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('email_key', 'text', (col) => col.notNull().unique())
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('phone_number', 'text')
    /** scrypt$N$r$p$salt$hash (base64url); null for accounts that only sign in with Google. */
    .addColumn('password_hash', 'text')
    .addColumn('is_email_verified', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('auth_provider', 'text', (col) => col.notNull().defaultTo('password'))
    /** "<issuer> <sub>" of the linked OpenID Connect account, if any. */
    .addColumn('oidc_subject', 'text', (col) => col.unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  // One row per refresh token ever issued; rotation marks the old row used, and a family is one login session.
  await db.schema
    .createTable('refresh_tokens')
    .addColumn('jti', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (col) => col.notNull())
    .addColumn('issued_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();
  await db.schema.createIndex('refresh_tokens_user_idx').on('refresh_tokens').column('user_id').execute();

  // The live e-mail code of a user for a purpose ('verify' or 'reset'): at most one at a time.
  await db.schema
    .createTable('email_codes')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (col) => col.notNull())
    /** HMAC-SHA256 of the code (hex), keyed with a secret derived from JWT_SECRET. */
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sent_at', 'text', (col) => col.notNull())
    /** Resends since `series_started_at` (the first send of the series). */
    .addColumn('resend_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('series_started_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('email_codes_pk', ['user_id', 'purpose'])
    .execute();

  // Pending sign-ins started by GET /auth/google/: state -> PKCE verifier, nonce and redirect URI.
  await db.schema
    .createTable('oidc_states')
    .addColumn('state', 'text', (col) => col.primaryKey())
    .addColumn('code_verifier', 'text', (col) => col.notNull())
    .addColumn('nonce', 'text', (col) => col.notNull())
    .addColumn('redirect_uri', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('oidc_states_expires_idx').on('oidc_states').column('expires_at').execute();
};

export const down = async (db: Kysely<unknown>) => {
  await db.schema.dropTable('oidc_states').execute();
  await db.schema.dropTable('email_codes').execute();
  await db.schema.dropTable('refresh_tokens').execute();
  await db.schema.dropTable('users').execute();
};
