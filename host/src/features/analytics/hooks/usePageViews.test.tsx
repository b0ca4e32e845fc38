import { useEffect, useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { API_PATHS } from 'shared-contracts';
import { renderWithShell, TEST_CONFIG } from '../../../test/renderWithShell';
import { DefaultMetadata, SITE_NAME } from '../../seo';
import { TITLE_WAIT_MS, usePageViews } from './usePageViews';
import { Head } from 'shared-contracts/react';

function Page({ title }: { title: string }) {
  return (
    <>
      <Head>
        <title>{title}</title>
      </Head>
      <Link to="/rankings?year=2024">To rankings</Link>
    </>
  );
}

function Tracked() {
  usePageViews();
  return (
    <Routes>
      <Route path="/" element={<Page title="Home page" />} />
      <Route path="/rankings" element={<Page title="Rankings page" />} />
    </Routes>
  );
}

// Views go out as beacons (jsdom has none): each call is recorded with its URL and parsed body.
const beacon = jest.fn((_url: string, _body?: BodyInit | null) => true);
beforeAll(() => Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true }));
afterAll(() => Reflect.deleteProperty(navigator, 'sendBeacon'));
beforeEach(() => beacon.mockClear());
const views = () => beacon.mock.calls.map(([url, body]) => ({ url, ...(JSON.parse(String(body)) as Record<string, string>) }));
const VIEWS_URL = `${TEST_CONFIG.apiBaseUrl}${API_PATHS.pageViews}`;

describe('usePageViews', () => {
  it('sends a page view with the path, the new title and the referrer on every route change', async () => {
    const { user, shell } = renderWithShell(<Tracked />);
    await waitFor(() => expect(beacon).toHaveBeenCalledTimes(1));
    expect(views()[0]).toEqual({ url: VIEWS_URL, path: '/', title: 'Home page', referrer: '' });

    await user.click(screen.getByRole('link', { name: 'To rankings' }));
    await waitFor(() => expect(beacon).toHaveBeenCalledTimes(2));
    expect(views()[1]).toEqual({ url: VIEWS_URL, path: '/rankings?year=2024', title: 'Rankings page', referrer: `${window.location.origin}/` });
    // Not through the API client: that would load axios on pages that need no API.
    expect(shell.api.post).not.toHaveBeenCalled();
  });

  it('does not send again while the route stays the same', async () => {
    const { rerender } = renderWithShell(<Tracked />);
    await waitFor(() => expect(beacon).toHaveBeenCalledTimes(1));
    rerender(<Tracked />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(beacon).toHaveBeenCalledTimes(1);
  });
});

/** Stands in for a federated section: it sets its title only once it has loaded, after `delayMs`. */
function SlowSection({ delayMs, title }: { delayMs: number; title: string | null }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setLoaded(true), delayMs);
    return () => clearTimeout(id);
  }, [delayMs]);
  return loaded && title ? (
    <Head>
      <title>{title}</title>
    </Head>
  ) : null;
}

function TrackedWithDefaults({ title }: { title: string | null }) {
  usePageViews();
  return (
    <>
      <DefaultMetadata />
      <SlowSection delayMs={800} title={title} />
    </>
  );
}

describe('usePageViews with a section that loads late', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the section to set its title', async () => {
    renderWithShell(<TrackedWithDefaults title="NIRF Rankings" />, { fakeTimers: true });
    act(() => jest.advanceTimersByTime(500));
    expect(beacon).not.toHaveBeenCalled();
    await waitFor(() => expect(beacon).toHaveBeenCalledTimes(1));
    expect(views()[0]).toMatchObject({ title: `NIRF Rankings | ${SITE_NAME}` });
  });

  it('sends with the site title when no title comes within the wait', async () => {
    renderWithShell(<TrackedWithDefaults title={null} />, { fakeTimers: true });
    act(() => jest.advanceTimersByTime(TITLE_WAIT_MS - 100));
    expect(beacon).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(200));
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(views()[0]).toMatchObject({ path: '/', title: SITE_NAME });
  });
});
