// The e-mail waiting for verification (after sign-up, or a login refused as unverified).
import { STORAGE_KEYS } from 'shared-contracts';
import { readItem, removeItem, writeItem } from './storage';

export const readPendingEmail = () => readItem('local', STORAGE_KEYS.pendingVerificationEmail);
export const storePendingEmail = (email: string) => writeItem('local', STORAGE_KEYS.pendingVerificationEmail, email.trim());
export const clearPendingEmail = () => removeItem('local', STORAGE_KEYS.pendingVerificationEmail);
