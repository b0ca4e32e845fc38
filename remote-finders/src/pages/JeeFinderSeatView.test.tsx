// The JEE finder's view switch: "Each round" (the spec's list, the default) or "Each seat" (view=seat in the
// URL and the query; one card per seat with its rounds, its last three years, chance, competitiveness, a star).
import { configure, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS } from 'shared-contracts';
import { callsTo, createFakeShell, renderWithShell, type Params } from 'shared-contracts/testing';
import { jeeFinderRoutes, paged, pagedSeats, seatRow } from '../test/fixtures';
import JeeFinderPage from './JeeFinderPage';

const PATH = '/college-finder/jee-main';
const TRICHY = 'National Institute of Technology, Tiruchirappalli';

configure({ asyncUtilTimeout: 5000 });

const SEATS = [seatRow(), seatRow({ quota: 'AI', gender: 'Female-only (including Supernumerary)', rounds: [{ round: 1, opening_rank: '1', closing_rank: '8000' }], final_round: 1, final_closing_rank: '8000', recent_years: [{ year: 2025, round: 1, closing_rank: '8000' }], chance: 'Low', competitiveness: 'Less Competitive', nirf_rank: null })];

function setup(route: string) {
  const finder = (params: Params) => (params.view === 'seat' ? pagedSeats(SEATS) : paged());
  const shell = createFakeShell({ routes: jeeFinderRoutes(finder) });
  return renderWithShell(<JeeFinderPage />, shell, { route, path: PATH });
}

const seatCards = () => screen.getAllByTestId('seat-card');

describe('view switch', () => {
  it('starts on "Each round"; "Each seat" writes view=seat to the URL, asks the API for seats and shows a card per seat', async () => {
    const { shell, user, location } = setup(`${PATH}?rank=15000`);
    await waitFor(() => expect(callsTo(shell, API_PATHS.josaaFinder)).toHaveLength(1));
    expect(callsTo(shell, API_PATHS.josaaFinder)[0]).not.toHaveProperty('view');
    const eachRound = await screen.findByRole('radio', { name: 'Each round' });
    expect(eachRound).toBeChecked();
    await screen.findByRole('article', { name: 'Indian Institute of Technology Bombay' });

    await user.click(screen.getByRole('radio', { name: 'Each seat' }));
    await waitFor(() => expect(callsTo(shell, API_PATHS.josaaFinder)).toHaveLength(2));
    expect(callsTo(shell, API_PATHS.josaaFinder)[1]).toMatchObject({ rank: 15000, view: 'seat', page: 1 });
    expect(new URLSearchParams(location().search).get('view')).toBe('seat');
    await waitFor(() => expect(seatCards()).toHaveLength(2));
    expect(screen.queryByRole('article', { name: 'Indian Institute of Technology Bombay' })).toBeNull();
    expect(screen.getByText(/Each seat, every round/)).toBeInTheDocument();
    // The round field does not narrow the seat view, and says so.
    expect(screen.getByRole('combobox', { name: 'Round' })).toHaveAccessibleDescription('Each seat shows every round');

    await user.click(screen.getByRole('radio', { name: 'Each round' }));
    await screen.findByRole('article', { name: 'Indian Institute of Technology Bombay' });
    expect(new URLSearchParams(location().search).has('view')).toBe(false);
  });

  it('a seat card shows the seat, every round of the year, the last three years, chance, competitiveness and a star', async () => {
    const { user } = setup(`${PATH}?rank=15000&view=seat&home_state=Tamil+Nadu`);
    await waitFor(() => expect(seatCards()).toHaveLength(2));
    const hs = seatCards()[0];
    expect(within(hs).getByRole('heading', { name: TRICHY })).toBeInTheDocument();
    expect(within(hs).getByText('High chance')).toBeInTheDocument();
    expect(within(hs).getByText('Highly Competitive')).toBeInTheDocument();
    expect(within(within(hs).getByRole('list', { name: 'Seat' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Home State', 'OPEN (General)', 'Gender-Neutral']);
    const rounds = within(hs).getByRole('list', { name: 'Closing rank by round, 2025' });
    expect(within(rounds).getAllByTestId('seat-round-rank').map((el) => el.textContent)).toEqual(['5,210', '5,580', '6,020', '6,110', '16,200']);
    expect(within(rounds).getAllByRole('listitem')[4]).toHaveAttribute('data-final', 'true');
    const years = within(hs).getByRole('list', { name: 'Final round, last 3 years' });
    expect(within(years).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['2025 · R516,200', '2024 · R615,010', '2023 · R644P']);
    expect(within(hs).getByText('NIRF rank 9')).toBeInTheDocument();

    const star = within(hs).getByRole('button', { name: `Add ${TRICHY} ${SEATS[0].program} to shortlist` });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    expect(within(hs).getByRole('button', { name: `Remove ${TRICHY} ${SEATS[0].program} from shortlist` })).toHaveAttribute('aria-pressed', 'true');

    const female = seatCards()[1];
    expect(within(female).getByText('Low chance')).toBeInTheDocument();
    expect(within(female).getByRole('list', { name: 'Final round, last year' })).toBeInTheDocument();
    expect(within(female).getByText('NIRF rank N/A')).toBeInTheDocument();
  });

  it('the in-page institute filter narrows the seat cards too', async () => {
    const { user } = setup(`${PATH}?rank=15000&view=seat`);
    await waitFor(() => expect(seatCards()).toHaveLength(2));
    await user.type(screen.getByLabelText('Filter by institute'), 'Bombay');
    expect(screen.queryAllByTestId('seat-card')).toHaveLength(0);
    expect(screen.getByText(/Nothing on this page matches the in-page filters/)).toBeInTheDocument();
  });
});
