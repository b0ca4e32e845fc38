import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, FINDER_MESSAGES, STATEWISE_MESSAGES, VALIDATION_MESSAGES } from 'shared-contracts';
import { callsTo, createFakeShell, mockViewportWidth, renderWithShell, resetViewport, type Handler, whenEnabled } from 'shared-contracts/testing';
import { calledPaths, pathsWithoutSignal } from '../test/apiCalls';
import { fakePredictorWidget, mockedLoadPredictorWidget } from '../test/predictorWidgets';
import { STATEWISE_ROWS, optionRoutes, statewiseAnswer } from '../test/mhtcetFixtures';
import { findButton } from '../test/findButton';
import StatewiseFinderPage from './StatewiseFinderPage';

mockedLoadPredictorWidget.mockImplementation(async () => fakePredictorWidget(41234, 'jee_main'));

const PATH = '/college-finder/statewise';

function setup({ authenticated = false, route = PATH, finder }: { authenticated?: boolean; route?: string; finder?: Handler } = {}) {
  const shell = createFakeShell({ authenticated, routes: optionRoutes({ [API_PATHS.mhtcetFinder]: finder ?? (() => statewiseAnswer()) }) });
  return renderWithShell(<StatewiseFinderPage />, shell, { route, path: PATH });
}

const finderCalls = (shell: ReturnType<typeof setup>['shell']) => callsTo(shell, API_PATHS.mhtcetFinder);
const results = () => screen.getByRole('region', { name: 'State-wise results' });
const rankInput = () => screen.getByRole('spinbutton', { name: /Your JEE Main Rank/ });
const HEADING = 'All India Quota Seats for JEE Main Rank 50,000 in Maharashtra';

afterEach(() => resetViewport());

describe('State-wise finder page', () => {
  it('shows the title, the breadcrumb trail, the tabs and the fields', async () => {
    setup();
    // The year's rounds with an All India list.
    expect(await screen.findByRole('option', { name: 'CAP Round III' })).toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: /Round/ })).getAllByRole('option').map((option) => option.textContent)).toEqual(['All rounds', 'CAP Round I', 'CAP Round III']);
    expect(screen.getByRole('heading', { level: 1, name: 'State-wise JEE Mains College Finder' })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'College Finder' })).toHaveAttribute('href', '/college-finder');
    expect(within(trail).getByRole('link', { name: 'JEE Main & Advanced' })).toHaveAttribute('href', '/college-finder/jee-main');
    expect(within(trail).getByText('State-wise Colleges')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('tab', { name: 'State College Finder' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'JEE Main Predictor' })).toBeInTheDocument();
    expect(rankInput()).toHaveAttribute('min', '1');
    const state = screen.getByRole('combobox', { name: /State/ });
    expect(within(state).getAllByRole('option').map((option) => option.textContent)).toEqual(['Maharashtra']);
    expect(screen.getByText(FINDER_MESSAGES.moreStatesSoon)).toBeInTheDocument();
    // A select for the year on desktop.
    expect(within(screen.getByRole('combobox', { name: /Year/ })).getAllByRole('option').map((option) => option.textContent)).toEqual(['2025', '2024', '2023']);
  });

  it('requires the rank', async () => {
    const user = userEvent.setup();
    const { shell } = setup();
    await screen.findByRole('option', { name: 'CAP Round III' });
    await user.click(await whenEnabled(findButton));
    expect(screen.getByText(VALIDATION_MESSAGES.rankRequired)).toBeInTheDocument();
    expect(finderCalls(shell)).toHaveLength(0);
  });

  it('searches with the fixed quota and seat type and shows the heading, banner, percentile statement, legend and disclaimer', async () => {
    const user = userEvent.setup();
    const { shell, location } = setup();
    await user.type(rankInput(), '50000');
    await user.click(await whenEnabled(findButton));
    expect(await within(results()).findByRole('heading', { name: HEADING })).toBeInTheDocument();
    expect(finderCalls(shell)).toEqual([
      {
        year: 2025,
        rank: 50000,
        percentile: undefined,
        quota: 'All India Seats',
        seat_type: 'AI',
        district: undefined,
        branch: undefined,
        round: undefined,
        sort_by: 'closing_rank',
        sort_order: 'asc',
        page: 1,
        page_size: 50,
      },
    ]);
    const banner = within(results()).getByRole('note', { name: 'What are All India quota seats?' });
    expect(banner).toHaveTextContent('seats reserved in state colleges for students from all over India');
    expect(banner).toHaveTextContent('Quota: All India Seats');
    expect(banner).toHaveTextContent('Seat Type: AI');
    const statement = within(results()).getByRole('note', { name: 'How your rank is compared' });
    expect(statement).toHaveTextContent('JEE Main percentile');
    expect(statement).toHaveTextContent('your JEE Main rank 50,000 is about 96.6667 percentile');
    expect(within(results()).getByRole('region', { name: 'What the chance labels mean' })).toHaveTextContent('High chance');
    expect(within(results()).getByText(STATEWISE_MESSAGES.disclaimer)).toBeInTheDocument();
    const table = within(results()).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'College Code',
      'Institute',
      'Branch Code',
      'Branch',
      'Opening Rank',
      'Closing Rank',
      'Quota',
      'Seat Type',
      'Round',
      'Your Chance',
    ]);
    const row = within(table).getAllByRole('row')[1];
    for (const text of ['03182', 'Thadomal Shahani Engineering College, Bandra, Mumbai', '0318224510', 'Computer Engineering', 'N/A', '2,510', 'All India Seats', 'AI', 'CAP Round II', 'Low chance']) {
      expect(row).toHaveTextContent(text);
    }
    expect(location().search).toBe('?rank=50000&state=maharashtra&year=2025');
    expect(within(results()).getByText('Showing 1 - 50 of 120 results')).toBeInTheDocument();
  });

  it('hides the Round column when one round is chosen', async () => {
    const { shell } = setup({ route: `${PATH}?rank=50000&year=2025&round=1` });
    const table = await within(results()).findByRole('table');
    expect(within(table).queryByRole('columnheader', { name: 'Round' })).not.toBeInTheDocument();
    expect(finderCalls(shell)[0]).toMatchObject({ round: 1 });
  });

  it('filters the page by institute and branch from the column headers', async () => {
    const user = userEvent.setup();
    setup({ route: `${PATH}?rank=50000` });
    const table = await within(results()).findByRole('table');
    await user.click(within(table).getByRole('button', { name: 'Filter Institute' }));
    const instituteFilter = within(table).getByPlaceholderText('Filter Institute in page...');
    expect(instituteFilter).toHaveFocus();
    await user.type(instituteFilter, 'walchand');
    expect(within(results()).getByText('Showing 2 filtered results')).toBeInTheDocument();
    expect(within(results()).queryByRole('navigation', { name: 'State-wise results pages' })).not.toBeInTheDocument();
    expect(within(results()).queryByText(/Showing 1 - 50/)).not.toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByText('Walchand', { selector: 'mark' })).toHaveLength(2);

    await user.click(within(table).getByRole('button', { name: 'Filter Branch' }));
    await user.type(within(table).getByPlaceholderText('Filter Branch in page...'), 'robotics');
    expect(within(results()).getByText('Showing 1 filtered results')).toBeInTheDocument();
    await user.type(within(table).getByPlaceholderText('Filter Branch in page...'), 'zzz');
    expect(within(results()).getByText(FINDER_MESSAGES.noMatches)).toBeInTheDocument();

    await user.click(within(results()).getByRole('button', { name: STATEWISE_MESSAGES.clearAllFilters }));
    expect(within(results()).queryByText(/filtered results/)).not.toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(results()).getByRole('navigation', { name: 'State-wise results pages' })).toBeInTheDocument();
    // The close button folds an empty filter away.
    await user.click(within(table).getByRole('button', { name: 'Close filter institute' }));
    expect(within(table).queryByPlaceholderText('Filter Institute in page...')).not.toBeInTheDocument();
  });

  it('says plainly when the year has no All India list instead of showing an empty table', async () => {
    setup({
      route: `${PATH}?rank=50000&year=2024&round=2`,
      finder: () => statewiseAnswer([], { count: 0, total_pages: 1, detail: 'No All India cut-off list is available for 2024 CAP Round II. For 2024 there are: CAP Round I, CAP Round III.', year: 2024, round: 2 }),
    });
    expect(await within(results()).findByText(/No All India cut-off list is available for 2024 CAP Round II/)).toBeInTheDocument();
    expect(within(results()).queryByRole('table')).not.toBeInTheDocument();
    expect(within(results()).queryByText(FINDER_MESSAGES.noColleges)).not.toBeInTheDocument();
  });

  it('shows No colleges found for an empty list', async () => {
    setup({ route: `${PATH}?rank=900000`, finder: () => statewiseAnswer([], { count: 0, total_pages: 1 }) });
    expect(await within(results()).findByText(FINDER_MESSAGES.noColleges)).toBeInTheDocument();
    expect(within(results()).queryByRole('table')).not.toBeInTheDocument();
  });

  it('restores the search from the URL and pages through it (round trip)', async () => {
    const user = userEvent.setup();
    const { shell, location } = setup({
      route: `${PATH}?rank=50000&state=maharashtra&year=2024&page=2`,
      finder: (params) => statewiseAnswer(STATEWISE_ROWS, { page: Number(params.page) }),
    });
    await within(results()).findByRole('table');
    expect(finderCalls(shell)[0]).toMatchObject({ rank: 50000, year: 2024, page: 2 });
    expect(rankInput()).toHaveValue(50000);
    expect(screen.getByRole('combobox', { name: /Year/ })).toHaveValue('2024');
    await user.click(within(results()).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(location().search).toBe('?rank=50000&state=maharashtra&year=2024&page=3'));
    expect(finderCalls(shell).at(-1)).toMatchObject({ page: 3 });
  });

  it('at 768 px: year buttons, a folding legend, cards with View details and a Status line', async () => {
    mockViewportWidth(768);
    const user = userEvent.setup();
    const { shell } = setup({ route: `${PATH}?rank=50000` });
    const year = screen.getByRole('radiogroup', { name: /Year/ });
    expect((await within(year).findAllByRole('radio')).map((radio) => (radio as HTMLInputElement).value)).toEqual(['2025', '2024', '2023']);
    const card = await within(results()).findByRole('article', { name: 'Thadomal Shahani Engineering College, Bandra, Mumbai, Computer Engineering' });
    expect(within(results()).queryByRole('table')).not.toBeInTheDocument();
    for (const text of ['Low chance', '03182', 'Computer Engineering', 'Opening Rank', 'N/A', '2,510', 'All India Seats', 'AI', 'CAP Round II']) {
      expect(card).toHaveTextContent(text);
    }
    expect(card).not.toHaveTextContent('Status');
    await user.click(within(card).getByRole('button', { name: STATEWISE_MESSAGES.viewDetails }));
    expect(card).toHaveTextContent('StatusN/A');
    await user.click(within(card).getByRole('button', { name: STATEWISE_MESSAGES.hideDetails }));
    expect(card).not.toHaveTextContent('Status');

    const legend = within(results()).getByRole('region', { name: 'What the chance labels mean' });
    const toggle = within(legend).getByRole('button', { name: 'What the chance labels mean' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(legend).not.toHaveTextContent('High chance');
    await user.click(toggle);
    expect(legend).toHaveTextContent('High chance');

    await user.click(within(results()).getByRole('button', { name: 'Filter Branch' }));
    await user.type(within(results()).getByPlaceholderText('Filter Branch in page...'), 'computer');
    expect(within(results()).getByText('Showing 2 filtered results')).toBeInTheDocument();

    await user.click(within(year).getByRole('radio', { name: '2023' }));
    await user.click(await whenEnabled(findButton));
    await waitFor(() => expect(finderCalls(shell).at(-1)).toMatchObject({ year: 2023, rank: 50000 }));
  });

  it('locks the branch filter for guests', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: /^Branch/ }));
    expect(screen.getByRole('dialog', { name: FINDER_MESSAGES.featureLockedTitle })).toHaveTextContent(FINDER_MESSAGES.branchLocked);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends the branch filter for logged-in users', async () => {
    const user = userEvent.setup();
    const { shell } = setup({ authenticated: true });
    await user.type(rankInput(), '50000');
    await user.click(screen.getByRole('button', { name: /^Branch/ }));
    await user.click(await screen.findByRole('option', { name: 'Computer Engineering' }));
    await user.keyboard('{Escape}');
    await user.click(await whenEnabled(findButton));
    await waitFor(() => expect(finderCalls(shell)[0]).toMatchObject({ branch: 'Computer Engineering', quota: 'All India Seats', seat_type: 'AI' }));
  });

  it('the JEE Main Predictor tab fills the rank, switches back and searches', async () => {
    const user = userEvent.setup();
    const { shell } = setup();
    await user.click(screen.getByRole('tab', { name: 'JEE Main Predictor' }));
    await user.click(await screen.findByRole('button', { name: 'Use predicted rank 41234' }));
    expect(screen.getByRole('tab', { name: 'State College Finder' })).toHaveAttribute('aria-selected', 'true');
    expect(rankInput()).toHaveValue(41234);
    await waitFor(() => expect(finderCalls(shell).at(-1)).toMatchObject({ rank: 41234 }));
  });

  it('shows Finding colleges for you... while loading', async () => {
    let release: (value: unknown) => void = () => undefined;
    setup({ route: `${PATH}?rank=50000`, finder: () => new Promise((resolve) => (release = resolve)) });
    expect(await within(results()).findByText(FINDER_MESSAGES.findingColleges)).toBeInTheDocument();
    release(statewiseAnswer(STATEWISE_ROWS));
    expect(await within(results()).findByRole('heading', { name: HEADING })).toBeInTheDocument();
  });

  it('gives every API call an AbortSignal, so a superseded load is cancelled', async () => {
    const { shell } = setup({ authenticated: true, route: `${PATH}?rank=50000` });
    const lists = ['years', 'rounds', 'branches'] as const;
    // Rounds and branches are asked for once the years have arrived, which can be after the search: wait for all.
    await waitFor(() => expect(calledPaths(shell)).toEqual(expect.arrayContaining([API_PATHS.mhtcetFinder, ...lists.map((list) => API_PATHS.mhtcetOptions(list))])));
    expect(pathsWithoutSignal(shell)).toEqual([]);
  });
});
