import { useEffect, useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { Helmet } from 'react-helmet-async';
import { Link, Route, Routes } from 'react-router-dom';
import { API_PATHS } from 'shared-contracts';
import { renderWithShell } from '../../test/renderWithShell';
import { DefaultMetadata } from '../seo/DefaultMetadata';
import { SITE_NAME } from '../seo/siteMetadata';
import { TITLE_WAIT_MS, usePageViews } from './usePageViews';

function Page({ title }: { title: string }) {
  return (
    <>
      <Helmet>
        <title>{title}</title>
      </Helmet>
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

describe('usePageViews', () => {
  it('posts a silent page view with the path, the new title and the referrer on every route change', async () => {
    const { user, shell } = renderWithShell(<Tracked />);
    await waitFor(() => expect(shell.api.post).toHaveBeenCalledTimes(1));
    expect(shell.api.post).toHaveBeenLastCalledWith(API_PATHS.pageViews, { path: '/', title: 'Home page', referrer: '' }, { silent: true });

    await user.click(screen.getByRole('link', { name: 'To rankings' }));
    await waitFor(() => expect(shell.api.post).toHaveBeenCalledTimes(2));
    expect(shell.api.post).toHaveBeenLastCalledWith(
      API_PATHS.pageViews,
      { path: '/rankings?year=2024', title: 'Rankings page', referrer: `${window.location.origin}/` },
      { silent: true },
    );
  });

  it('ignores a failed post', async () => {
    const { shell } = renderWithShell(<Tracked />);
    shell.api.post.mockRejectedValue(new Error('analytics down'));
    await waitFor(() => expect(shell.api.post).toHaveBeenCalledTimes(1));
    // A rejection that was not caught would fail the test run; give it a tick to surface.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  });

  it('does not post again while the route stays the same', async () => {
    const { shell, rerender } = renderWithShell(<Tracked />);
    await waitFor(() => expect(shell.api.post).toHaveBeenCalledTimes(1));
    rerender(<Tracked />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(shell.api.post).toHaveBeenCalledTimes(1);
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
    <Helmet>
      <title>{title}</title>
    </Helmet>
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
    const { shell } = renderWithShell(<TrackedWithDefaults title="NIRF Rankings" />, { fakeTimers: true });
    act(() => jest.advanceTimersByTime(500));
    expect(shell.api.post).not.toHaveBeenCalled();
    await waitFor(() => expect(shell.api.post).toHaveBeenCalledTimes(1));
    expect(shell.api.post.mock.calls[0][1]).toMatchObject({ title: `NIRF Rankings | ${SITE_NAME}` });
  });

  it('sends with the site title when no title comes within the wait', async () => {
    const { shell } = renderWithShell(<TrackedWithDefaults title={null} />, { fakeTimers: true });
    act(() => jest.advanceTimersByTime(TITLE_WAIT_MS - 100));
    expect(shell.api.post).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(200));
    expect(shell.api.post).toHaveBeenCalledTimes(1);
    expect(shell.api.post.mock.calls[0][1]).toMatchObject({ path: '/', title: SITE_NAME });
  });
});
