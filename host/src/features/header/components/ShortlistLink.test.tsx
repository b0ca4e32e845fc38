import { act, screen } from '@testing-library/react';
import { ShortlistProvider, shortlistAtom, shortlistStore } from 'shared-contracts/react';
import { createFakeShell, renderWithShell } from '../../../test/renderWithShell';
import { Header } from './Header';

const seat = (institute: string) => ({ exam: 'josaa' as const, institute, program: 'Computer Science', quota: 'AI', seat_type: 'OPEN', gender: 'Gender-Neutral' });

afterEach(() => shortlistStore.set(shortlistAtom, []));

describe('the header shortlist link', () => {
  it('leads to the choice list and counts the starred seats as they change', () => {
    const shell = createFakeShell();
    renderWithShell(
      <ShortlistProvider shell={shell}>
        <Header />
      </ShortlistProvider>,
      { shell },
    );
    const link = screen.getByTestId('shortlist-link');
    expect(link).toHaveAttribute('href', '/college-finder/choices');
    expect(link).toHaveAccessibleName('Shortlist, 0 seats');
    // The host's one store, which every remote's star writes to.
    act(() => shortlistStore.set(shortlistAtom, [seat('NIT Trichy'), seat('NIT Surathkal')]));
    expect(link).toHaveAccessibleName('Shortlist, 2 seats');
  });
});
