// The avatar's letters and the name beside it, as the header's menu and the profile page show them.
import type { User } from './entities';

type AvatarUser = Partial<Pick<User, 'first_name' | 'last_name' | 'username' | 'email'>>;

const firstLetter = (word: string) => Array.from(word)[0] ?? '';

/** Initials of a handle like "asha_k" or "asha.kulkarni": one letter per part, at most two. */
function handleInitials(handle: string): string {
  const parts = handle.split(/[\s._\-+]+/).filter(Boolean);
  return parts.slice(0, 2).map(firstLetter).join('');
}

/**
 * The letters on the avatar: first and last name initials, else the username's, else the start of the
 * e-mail address. '?' when there is nothing to go on.
 */
export function avatarInitials(user: AvatarUser | null | undefined): string {
  const first = user?.first_name?.trim() ?? '';
  const last = user?.last_name?.trim() ?? '';
  const fromName = firstLetter(first) + firstLetter(last);
  const fromUsername = handleInitials(user?.username?.trim() ?? '');
  const fromEmail = handleInitials((user?.email?.trim() ?? '').split('@')[0]);
  return (fromName || fromUsername || fromEmail || '?').toLocaleUpperCase();
}

/** The name to show beside the avatar and to screen readers. */
export function displayName(user: AvatarUser | null | undefined): string {
  const full = [user?.first_name, user?.last_name].map((part) => part?.trim()).filter(Boolean).join(' ');
  return full || user?.username?.trim() || user?.email?.trim() || 'Your account';
}
