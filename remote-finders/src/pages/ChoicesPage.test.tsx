import { screen, waitFor, within } from '@testing-library/react';
import { SHORTLIST_STORAGE_KEY, ShortlistProvider, shortlistAtom, shortlistStore } from 'shared-contracts/shortlist';
import { createFakeShell, renderWithShell } from 'shared-contracts/testing';
import type { ShortlistItem, ShortlistSeatDetails } from 'shared-contracts';
import ChoicesPage from './ChoicesPage';

const seat = (institute: string, closings: string[], chance: 'High' | 'Medium' | 'Low'): { item: ShortlistItem; details: Omit<ShortlistSeatDetails, 'item'> } => ({
  item: { exam: 'josaa', institute, program: 'Computer Science and Engineering', quota: 'OS', seat_type: 'OPEN', gender: 'Gender-Neutral' },
  details: {
    institute_type: 'NIT',
    nirf_rank: 10,
    nirf_score: 60,
    competitiveness: 'Highly Competitive',
    history: closings.map((closing_rank, i) => ({ year: 2026, round: i + 1, closing_rank })),
    latest_year: 2026,
    chance,
    eligible: null,
    eligibility_note: null,
  },
});

const SEATS = [seat('NIT Alpha', ['1000', '1200'], 'Low'), seat('NIT Beta', ['20000', '21000'], 'High'), seat('NIT Gamma', ['30000', '31000'], 'High')];

function setup(route = '/college-finder/choices?rank=15000') {
  localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify(SEATS.map((s) => s.item)));
  const shell = createFakeShell({ routes: { '/cutoffs/options/josaa/home-states/': () => ({ options: [{ value: 'Maharashtra', label: 'Maharashtra' }] }) } });
  shell.api.post.mockImplementation(async (_path: string, body: { items: ShortlistItem[] }) => ({
    items: body.items.map((item) => ({ item, ...SEATS.find((s) => s.item.institute === (item as { institute: string }).institute)!.details })),
  }));
  const result = renderWithShell(
    <ShortlistProvider shell={shell}>
      <ChoicesPage />
    </ShortlistProvider>,
    shell,
    { route, path: '/college-finder/choices' },
  );
  return { ...result, shell };
}

afterEach(() => {
  shortlistStore.set(shortlistAtom, []);
  localStorage.clear();
});

const order = () => screen.getAllByTestId('choice-line').map((li) => within(li).getByText(/^NIT /).textContent);

describe('ChoicesPage', () => {
  it('lists the shortlist in order with each line’s chance, the advice and the round-by-round what-if', async () => {
    const { shell } = setup();
    expect(await screen.findAllByText('High chance')).toHaveLength(2);
    expect(order()).toEqual(['NIT Alpha', 'NIT Beta', 'NIT Gamma']);
    expect(shell.api.post).toHaveBeenCalledWith('/shortlist/details/', expect.objectContaining({ rank: 15000 }), expect.anything());
    expect(screen.getByTestId('choice-advice')).toHaveTextContent('JoSAA gives you the first choice on your list that you can get: order by what you want, not by chance.');
    const rounds = within(screen.getByTestId('what-if')).getAllByTestId('what-if-round');
    expect(rounds.map((r) => r.textContent)).toEqual([
      'Round 1: choice 2, NIT Beta, Computer Science and Engineering (closed at 20,000)',
      'Round 2: choice 2, NIT Beta, Computer Science and Engineering (closed at 21,000)',
    ]);
  });

  it('reorders by keyboard with the Up/Down buttons and announces each move', async () => {
    const { user } = setup();
    await screen.findAllByText('High chance');
    screen.getByRole('button', { name: 'Move NIT Gamma, Computer Science and Engineering up' }).focus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['NIT Alpha', 'NIT Gamma', 'NIT Beta']);
    expect(screen.getByTestId('choice-announcement')).toHaveTextContent('NIT Gamma, Computer Science and Engineering moved to choice 2 of 3.');
    expect(JSON.parse(localStorage.getItem(SHORTLIST_STORAGE_KEY) ?? '[]').map((i: ShortlistItem) => (i as { institute: string }).institute)).toEqual(['NIT Alpha', 'NIT Gamma', 'NIT Beta']);
    await waitFor(() => expect(within(screen.getByTestId('what-if')).getAllByTestId('what-if-round')[0]).toHaveTextContent('choice 2, NIT Gamma'));
  });

  it('keeps keyboard focus on the Up button when its line reaches the top', async () => {
    const { user } = setup();
    await screen.findAllByText('High chance');
    const up = screen.getByRole('button', { name: 'Move NIT Beta, Computer Science and Engineering up' });
    up.focus();
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['NIT Beta', 'NIT Alpha', 'NIT Gamma']);
    expect(up).toHaveFocus();
    expect(up).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Enter}');
    expect(order()).toEqual(['NIT Beta', 'NIT Alpha', 'NIT Gamma']);
  });

  it('compares two ticked seats side by side', async () => {
    const { user } = setup();
    await screen.findAllByText('High chance');
    const boxes = screen.getAllByRole('checkbox', { name: 'Compare' });
    await user.click(boxes[0]);
    expect(screen.queryByTestId('compare')).not.toBeInTheDocument();
    await user.click(boxes[2]);
    const compare = screen.getByTestId('compare');
    expect(within(compare).getByRole('heading', { name: 'Compare 2 seats' })).toBeInTheDocument();
    expect(within(compare).getByRole('img', { name: /Closing rank by year and round/ })).toBeInTheDocument();
  });

  it('refuses a rank that is not a whole number, and keeps the list', async () => {
    const { user } = setup('/college-finder/choices');
    await screen.findAllByTestId('choice-line');
    await user.type(screen.getByLabelText(/Your JEE rank/), '12abc');
    await user.click(screen.getByRole('button', { name: 'Show my chances' }));
    expect(screen.getByText('Enter your rank as a whole number from 1 to 99,99,999.')).toBeInTheDocument();
    expect(screen.getAllByTestId('choice-line')).toHaveLength(3);
  });
});
