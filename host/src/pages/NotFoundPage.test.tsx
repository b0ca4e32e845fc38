import { screen, waitFor } from '@testing-library/react';
import { renderWithShell } from '../test/renderWithShell';
import NotFoundPage from './NotFoundPage';

describe('NotFoundPage', () => {
  it('says the page was not found and offers a way home and to the finder', () => {
    renderWithShell(<NotFoundPage />, { route: '/no-such-page' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /college finder/i })).toHaveAttribute('href', '/college-finder');
  });

  it('has its own title and asks search engines not to index it', async () => {
    renderWithShell(<NotFoundPage />, { route: '/no-such-page' });
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'));
    expect(document.title).toBe('Page not found');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });
});
