import { API_PATHS } from 'shared-contracts';
import { sendPageView } from './sendPageView';

const VIEW = { path: '/rankings', title: 'Rankings', referrer: '' };

afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
  Reflect.deleteProperty(globalThis, 'fetch');
});

it('sends the view as a JSON text beacon to the API (a trailing slash on the base URL is not doubled)', () => {
  const beacon = jest.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  sendPageView('http://api.test/api/', VIEW);
  expect(beacon).toHaveBeenCalledWith(`http://api.test/api${API_PATHS.pageViews}`, JSON.stringify(VIEW));
});

it('falls back to a keepalive text/plain fetch when the browser refuses the beacon', async () => {
  Object.defineProperty(navigator, 'sendBeacon', { value: jest.fn(() => false), configurable: true });
  const fetchMock = jest.fn().mockRejectedValue(new Error('offline'));
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
  sendPageView('http://api.test/api', VIEW);
  expect(fetchMock).toHaveBeenCalledWith(`http://api.test/api${API_PATHS.pageViews}`, {
    method: 'POST',
    body: JSON.stringify(VIEW),
    keepalive: true,
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
  });
  // The rejected fetch is swallowed: an unhandled rejection would fail the run.
  await new Promise((resolve) => setTimeout(resolve, 0));
});

it('never throws, even when the beacon itself throws', () => {
  Object.defineProperty(navigator, 'sendBeacon', {
    value: () => {
      throw new TypeError('blocked');
    },
    configurable: true,
  });
  expect(() => sendPageView('http://api.test/api', VIEW)).not.toThrow();
});
