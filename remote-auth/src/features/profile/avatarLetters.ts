import type { User } from 'shared-contracts';

const first = (word: string | undefined) => Array.from(word?.trim() ?? '')[0] ?? '';

/** Initials from first and last name, else the username, else the e-mail (as the header's avatar). */
export function avatarLetters(user: Pick<User, 'first_name' | 'last_name' | 'username' | 'email'>): string {
  const fromName = first(user.first_name) + first(user.last_name);
  const handle = (s: string | undefined) =>
    (s ?? '')
      .split(/[\s._\-+@]+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => first(part))
      .join('');
  return (fromName || handle(user.username) || handle(user.email.split('@')[0]) || '?').toLocaleUpperCase();
}
