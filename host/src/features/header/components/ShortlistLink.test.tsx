import { act, screen, waitFor } from '@testing-library/react';
import { shortlistAtom, shortlistStore } from 'shared-contracts/shortlist';
import { createFakeShell, renderWithShell } from '../../../test/renderWithShell';
import { Header } from './Header';

const seat = (institute: string) => ({ exam: 'josaa' as const, institute, program: 'Computer Science', quota: 'AI', seat_type: 'OPEN', gender: 'Gender-Neutral' });

afterEach(() => shortlistStore.set(shortlistAtom, []));

describe('the header shortlist link', () => {
  // First: the module is loaded once per test file, and then the count shows at once.
  it('keeps the badge in place, hidden, until the count is known', () => {
    renderWithShell(<Header />, { shell: createFakeShell() });
    const link = screen.getByTestId('shortlist-link');
    expect(link).toHaveAccessibleName('Shortlist');
    expect(link.querySelector('[aria-hidden="true"]:last-child')).not.toBeVisible();
  });

  it('leads to the choice list and counts the starred seats as they change', async () => {
    renderWithShell(<Header />, { shell: createFakeShell() });
    const link = screen.getByTestId('shortlist-link');
    expect(link).toHaveAttribute('href', '/college-finder/choices');
    // The count comes with the shortlist's module, after the first paint.
    await waitFor(() => expect(link).toHaveAccessibleName('Shortlist, 0 seats'));
    expect(link.querySelector('[aria-hidden="true"]:last-child')).toBeVisible();
    // The one store every remote's star writes to.
    act(() => shortlistStore.set(shortlistAtom, [seat('NIT Trichy'), seat('NIT Surathkal')]));
    expect(link).toHaveAccessibleName('Shortlist, 2 seats');
  });
});
