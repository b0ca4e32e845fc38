import { act, configure, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import { API_PATHS, FINDER_MESSAGES, SHELL_MESSAGES, REMOTE_TITLES, VALIDATION_MESSAGES } from 'shared-contracts';
import { callsTo, createFakeShell, renderWithShell, resetViewport, type Handler, whenEnabled } from 'shared-contracts/testing';
import { calledPaths, pathsWithoutSignal } from '../test/apiCalls';
import { forgetPredictorWidgets, mockedLoadPredictorWidget as mockedLoad, mockedRegisterPredictors as mockedRegister } from '../test/predictorWidgets';
import { OPTIONS, ROWS, jeeFinderRoutes, paged, row } from '../test/fixtures';
import { findButton } from '../test/findButton';
import JeeFinderPage from './JeeFinderPage';

const PATH = '/college-finder/jee-main';
const LATEST = OPTIONS.years[0].value;

function setup({ route = PATH, authenticated = false, finder = (() => paged()) as Handler } = {}) {
  const shell = createFakeShell({ authenticated, routes: jeeFinderRoutes(finder) });
  return renderWithShell(<JeeFinderPage />, shell, { route, path: PATH });
}

const finderCalls = (shell: ReturnType<typeof setup>['shell']) => callsTo(shell, API_PATHS.josaaFinder);
const form = () => screen.getByRole('form', { name: 'JEE college finder' });
const rankInput = () => screen.getByLabelText(/Your rank/);
const results = () => screen.getByRole('region', { name: 'College finder results' });
const card = (institute: string) => screen.getByRole('article', { name: institute });
const searchParams = (view: ReturnType<typeof setup>) => Object.fromEntries(new URLSearchParams(view.location().search));

// The machines are shared and slow at times: give async queries room.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  forgetPredictorWidgets();
  mockedLoad.mockReset();
  mockedRegister.mockReset();
  mockedLoad.mockRejectedValue(new Error('remote down'));
  // A widget that fails logs why; keep the test output clean.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  resetViewport();
  jest.restoreAllMocks();
});

describe('form', () => {
  it('shows Loading filters... until the option lists arrive, then the fields with their API options', async () => {
    setup();
    expect(screen.getByText(FINDER_MESSAGES.loadingFilters)).toBeInTheDocument();
    await screen.findByRole('form', { name: 'JEE college finder' });
    const quota = within(form()).getByLabelText(/Quota/);
    expect(within(quota).getAllByRole('option').map((o) => o.textContent)).toEqual(['All', 'All India', 'Home State', 'Other State']);
    const year = within(form()).getByLabelText(/Year/);
    // Exactly the years the API has data for, newest first, the newest chosen.
    expect(within(year).getAllByRole('option').map((o) => o.textContent)).toEqual(OPTIONS.years.map((o) => o.label));
    expect(year).toHaveValue('2026');
  });

  it('validates with the shared messages and sends nothing while invalid', async () => {
    const { shell, user } = setup();
    await screen.findByRole('form', { name: 'JEE college finder' });
    await user.click(await whenEnabled(findButton));
    expect(await screen.findByText(VALIDATION_MESSAGES.rankRequired)).toBeInTheDocument();
    expect(rankInput()).toHaveAttribute('aria-invalid', 'true');
    // Non-numeric input becomes empty; a rank is never negative; 0 is below the minimum.
    await user.type(rankInput(), 'abc-');
    expect(rankInput()).toHaveValue('');
    await user.type(rankInput(), '0');
    await user.click(await whenEnabled(findButton));
    expect(screen.getByText(VALIDATION_MESSAGES.rankRequired)).toBeInTheDocument();
    await user.selectOptions(within(form()).getByLabelText(/Gender/), []);
    expect(finderCalls(shell)).toEqual([]);
    await user.clear(rankInput());
    await user.type(rankInput(), '12,345');
    expect(rankInput()).toHaveValue('12345');
    await user.click(await whenEnabled(findButton));
    expect(screen.queryByText(VALIDATION_MESSAGES.rankRequired)).toBeNull();
    await waitFor(() => expect(finderCalls(shell)).toHaveLength(1));
  });
});

describe('the search lives in the URL', () => {
  it('submit writes the query (history push), sends the API parameters, and a guest never sends branch', async () => {
    const { shell, user, ...view } = setup();
    await screen.findByRole('form', { name: 'JEE college finder' });
    await user.type(rankInput(), '60');
    await user.selectOptions(within(form()).getByLabelText(/Exam type/), 'jee_advanced');
    await user.selectOptions(within(form()).getByLabelText(/Year/), '2024');
    await user.selectOptions(within(form()).getByLabelText(/Round/), '5');
    await user.selectOptions(within(form()).getByLabelText(/Quota/), 'AI');
    await user.click(await whenEnabled(findButton));
    await waitFor(() => expect(finderCalls(shell)).toHaveLength(1));
    expect(finderCalls(shell)[0]).toEqual({
      rank: 60,
      exam_type: 'jee_advanced',
      year: 2024,
      round: '5',
      seat_type: 'OPEN',
      quota: 'AI',
      gender: 'Gender-Neutral',
      sort_by: 'nirf_rank',
      sort_order: 'asc',
      page: 1,
      page_size: 50,
    });
    expect(searchParams({ shell, user, ...view })).toEqual({
      rank: '60',
      exam_type: 'jee_advanced',
      year: '2024',
      round: '5',
      seat_type: 'OPEN',
      quota: 'AI',
      gender: 'Gender-Neutral',
      page: '1',
    });
    // The answer renders as a transition, in a later task than the call.
    await screen.findByRole('region', { name: 'College finder results' });
    expect(await within(results()).findByText('Indian Institute of Technology Bombay')).toBeInTheDocument();
  });

  it('a shared link fills the form and searches; ?rank= alone (the site-search hint) searches with the defaults', async () => {
    const { shell } = setup({ route: `${PATH}?rank=12345` });
    await screen.findByRole('form', { name: 'JEE college finder' });
    expect(rankInput()).toHaveValue('12345');
    await waitFor(() => expect(finderCalls(shell)).toHaveLength(1));
    expect(finderCalls(shell)[0]).toMatchObject({ rank: 12345, exam_type: 'jee_main', year: Number(LATEST), round: 'ALL', quota: 'ALL', seat_type: 'OPEN', gender: 'Gender-Neutral', page: 1 });
    expect(within(form()).getByLabelText(/Exam type/)).toHaveValue('jee_main');
    expect(within(form()).getByLabelText(/Year/)).toHaveValue(LATEST);
    // The answer names the data it rests on, and that 2026 has one round fewer than 2025.
    expect(await screen.findByTestId('data-basis')).toHaveTextContent(
      'Based on JoSAA 2026, rounds 1-5 (round 5 is the latest published). JoSAA 2026 published 5 rounds; 2025 had 6, so 2026 has no round 6.',
    );
  });

  it('paging pushes the page into the URL; Back returns to page 1 and the form follows the URL', async () => {
    const finder: Handler = (params) => paged([row({ institute: `Institute on page ${params.page}` })], { count: 120, page: Number(params.page), total_pages: 3 });
    const { shell, user, ...view } = setup({ route: `${PATH}?rank=60&exam_type=jee_advanced&year=2024&round=5&quota=AI&page=1`, finder });
    expect(await screen.findByText('Institute on page 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Institute on page 2')).toBeInTheDocument();
    expect(view.location().search).toContain('page=2');
    expect(finderCalls(shell).at(-1)).toMatchObject({ page: 2, rank: 60, year: 2024 });

    // Edit the form without submitting, then go Back: the URL's search wins again.
    await user.clear(rankInput());
    await user.type(rankInput(), '999');
    await act(async () => {
      view.navigate(-1);
    });
    expect(await screen.findByText('Institute on page 1')).toBeInTheDocument();
    expect(view.location().search).toContain('page=1');
    expect(rankInput()).toHaveValue('60');
  });

  it('Back restores the previous search (memory history)', async () => {
    const { shell, user, ...view } = setup({ route: `${PATH}?rank=100&year=2024` });
    await waitFor(() => expect(finderCalls(shell)).toHaveLength(1));
    await screen.findByRole('form', { name: 'JEE college finder' });
    await user.clear(rankInput());
    await user.type(rankInput(), '5000');
    await user.click(await whenEnabled(findButton));
    await waitFor(() => expect(finderCalls(shell)).toHaveLength(2));
    expect(searchParams({ shell, user, ...view }).rank).toBe('5000');
    await act(async () => {
      view.navigate(-1);
    });
    await waitFor(() => expect(searchParams({ shell, user, ...view }).rank).toBe('100'));
    expect(rankInput()).toHaveValue('100');
    expect(finderCalls(shell).at(-1)).toMatchObject({ rank: 100, year: 2024 });
  });
});

describe('result cards', () => {
  it('show chance, institute, program, branch and ranks as published; seat type, quota, round and gender only when that filter is ALL', async () => {
    setup({ route: `${PATH}?rank=60&year=2024&round=5&quota=ALL&seat_type=OPEN&gender=ALL` });
    const iitb = await screen.findByRole('article', { name: 'Indian Institute of Technology Bombay' });
    expect(within(iitb).getByText('High chance')).toBeInTheDocument();
    expect(within(iitb).getByText('Highly Competitive')).toBeInTheDocument();
    expect(within(iitb).getByText(ROWS[0].program)).toBeInTheDocument();
    expect(within(iitb).getByText('68')).toBeInTheDocument();
    const goa = card('National Institute of Technology Goa');
    expect(within(goa).getByText('44P')).toBeInTheDocument();
    expect(within(goa).getByText('30P')).toBeInTheDocument();
    // quota and gender are ALL: shown (with friendly labels); round 5 and OPEN were chosen: not shown.
    expect(within(goa).getByText('Quota')).toBeInTheDocument();
    expect(within(goa).getByText('Home State')).toBeInTheDocument();
    expect(within(goa).getByText('Gender')).toBeInTheDocument();
    expect(within(goa).queryByText('Round')).toBeNull();
    expect(within(goa).queryByText('Seat type')).toBeNull();
  });

  it('with every filter ALL, every card shows all four fields', async () => {
    setup({ route: `${PATH}?rank=60&round=ALL&quota=ALL&seat_type=ALL&gender=ALL` });
    const iitb = await screen.findByRole('article', { name: 'Indian Institute of Technology Bombay' });
    for (const label of ['Seat type', 'Quota', 'Round', 'Gender']) expect(within(iitb).getByText(label)).toBeInTheDocument();
    expect(within(iitb).getByText('OPEN (General)')).toBeInTheDocument();
    expect(within(iitb).getByText('All India')).toBeInTheDocument();
  });

  it('the NIRF details toggle shows the NIRF rank, or N/A when the institute has none', async () => {
    const { user } = setup({ route: `${PATH}?rank=60` });
    const iitb = await screen.findByRole('article', { name: 'Indian Institute of Technology Bombay' });
    expect(within(iitb).queryByText('NIRF Rank')).toBeNull();
    await user.click(within(iitb).getByRole('button', { name: 'Show NIRF details' }));
    expect(within(iitb).getByText('NIRF Rank').nextSibling).toHaveTextContent('3');
    expect(within(iitb).getByRole('button', { name: 'Hide NIRF details' })).toHaveAttribute('aria-expanded', 'true');
    const goa = card('National Institute of Technology Goa');
    await user.click(within(goa).getByRole('button', { name: 'Show NIRF details' }));
    expect(within(goa).getByText('NIRF Rank').nextSibling).toHaveTextContent('N/A');
    await user.click(within(iitb).getByRole('button', { name: 'Hide NIRF details' }));
    expect(within(iitb).queryByText('NIRF Rank')).toBeNull();
  });

  it('in-page filters on institute and branch narrow the cards, highlight matches, and clear', async () => {
    const { user, shell } = setup({ route: `${PATH}?rank=60` });
    await screen.findByRole('article', { name: 'Indian Institute of Technology Bombay' });
    const calls = finderCalls(shell).length;
    await user.type(screen.getByLabelText('Filter by institute'), 'technology b');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article')).toHaveTextContent('Indian Institute of Technology Bombay');
    const marks = Array.from(screen.getByRole('article').querySelectorAll('mark')).map((m) => m.textContent);
    expect(marks).toEqual(['Technology B']);
    await user.click(screen.getByRole('button', { name: 'Clear filter by institute' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);

    await user.type(screen.getByLabelText('Filter by branch'), 'electrical');
    expect(screen.getAllByRole('article').map((a) => a.querySelector('h3')?.textContent)).toEqual(['Indian Institute of Technology Delhi']);
    expect(screen.getByRole('article').querySelector('mark')).toHaveTextContent('Electrical');
    await user.type(screen.getByLabelText('Filter by institute'), 'zzz');
    expect(screen.getByText(FINDER_MESSAGES.noColleges)).toBeInTheDocument();
    // Client-side only: no new request.
    expect(finderCalls(shell)).toHaveLength(calls);
  });

  it('sort select re-queries from page 1 with the chosen field', async () => {
    const { user, shell } = setup({ route: `${PATH}?rank=60&page=2` });
    await screen.findByRole('article', { name: 'Indian Institute of Technology Bombay' });
    const sort = screen.getByLabelText('Sort by');
    expect(sort).toHaveValue('nirf_rank');
    expect(within(sort).getAllByRole('option').map((o) => (o as HTMLOptionElement).value)).toEqual(['nirf_rank', 'closing_rank', 'opening_rank', 'institute']);
    await user.selectOptions(sort, 'closing_rank');
    await waitFor(() => expect(finderCalls(shell).at(-1)).toMatchObject({ sort_by: 'closing_rank', sort_order: 'asc', page: 1 }));
  });
});

describe('states', () => {
  it('an empty API result says there is no data for these filters', async () => {
    setup({ route: `${PATH}?rank=60`, finder: () => paged([]) });
    expect(await screen.findByText(FINDER_MESSAGES.noData)).toBeInTheDocument();
  });

  it('a failed search shows the fetch message with Retry', async () => {
    let fail = true;
    const { user } = setup({
      route: `${PATH}?rank=60`,
      finder: () => {
        if (fail) throw new Error('500');
        return paged();
      },
    });
    expect(await screen.findByText(FINDER_MESSAGES.fetchFailed)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Indian Institute of Technology Bombay' })).toBeInTheDocument();
  });

  it('failed option lists show the options message', async () => {
    const shell = createFakeShell({ routes: {} });
    renderWithShell(<JeeFinderPage />, shell, { route: PATH, path: PATH });
    expect(await screen.findByText(FINDER_MESSAGES.optionsFailed)).toBeInTheDocument();
  });
});

describe('guests and users', () => {
  it('guests: the page size is 50 and locked; choosing another opens Feature Locked, Login returns to the search', async () => {
    const route = `${PATH}?rank=60&year=2024&page_size=10`;
    const { user, shell } = setup({ route, finder: () => paged(ROWS, { count: 130, total_pages: 3 }) });
    await screen.findByRole('article', { name: 'Indian Institute of Technology Bombay' });
    // A shared link's page size does not apply to guests.
    expect(finderCalls(shell)[0]).toMatchObject({ page_size: 50 });
    expect(finderCalls(shell)[0]).not.toHaveProperty('all');
    const size = screen.getByLabelText('Items per page');
    expect(size).toHaveValue('50');
    await user.selectOptions(size, 'all');
    const dialog = screen.getByRole('dialog', { name: 'Feature Locked' });
    expect(dialog).toHaveTextContent(FINDER_MESSAGES.pageSizeLocked);
    expect(size).toHaveValue('50');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(shell.requireLogin).toHaveBeenCalledWith(route);
  });

  it('guests: the branch filter is locked; choosing it opens Feature Locked with the branch text; Cancel closes', async () => {
    const { user, shell } = setup({ route: `${PATH}?rank=60&branch=computer` });
    await screen.findByRole('article', { name: 'Indian Institute of Technology Bombay' });
    expect(finderCalls(shell)[0]).not.toHaveProperty('branch');
    const branch = screen.getByRole('button', { name: 'Branch' });
    expect(branch).toHaveTextContent(FINDER_MESSAGES.branchLockedHint);
    await user.click(branch);
    const dialog = screen.getByRole('dialog', { name: 'Feature Locked' });
    expect(dialog).toHaveTextContent(FINDER_MESSAGES.branchLocked);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Branch' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Login' }));
    expect(shell.requireLogin).toHaveBeenCalledWith(`${PATH}?rank=60&branch=computer`);
  });

  it('users: branch is sent and the page size can be changed, including All', async () => {
    const { user, shell, ...view } = setup({ authenticated: true, route: `${PATH}?rank=60`, finder: () => paged(ROWS, { count: 130, total_pages: 3 }) });
    await screen.findByRole('form', { name: 'JEE college finder' });
    await user.type(within(form()).getByLabelText('Branch'), 'Computer');
    await user.click(await whenEnabled(findButton));
    await waitFor(() => expect(finderCalls(shell).at(-1)).toMatchObject({ branch: 'Computer', page_size: 50 }));
    await screen.findByRole('article', { name: 'Indian Institute of Technology Bombay' });
    await user.selectOptions(await whenEnabled(() => screen.getByLabelText('Items per page')), '20');
    await waitFor(() => expect(finderCalls(shell).at(-1)).toMatchObject({ page_size: 20, page: 1 }));
    await user.selectOptions(await whenEnabled(() => screen.getByLabelText('Items per page')), 'all');
    await waitFor(() => expect(finderCalls(shell).at(-1)).toMatchObject({ all: true }));
    expect(finderCalls(shell).at(-1)).not.toHaveProperty('page_size');
    expect(view.location().search).toContain('page_size=all');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('predictor tabs', () => {
  it('a predictor remote that is down shows the failure panel; the finder tab still works; Retry re-registers with force', async () => {
    const { user } = setup({ route: `${PATH}?rank=60` });
    await screen.findByRole('article', { name: 'Indian Institute of Technology Bombay' });
    await user.click(screen.getByRole('tab', { name: 'JEE Main Predictor' }));
    const panel = await screen.findByTestId('predictor-failed-JeeMainPredictor');
    expect(panel).toHaveTextContent(SHELL_MESSAGES.sectionFailed(REMOTE_TITLES.predictors));
    expect(mockedRegister).toHaveBeenCalledWith('http://remotes.test/predictors/mf-manifest.json', false);
    await user.click(within(panel).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(mockedRegister).toHaveBeenLastCalledWith('http://remotes.test/predictors/mf-manifest.json', true));
    expect(await screen.findByTestId('predictor-failed-JeeMainPredictor')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'College Finder' }));
    expect(await screen.findByRole('article', { name: 'Indian Institute of Technology Bombay' })).toBeInTheDocument();
  });

  it('a widget that throws while rendering shows the panel too', async () => {
    mockedLoad.mockResolvedValue(() => {
      throw new Error('boom');
    });
    const { user } = setup();
    await user.click(screen.getByRole('tab', { name: 'JEE Advanced Predictor' }));
    expect(await screen.findByTestId('predictor-failed-JeeAdvancedPredictor')).toBeInTheDocument();
  });

  it('choosing a predicted rank switches to the finder tab, fills rank and exam type, and searches', async () => {
    mockedLoad.mockImplementation(async (name: string) =>
      function FakeWidget({ onUseRank }: { onUseRank?: (rank: number, exam: 'jee_main' | 'jee_advanced') => void }) {
        return (
          <button type="button" onClick={() => onUseRank?.(name === 'JeeAdvancedPredictor' ? 812 : 23456, name === 'JeeAdvancedPredictor' ? 'jee_advanced' : 'jee_main')}>
            Find colleges with this rank
          </button>
        );
      },
    );
    const { user, shell } = setup();
    await screen.findByRole('form', { name: 'JEE college finder' });
    await user.click(screen.getByRole('tab', { name: 'JEE Advanced Predictor' }));
    await user.click(await screen.findByRole('button', { name: 'Find colleges with this rank' }));
    expect(screen.getByRole('tab', { name: 'College Finder' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('form', { name: 'JEE college finder' })).toBeInTheDocument();
    expect(rankInput()).toHaveValue('812');
    expect(within(form()).getByLabelText(/Exam type/)).toHaveValue('jee_advanced');
    expect(await screen.findByText(/is filled in and searched/)).toBeInTheDocument();
    await waitFor(() => expect(finderCalls(shell).at(-1)).toMatchObject({ rank: 812, exam_type: 'jee_advanced' }));
  });
});

describe('page', () => {
  it('has title, description, canonical, breadcrumbs, the three tabs and an FAQ of three questions', async () => {
    setup();
    await waitFor(() => expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://example.test/college-finder/jee-main'));
    expect(document.title).toMatch(/JEE Main & Advanced College Finder/);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/JoSAA/);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'College Finder' })).toHaveAttribute('href', '/college-finder');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['College Finder', 'JEE Main Predictor', 'JEE Advanced Predictor']);
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    expect(faq.querySelectorAll('details')).toHaveLength(3);
    expect(faq).toHaveTextContent(/top 2\.5 lakh JEE Main ranks/);
  });
});

describe('loading', () => {
  it('asks for the rounds once, of the newest year, when the address names no year', async () => {
    const { shell } = setup();
    await screen.findByRole('form', { name: 'JEE college finder' });
    await waitFor(() => expect(within(form()).getByLabelText(/Round/).querySelectorAll('option').length).toBeGreaterThan(1));
    expect(callsTo(shell, API_PATHS.josaaOptions('rounds'))).toEqual([{ year: LATEST }]);
  });

  it('renders the page once as it mounts: the first draft is already the address', async () => {
    const commits: string[] = [];
    // The option lists never answer here: every commit counted is the page's own start.
    const routes = jeeFinderRoutes(() => paged());
    for (const path of Object.keys(routes)) routes[path] = () => new Promise(() => undefined);
    const shell = createFakeShell({ routes });
    renderWithShell(
      <Profiler id="page" onRender={(_id, phase) => commits.push(phase)}>
        <JeeFinderPage />
      </Profiler>,
      shell,
      { route: `${PATH}?rank=5000&year=2025`, path: PATH },
    );
    await act(async () => undefined);
    expect(screen.getByText(FINDER_MESSAGES.loadingFilters)).toBeInTheDocument();
    expect(commits).toEqual(['mount']);
  });

  it("asks for the rounds of the address's year at once, beside the other lists", async () => {
    const { shell } = setup({ route: `${PATH}?year=2025` });
    await screen.findByRole('form', { name: 'JEE college finder' });
    expect(callsTo(shell, API_PATHS.josaaOptions('rounds'))).toEqual([{ year: '2025' }]);
  });

  it('gives every API call an AbortSignal, so a superseded load is cancelled', async () => {
    const { shell } = setup({ route: `${PATH}?rank=12345` });
    const lists = ['years', 'exam-types', 'quotas', 'seat-types', 'genders', 'rounds'] as const;
    // Some lists are asked for once others have arrived, which can be after the search: wait for all.
    await waitFor(() => expect(calledPaths(shell)).toEqual(expect.arrayContaining([API_PATHS.josaaFinder, ...lists.map((list) => API_PATHS.josaaOptions(list))])));
    expect(pathsWithoutSignal(shell)).toEqual([]);
  });
});
