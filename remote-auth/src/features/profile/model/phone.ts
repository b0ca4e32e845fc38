import { PHONE_COUNTRY_CODES, PHONE_DIGITS, phoneDigits } from 'shared-contracts';

export const DEFAULT_COUNTRY_CODE = '+91';

/** "+919876543210" -> { code: '+91', digits: '9876543210' }; a bare number keeps the default code. */
export function splitPhone(stored: string | null | undefined): { code: string; digits: string } {
  const raw = (stored ?? '').replace(/[\s\-().]/g, '');
  if (!raw) return { code: DEFAULT_COUNTRY_CODE, digits: '' };
  if (raw.startsWith('+')) {
    const code = [...PHONE_COUNTRY_CODES].sort((a, b) => b.length - a.length).find((c) => raw.startsWith(c) && raw.length - c.length === PHONE_DIGITS);
    if (code) return { code, digits: raw.slice(code.length) };
  }
  return { code: DEFAULT_COUNTRY_CODE, digits: phoneDigits(raw).slice(-PHONE_DIGITS) };
}

export const joinPhone = (code: string, digits: string): string => (digits ? `${code}${digits}` : '');

/** How a stored number reads: "+91 98765 43210". */
export function formatPhone(stored: string | null | undefined): string | null {
  if (!stored) return null;
  const { code, digits } = splitPhone(stored);
  if (digits.length !== PHONE_DIGITS) return stored;
  return `${code} ${digits.slice(0, 5)} ${digits.slice(5)}`;
}
