import { API_PATHS, type PageViewPayload } from 'shared-contracts';

/**
 * Posts one page view without the API client: a beacon is fire-and-forget, outlives the page, needs no
 * axios (so the home page loads none) and, sent as text/plain, no CORS preflight either; the API parses
 * the JSON text. Where beacons are missing or refused, a keepalive fetch does the same. Never throws.
 */
export function sendPageView(apiBaseUrl: string, payload: PageViewPayload): void {
  const url = `${apiBaseUrl.replace(/\/+$/, '')}${API_PATHS.pageViews}`;
  const body = JSON.stringify(payload);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
    if (typeof fetch === 'function') {
      fetch(url, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'text/plain;charset=UTF-8' } }).catch(() => undefined);
    }
  } catch {
    // Analytics must never bother the reader.
  }
}
