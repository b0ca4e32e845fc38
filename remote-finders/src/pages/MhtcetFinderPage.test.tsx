import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, FINDER_MESSAGES, VALIDATION_MESSAGES } from 'shared-contracts';
import { callsTo, createFakeShell, mockViewportWidth, renderWithShell, resetViewport, type Handler, whenEnabled } from 'shared-contracts/testing';
import { calledPaths, pathsWithoutSignal } from '../test/apiCalls';
import { fakePredictorWidget, mockedLoadPredictorWidget } from '../test/predictorWidgets';
import { COEP_ROW, DISTRICTS, QUOTAS, VJTI_ROW_OTHER_NAMES, finderAnswer, optionRoutes } from '../test/mhtcetFixtures';
import { findButton } from '../test/findButton';
import MhtcetFinderPage from './MhtcetFinderPage';

mockedLoadPredictorWidget.mockImplementation(async () => fakePredictorWidget(23456, 'mhtcet'));

const PATH = '/college-finder/mhtcet';
const OFFERED_QUOTAS = QUOTAS.filter((quota) => quota.value !== 'All India Seats').map((quota) => quota.value);

function setup({ authenticated = false, route = PATH, finder }: { authenticated?: boolean; route?: string; finder?: Handler } = {}) {
  const shell = createFakeShell({
    authenticated,
    routes: optionRoutes({ [API_PATHS.mhtcetFinder]: finder ?? (() => finderAnswer([COEP_ROW])) }),
  });
  return renderWithShell(<MhtcetFinderPage />, shell, { route, path: PATH });
}

const finderCalls = (shell: ReturnType<typeof setup>['shell']) => callsTo(shell, API_PATHS.mhtcetFinder);
const rankInput = () => screen.getByRole('textbox', { name: /MHT-CET Rank/ });
const percentileInput = () => screen.getByRole('textbox', { name: /MHT-CET Percentile/ });
const results = () => screen.getByRole('region', { name: 'MHT-CET results' });

afterEach(() => resetViewport());

describe('MHT-CET finder page', () => {
  it('shows the breadcrumbs, the two tabs, the placeholder panel before the first search and an FAQ of four questions', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'MHT-CET College Finder' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'College Finder' })).toHaveAttribute('href', '/college-finder');
    expect(screen.getByRole('tab', { name: 'College Finder' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'MHT-CET Predictor' })).toBeInTheDocument();
    expect(screen.getByText(FINDER_MESSAGES.loadingFilters)).toBeInTheDocument();
    await screen.findByRole('textbox', { name: /MHT-CET Rank/ });
    expect(within(results()).getByRole('heading', { name: 'Your colleges will appear here' })).toBeInTheDocument();
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    expect(within(faq).getAllByRole('group')).toHaveLength(4);
  });

  it('offers the API lists without seat type AI or the All India quotas, seat types as code plus description', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('button', { name: /^Seat Type/ }));
    const list = screen.getByRole('listbox', { name: 'Seat Type' });
    expect(within(list).queryByRole('option', { name: /^AI/ })).not.toBeInTheDocument();
    expect(within(list).getByRole('option', { name: /LOBCH\s*Ladies, Other Backward Classes \(OBC\), Home University seats/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: /^Quota/ }));
    expect(within(screen.getByRole('listbox', { name: 'Quota' })).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Home University (HU candidates)',
      'State Level',
    ]);
  });

  it('validates with the spec messages and does not search', async () => {
    const user = userEvent.setup();
    const { shell } = setup();
    await screen.findByRole('textbox', { name: /MHT-CET Rank/ });
    for (const label of ['Seat Type', 'Quota', 'District']) {
      await user.click(screen.getByRole('button', { name: new RegExp(`^${label}`) }));
      await user.click(screen.getByRole('button', { name: 'Clear' }));
      await user.keyboard('{Escape}');
    }
    await user.click(await whenEnabled(findButton));
    expect(screen.getByText(VALIDATION_MESSAGES.rankRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.seatTypeRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.quotaRequired)).toBeInTheDocument();
    expect(screen.getByText(VALIDATION_MESSAGES.districtRequired)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Percentile' }));
    await user.click(await whenEnabled(findButton));
    expect(screen.getByText(VALIDATION_MESSAGES.percentileRequired)).toBeInTheDocument();
    expect(finderCalls(shell)).toHaveLength(0);
  });

  it('searches by rank with the defaults, shows every column, seat-type descriptions and N/A opening values', async () => {
    const user = userEvent.setup();
    const { shell, location } = setup();
    await user.type(await screen.findByRole('textbox', { name: /MHT-CET Rank/ }), '15000');
    await user.click(await whenEnabled(findButton));
    await within(results()).findByText('COEP Technological University');
    expect(finderCalls(shell)).toEqual([
      {
        year: 2025,
        rank: 15000,
        percentile: undefined,
        quota: OFFERED_QUOTAS.join(','),
        seat_type: 'GOPENH,GOPENO,GOPENS',
        district: DISTRICTS.map((district) => district.value).join(','),
        branch: undefined,
        round: undefined,
        sort_by: 'closing_rank',
        sort_order: 'asc',
        page: 1,
        page_size: 50,
      },
    ]);
    const table = within(results()).getByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Institute',
      'Branch',
      'Chance',
      'Closing Rank',
      'Closing Percentile',
      'Opening Rank',
      'Opening Percentile',
      'Seat Type',
      'Quota',
      'Round',
      'District',
      'College Code',
      'Branch Code',
      'Status',
      'Year',
    ]);
    const row = within(table).getAllByRole('row')[1];
    for (const text of ['06006', '0600624210', 'Computer Engineering', 'GOPENS', 'General, Open category, State Level seats', 'State Level', 'CAP Round I', 'Government Autonomous', 'Pune', '2025', '1,203', '99.7765', 'Medium chance']) {
      expect(row).toHaveTextContent(text);
    }
    expect(within(row).getAllByText('N/A')).toHaveLength(2);
    expect(location().search).toBe('?rank=15000&year=2025&seat_type=GOPENH&seat_type=GOPENO&seat_type=GOPENS');
  });

  it('accepts the clg_name / branch_name naming variant too', async () => {
    const user = userEvent.setup();
    setup({ finder: () => finderAnswer([VJTI_ROW_OTHER_NAMES, COEP_ROW]) });
    await user.type(await screen.findByRole('textbox', { name: /MHT-CET Rank/ }), '5000');
    await user.click(await whenEnabled(findButton));
    const table = await within(results()).findByRole('table');
    expect(table).toHaveTextContent('Veermata Jijabai Technological Institute(VJTI), Matunga, Mumbai');
    expect(table).toHaveTextContent('Electrical Engineering');
    expect(table).toHaveTextContent('Home University (HU candidates)');
    expect(table).toHaveTextContent('Ladies, Other Backward Classes (OBC), Home University seats');
    expect(table).toHaveTextContent('COEP Technological University');
  });

  it('switching mode clears both values and the results and sorts by the closing percentile', async () => {
    const user = userEvent.setup();
    const { shell, location } = setup();
    await user.type(await screen.findByRole('textbox', { name: /MHT-CET Rank/ }), '15000');
    await user.click(await whenEnabled(findButton));
    await within(results()).findByText('COEP Technological University');

    await user.click(screen.getByRole('radio', { name: 'Percentile' }));
    expect(percentileInput()).toHaveValue('');
    expect(within(results()).queryByText('COEP Technological University')).not.toBeInTheDocument();
    expect(within(results()).getByRole('heading', { name: 'Your colleges will appear here' })).toBeInTheDocument();
    expect(location().search).not.toContain('rank=');

    await user.type(percentileInput(), '150');
    expect(percentileInput()).toHaveValue('100');
    await user.clear(percentileInput());
    await user.type(percentileInput(), '95.257');
    expect(percentileInput()).toHaveValue('95.25');
    await user.click(await whenEnabled(findButton));
    await within(results()).findByText('COEP Technological University');
    expect(finderCalls(shell).at(-1)).toMatchObject({ percentile: 95.25, rank: undefined, sort_by: 'closing_percentile', sort_order: 'asc' });

    await user.click(screen.getByRole('radio', { name: 'Rank' }));
    expect(rankInput()).toHaveValue('');
    expect(within(results()).queryByText('COEP Technological University')).not.toBeInTheDocument();
  });

  it('coerces the rank to a whole number', async () => {
    const user = userEvent.setup();
    setup();
    await user.type(await screen.findByRole('textbox', { name: /MHT-CET Rank/ }), '-12.5a');
    expect(rankInput()).toHaveValue('125');
  });

  it('restores a search from the URL (round trip) and pages through it', async () => {
    const user = userEvent.setup();
    const route = `${PATH}?mode=percentile&percentile=97.5&year=2024&round=3&seat_type=TFWS&seat_type=LOBCH&district=Pune&page=2`;
    const { shell, location } = setup({ route, finder: () => finderAnswer([COEP_ROW], { count: 120, total_pages: 3, page: 2 }) });
    await within(results()).findByText('COEP Technological University');
    expect(finderCalls(shell)[0]).toMatchObject({
      year: 2024,
      percentile: 97.5,
      round: 3,
      seat_type: 'TFWS,LOBCH',
      district: 'Pune',
      quota: OFFERED_QUOTAS.join(','),
      sort_by: 'closing_percentile',
      page: 2,
    });
    expect(percentileInput()).toHaveValue('97.5');
    expect(screen.getByRole('combobox', { name: /Year/ })).toHaveValue('2024');
    expect(screen.getByRole('combobox', { name: /Round/ })).toHaveValue('3');
    expect(screen.getByRole('button', { name: /^Seat Type/ })).toHaveTextContent('TFWS, LOBCH');
    expect(screen.getByRole('button', { name: /^District/ })).toHaveTextContent('Pune');

    await user.click(within(results()).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(location().search).toContain('page=3'));
    expect(finderCalls(shell).at(-1)).toMatchObject({ page: 3, percentile: 97.5 });
  });

  it('a ?rank= landing searches at once with the defaults', async () => {
    const { shell } = setup({ route: `${PATH}?rank=8000` });
    await within(results()).findByText('COEP Technological University');
    expect(finderCalls(shell)[0]).toMatchObject({ rank: 8000, year: 2025, seat_type: 'GOPENH,GOPENO,GOPENS' });
    expect(rankInput()).toHaveValue('8000');
  });

  it('locks the branch filter and the page size for guests (Feature Locked, Login asks the shell)', async () => {
    const user = userEvent.setup();
    const { shell } = setup({ route: `${PATH}?rank=8000` });
    await within(results()).findByText('COEP Technological University');
    await user.click(screen.getByRole('button', { name: /^Branch/ }));
    const dialog = screen.getByRole('dialog', { name: FINDER_MESSAGES.featureLockedTitle });
    expect(dialog).toHaveTextContent(FINDER_MESSAGES.branchLocked);
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(shell.requireLogin).toHaveBeenCalledWith(`${PATH}?rank=8000`);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Items per page' }), '10');
    expect(screen.getByRole('dialog', { name: FINDER_MESSAGES.featureLockedTitle })).toHaveTextContent(FINDER_MESSAGES.pageSizeLocked);
  });

  it('logged-in users filter by branch (sent as a comma list) and choose the page size', async () => {
    const user = userEvent.setup();
    const { shell } = setup({ authenticated: true, route: `${PATH}?rank=8000` });
    await within(results()).findByText('COEP Technological University');
    await user.click(screen.getByRole('button', { name: /^Branch/ }));
    await user.click(await screen.findByRole('option', { name: 'Electrical, Electronics and Power' }));
    await user.keyboard('{Escape}');
    await user.click(await whenEnabled(findButton));
    await waitFor(() => expect(finderCalls(shell).at(-1)).toMatchObject({ branch: 'Electrical, Electronics and Power' }));
    await user.selectOptions(await whenEnabled(() => screen.getByRole('combobox', { name: 'Items per page' })), 'all');
    await waitFor(() => expect(finderCalls(shell).at(-1)).toMatchObject({ all: true }));
  });

  it('shows the empty, no-list and error states', async () => {
    let answer: Handler = () => finderAnswer([]);
    const user = userEvent.setup();
    setup({ route: `${PATH}?rank=8000`, finder: (params) => answer(params) });
    expect(await within(results()).findByText(FINDER_MESSAGES.noColleges)).toBeInTheDocument();
    expect(within(results()).getByText(FINDER_MESSAGES.noData)).toBeInTheDocument();

    answer = () => finderAnswer([], { detail: 'No MHT-CET cut-off list (Maharashtra seats) is available for 2025 CAP Round II.' });
    await user.click(await whenEnabled(findButton));
    expect(await within(results()).findByText(/is available for 2025 CAP Round II/)).toBeInTheDocument();

    answer = () => {
      throw Object.assign(new Error('boom'), { status: 500 });
    };
    await user.click(await whenEnabled(findButton));
    expect(await within(results()).findByText(FINDER_MESSAGES.fetchFailed)).toBeInTheDocument();
  });

  it('shows cards at 768 px', async () => {
    mockViewportWidth(768);
    setup({ route: `${PATH}?rank=8000` });
    const card = await within(results()).findByRole('article', { name: 'COEP Technological University, Computer Engineering' });
    expect(within(results()).queryByRole('table')).not.toBeInTheDocument();
    for (const text of ['06006', '0600624210', 'GOPENS', 'General, Open category, State Level seats', 'State Level', 'CAP Round I', 'Pune', '1,203', '99.7765']) {
      expect(card).toHaveTextContent(text);
    }
  });

  it('the predictor tab fills the rank, switches back to the finder in rank mode and searches', async () => {
    const user = userEvent.setup();
    const { shell } = setup();
    await screen.findByRole('textbox', { name: /MHT-CET Rank/ });
    await user.click(screen.getByRole('radio', { name: 'Percentile' }));
    await user.click(screen.getByRole('tab', { name: 'MHT-CET Predictor' }));
    await user.click(await screen.findByRole('button', { name: 'Use predicted rank 23456' }));
    expect(screen.getByRole('tab', { name: 'College Finder' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('radio', { name: 'Rank' })).toBeChecked();
    expect(rankInput()).toHaveValue('23456');
    await waitFor(() => expect(finderCalls(shell).at(-1)).toMatchObject({ rank: 23456 }));
  });

  it('shows the options error with Retry', async () => {
    const shell = createFakeShell({ routes: optionRoutes({ [API_PATHS.mhtcetOptions('quotas')]: () => Promise.reject(new Error('down')) }) });
    renderWithShell(<MhtcetFinderPage />, shell, { route: PATH, path: PATH });
    expect(await screen.findByText(FINDER_MESSAGES.optionsFailed)).toBeInTheDocument();
    await act(async () => undefined);
  });

  it('gives every API call an AbortSignal, so a superseded load is cancelled', async () => {
    const { shell } = setup({ authenticated: true, route: `${PATH}?rank=8000` });
    const lists = ['years', 'quotas', 'seat-types', 'districts', 'rounds', 'branches'] as const;
    // Rounds and branches are asked for once the years have arrived, which can be after the search: wait for all.
    await waitFor(() => expect(calledPaths(shell)).toEqual(expect.arrayContaining([API_PATHS.mhtcetFinder, ...lists.map((list) => API_PATHS.mhtcetOptions(list))])));
    expect(pathsWithoutSignal(shell)).toEqual([]);
  });
});
