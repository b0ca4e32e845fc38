import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS, CSV_COLUMNS, DEFAULT_RANKINGS_YEAR, RANKINGS_MESSAGES, SITE_NAME, type RankingRow } from 'shared-contracts';
import { ApiError } from 'shared-contracts/client';
import { callsTo, createFakeShell, deferred, mockViewportWidth, renderWithShell, resetViewport, type Handler, whenEnabled } from 'shared-contracts/testing';
import { RANKINGS_PATH } from '../features/rankings';
import { ROWS, STATE_OPTIONS, page } from '../test/fixtures';
import RankingsPage from './RankingsPage';
import { NIRF_METRICS } from '../constants';

const statesByYear: Handler = () => ({ options: STATE_OPTIONS });

function setup({ authenticated = false, rankings = (() => page()) as Handler, states = statesByYear } = {}) {
  const shell = createFakeShell({ authenticated, routes: { [API_PATHS.rankings]: rankings, [API_PATHS.rankingStates]: states } });
  const user = userEvent.setup();
  const { setShell } = renderWithShell(<RankingsPage />, shell, { route: RANKINGS_PATH });
  /** The same fake API, with the session logged out (e.g. after a failed token refresh). */
  const logOut = () => {
    const guest = { ...shell, session: { ...shell.session, isAuthenticated: false, accessToken: null } };
    setShell(guest);
  };
  return { shell, user, logOut };
}

const results = () => screen.getByRole('region', { name: 'Rankings results' });
const yearSelect = () => screen.getByLabelText('Year');
const stateSelect = () => screen.getByLabelText('State');
const rankingsCalls = (shell: ReturnType<typeof setup>['shell']) => callsTo(shell, API_PATHS.rankings);

afterEach(() => resetViewport());

describe('first visit', () => {
  it('loads the default year for all states and shows the rows, with N/A for missing values', async () => {
    const { shell } = setup();
    expect(await screen.findByText('Indian Institute of Technology Madras')).toBeInTheDocument();
    expect(rankingsCalls(shell)).toEqual([
      { year: DEFAULT_RANKINGS_YEAR, state: undefined, sort_by: 'rank_min', sort_order: 'asc', page: 1, page_size: 50 },
    ]);
    expect(callsTo(shell, API_PATHS.rankingStates)).toEqual([{ year: DEFAULT_RANKINGS_YEAR }]);

    const table = screen.getByRole('table');
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent?.replace('?', '').trim());
    expect(headers).toEqual(['Rank', 'Institute ID', 'Institute', 'City', 'State', 'Overall Score', 'TLR %', 'RPC %', 'GO %', 'OI %', 'Perception %']);
    const bandRow = within(table).getByText('College of Engineering, Pune').closest('tr') as HTMLElement;
    expect(within(bandRow).getByText('101-150')).toBeInTheDocument();
    expect(within(bandRow).getAllByText('N/A')).toHaveLength(7);
    expect(within(table).getByText('89.46')).toBeInTheDocument();
    expect(within(table).getByText('100.00')).toBeInTheDocument(); // scores line up with two decimals
  });

  it('sets the title, canonical link, breadcrumb and heading, and lists All States first', async () => {
    setup();
    await screen.findByText('Indian Institute of Technology Madras');
    await waitFor(() => expect(document.title).toBe(`NIRF Engineering Rankings ${DEFAULT_RANKINGS_YEAR} | ${SITE_NAME}`));
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'https://example.test/rankings');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/NIRF/);
    const ld = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement[1]).toMatchObject({ name: 'NIRF Rankings', item: 'https://example.test/rankings' });

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('NIRF Rankings')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`NIRF Engineering Rankings ${DEFAULT_RANKINGS_YEAR}`);

    expect(yearSelect()).toHaveValue(String(DEFAULT_RANKINGS_YEAR));
    await waitFor(() => expect(stateSelect()).toBeEnabled());
    const options = within(stateSelect()).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['All States', 'Delhi', 'Maharashtra', 'Tamil Nadu']);
  });
});

describe('filters', () => {
  it('Get Rankings sends the chosen state and starts again at page 1', async () => {
    const { shell, user } = setup();
    await screen.findByText('Indian Institute of Technology Madras');
    await waitFor(() => expect(stateSelect()).toBeEnabled());
    await user.selectOptions(stateSelect(), 'maharashtra');
    await user.click(screen.getByRole('button', { name: 'Get Rankings' }));
    await waitFor(() => expect(rankingsCalls(shell)).toHaveLength(2));
    expect(rankingsCalls(shell)[1]).toMatchObject({ year: DEFAULT_RANKINGS_YEAR, state: 'maharashtra', page: 1, page_size: 50 });
  });

  it('changing the year clears the list, reloads the states and resets a state the new year lacks', async () => {
    const states: Handler = ({ year }) => ({ options: year === 2019 ? STATE_OPTIONS.filter((o) => o.value !== 'maharashtra') : STATE_OPTIONS });
    const { shell, user } = setup({ states });
    await screen.findByText('Indian Institute of Technology Madras');
    await waitFor(() => expect(stateSelect()).toBeEnabled());
    await user.selectOptions(stateSelect(), 'maharashtra');

    await user.selectOptions(yearSelect(), '2019');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(results()).getByText(/Choose Get Rankings/)).toBeInTheDocument();
    await waitFor(() => expect(callsTo(shell, API_PATHS.rankingStates)).toContainEqual({ year: 2019 }));
    await waitFor(() => expect(stateSelect()).toHaveValue(''));
    expect(within(stateSelect()).queryByRole('option', { name: 'Maharashtra' })).not.toBeInTheDocument();
    expect(rankingsCalls(shell)).toHaveLength(1); // nothing loads until Get Rankings

    await user.click(screen.getByRole('button', { name: 'Get Rankings' }));
    await waitFor(() => expect(rankingsCalls(shell)).toHaveLength(2));
    expect(rankingsCalls(shell)[1]).toMatchObject({ year: 2019, state: undefined, page: 1 });
  });

  it('warns when a year has no state options', async () => {
    const states: Handler = ({ year }) => ({ options: year === 2016 ? [] : STATE_OPTIONS });
    const { user } = setup({ states });
    await screen.findByText('Indian Institute of Technology Madras');
    expect(screen.queryByText(RANKINGS_MESSAGES.noStateData(2016))).not.toBeInTheDocument();
    await user.selectOptions(yearSelect(), '2016');
    expect(await screen.findByText(RANKINGS_MESSAGES.noStateData(2016))).toBeInTheDocument();
    expect(within(stateSelect()).getAllByRole('option').map((o) => o.textContent)).toEqual(['All States']);
  });
});

describe('metrics', () => {
  it('each metric header has a help popup with the metric name', async () => {
    const { user } = setup();
    await screen.findByText('Indian Institute of Technology Madras');
    for (const metric of NIRF_METRICS) expect(screen.getByRole('button', { name: `What is ${metric.short}?` })).toBeInTheDocument();

    const tlr = screen.getByRole('button', { name: 'What is TLR?' });
    await user.click(tlr);
    expect(tlr).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('tooltip')).toHaveTextContent('TLR: Teaching, Learning and Resources');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'What is Perception?' }));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Perception: Perception Score');
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('explains the NIRF weights', async () => {
    setup();
    const explainer = screen.getByRole('region', { name: 'How NIRF scores an institute' });
    for (const [short, weight] of [['TLR', 30], ['RPC', 30], ['GO', 20], ['OI', 10], ['Perception', 10]] as const) {
      const item = within(explainer).getByText(short).closest('li') as HTMLElement;
      expect(item).toHaveTextContent(`${weight}%`);
    }
    await screen.findByText('Indian Institute of Technology Madras');
  });
});

describe('narrow screens', () => {
  it('shows cards instead of the table, with View all metrics / Hide metrics', async () => {
    mockViewportWidth(375);
    const { user } = setup();
    const card = await screen.findByRole('article', { name: 'Indian Institute of Technology Madras' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(card).toHaveTextContent('#1');
    expect(card).toHaveTextContent('Chennai, Tamil Nadu');
    expect(within(card).getByText('89.46')).toBeInTheDocument();
    for (const label of ['TLR %', 'RPC %', 'GO %']) expect(within(card).getByText(label)).toBeInTheDocument();
    expect(within(card).queryByText('OI %')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'View all metrics' }));
    expect(within(card).getByText('OI %')).toBeInTheDocument();
    expect(within(card).getByText('Perception %')).toBeInTheDocument();
    expect(within(card).getByText('64.30')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Hide metrics' }));
    expect(within(card).queryByText('OI %')).not.toBeInTheDocument();
  });

  it('shows three page buttons at 768 px', async () => {
    mockViewportWidth(768);
    setup({ rankings: ({ page: p }) => page(ROWS, { count: 500, page: Number(p), total_pages: 10 }) });
    await screen.findAllByRole('article');
    const nav = screen.getByRole('navigation', { name: 'Rankings pages' });
    expect(within(nav).getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent)).toEqual(['1', '2', '3']);
  });
});

describe('pagination', () => {
  const paged: Handler = ({ page: p }) => page(ROWS, { count: 420, page: Number(p), total_pages: 9 });

  it('moves between pages and updates the summary', async () => {
    const { shell, user } = setup({ rankings: paged });
    expect(await screen.findByText('Showing 1 - 50 of 420 results')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Rankings pages' });
    const pageButtons = () => within(nav).getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
    expect(within(nav).getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 51 - 100 of 420 results')).toBeInTheDocument();
    expect(rankingsCalls(shell)[1]).toMatchObject({ page: 2, page_size: 50 });

    await user.click(within(nav).getByRole('button', { name: 'Last page' }));
    expect(await screen.findByText('Showing 401 - 420 of 420 results')).toBeInTheDocument();
    expect(pageButtons()).toEqual(['5', '6', '7', '8', '9']);
    expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(within(nav).getByRole('button', { name: 'Page 7' }));
    await screen.findByText('Showing 301 - 350 of 420 results');
    await user.click(within(nav).getByRole('button', { name: 'First page' }));
    await screen.findByText('Showing 1 - 50 of 420 results');
    expect(rankingsCalls(shell).map((p) => p.page)).toEqual([1, 2, 9, 7, 1]);
  });

  it('locks the page size at 50 for guests and asks them to log in', async () => {
    const { shell, user } = setup({ rankings: paged });
    await screen.findByText('Showing 1 - 50 of 420 results');
    const size = screen.getByRole('button', { name: 'Items per page' });
    expect(size).toHaveTextContent('50');
    expect(size).toHaveAttribute('title', 'Login to change items per page');
    expect(screen.queryByRole('combobox', { name: 'Items per page' })).not.toBeInTheDocument();

    await user.click(size);
    const dialog = screen.getByRole('dialog', { name: RANKINGS_MESSAGES.loginRequiredTitle });
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(shell.requireLogin).toHaveBeenCalledWith('/rankings');
  });

  it('lets a logged-in user pick a page size, including All (all=true)', async () => {
    const rankings: Handler = (params) => (params.all ? page(ROWS, { count: 3, total_pages: 1 }) : paged(params));
    const { shell, user } = setup({ authenticated: true, rankings });
    await screen.findByText('Showing 1 - 50 of 420 results');
    const size = screen.getByRole('combobox', { name: 'Items per page' });
    expect(within(size).getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '20', '50', 'All']);

    await user.selectOptions(size, '20');
    await waitFor(() => expect(rankingsCalls(shell)).toHaveLength(2));
    expect(rankingsCalls(shell)[1]).toMatchObject({ page: 1, page_size: 20 });

    await user.selectOptions(await whenEnabled(() => screen.getByRole('combobox', { name: 'Items per page' })), 'all');
    expect(await screen.findByText('Showing all 3 results')).toBeInTheDocument();
    const last = rankingsCalls(shell)[2];
    expect(last).toMatchObject({ year: DEFAULT_RANKINGS_YEAR, all: true });
    expect(last).not.toHaveProperty('page');
    expect(last).not.toHaveProperty('page_size');
  });

  it('falls back to 50 rows and the locked control when the user is logged out', async () => {
    const rankings: Handler = (params) => (params.all ? page(ROWS, { count: 3, total_pages: 1 }) : paged(params));
    const { shell, user, logOut } = setup({ authenticated: true, rankings });
    await screen.findByText('Showing 1 - 50 of 420 results');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Items per page' }), 'all');
    await screen.findByText('Showing all 3 results');

    act(() => logOut());
    expect(await screen.findByText('Showing 1 - 50 of 420 results')).toBeInTheDocument();
    expect(rankingsCalls(shell).at(-1)).toMatchObject({ page: 1, page_size: 50 });
    expect(screen.getByRole('button', { name: 'Items per page' })).toHaveTextContent('50');
  });
});

describe('CSV export', () => {
  it('for a guest looks disabled, explains itself and opens Login Required', async () => {
    const { shell, user } = setup();
    await screen.findByText('Indian Institute of Technology Madras');
    const button = screen.getByRole('button', { name: 'Export CSV' });
    expect(button).toHaveAttribute('data-locked', 'true');
    expect(button).toBeEnabled(); // it looks disabled but must stay clickable to open the modal
    expect(button).toHaveAttribute('title', RANKINGS_MESSAGES.exportLoginTooltip);

    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: RANKINGS_MESSAGES.loginRequiredTitle });
    expect(dialog).toHaveTextContent(RANKINGS_MESSAGES.exportLoginPrompt);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(shell.requireLogin).not.toHaveBeenCalled();

    await user.click(button);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Login' }));
    expect(shell.requireLogin).toHaveBeenCalledWith('/rankings');
    expect(rankingsCalls(shell).some((p) => p.all)).toBe(false);
  });

  describe('for a logged-in user', () => {
    let createObjectURL: jest.Mock;
    let clickedDownloads: string[];
    const originalCreate = URL.createObjectURL;
    const originalRevoke = URL.revokeObjectURL;

    beforeEach(() => {
      createObjectURL = jest.fn(() => 'blob:csv');
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = jest.fn();
      clickedDownloads = [];
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clickedDownloads.push(this.download);
      });
    });
    afterEach(() => {
      URL.createObjectURL = originalCreate;
      URL.revokeObjectURL = originalRevoke;
      jest.restoreAllMocks();
    });

    const readBlob = (blob: Blob) =>
      new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as string);
        reader.readAsText(blob);
      });

    it('fetches every row for the year and state and downloads the CSV', async () => {
      const rankings: Handler = (params) => (params.all ? page(ROWS.slice(0, 2)) : page());
      const { shell, user } = setup({ authenticated: true, rankings });
      await screen.findByText('Indian Institute of Technology Madras');
      await waitFor(() => expect(stateSelect()).toBeEnabled());
      await user.selectOptions(stateSelect(), 'tamil-nadu');
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));

      await waitFor(() => expect(clickedDownloads).toEqual(['nirf_rankings_2025_Tamil_Nadu.csv']));
      expect(rankingsCalls(shell).at(-1)).toEqual({ year: DEFAULT_RANKINGS_YEAR, state: 'tamil-nadu', sort_by: 'rank_min', sort_order: 'asc', all: true });
      const text = await readBlob(createObjectURL.mock.calls[0][0] as Blob);
      const lines = text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
      expect(lines[0]).toBe(CSV_COLUMNS.join(','));
      expect(lines).toHaveLength(3);
      expect(lines[1]).toBe('1,IR-E-U-0456,Indian Institute of Technology Madras,Chennai,Tamil Nadu,89.46,92.5,88.1,80.4,64.3,100');
    });

    it('says so when there is nothing to export', async () => {
      const rankings: Handler = (params) => (params.all ? page([]) : page());
      const { user } = setup({ authenticated: true, rankings });
      await screen.findByText('Indian Institute of Technology Madras');
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(await screen.findByText(RANKINGS_MESSAGES.exportNoData)).toBeInTheDocument();
      expect(createObjectURL).not.toHaveBeenCalled();
    });

    it('reports a failed export', async () => {
      const rankings: Handler = (params) => {
        if (params.all) throw new ApiError('boom', { status: 500 });
        return page();
      };
      const { user } = setup({ authenticated: true, rankings });
      await screen.findByText('Indian Institute of Technology Madras');
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(RANKINGS_MESSAGES.exportFailed);
      expect(clickedDownloads).toEqual([]);
    });
  });
});

describe('result states', () => {
  it('shows a spinner and aria-busy while loading', async () => {
    const pending = deferred<ReturnType<typeof page>>();
    setup({ rankings: () => pending.promise });
    expect(results()).toHaveAttribute('aria-busy', 'true');
    expect(within(results()).getByRole('status')).toHaveTextContent('Loading rankings...');
    await act(async () => pending.resolve(page()));
    expect(await screen.findByText('Indian Institute of Technology Madras')).toBeInTheDocument();
    expect(results()).toHaveAttribute('aria-busy', 'false');
  });

  it('shows the error with a Retry that loads again', async () => {
    let attempts = 0;
    const rankings: Handler = () => {
      attempts += 1;
      if (attempts === 1) throw new ApiError('Server error', { status: 500 });
      return page();
    };
    const { user } = setup({ rankings });
    expect(await screen.findByText(RANKINGS_MESSAGES.loadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Indian Institute of Technology Madras')).toBeInTheDocument();
    expect(screen.queryByText(RANKINGS_MESSAGES.loadFailed)).not.toBeInTheDocument();
  });

  it('says No rankings found for an empty list', async () => {
    setup({ rankings: () => page([] as RankingRow[], { count: 0, total_pages: 0 }) });
    expect(await screen.findByText(RANKINGS_MESSAGES.empty)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Rankings pages' })).not.toBeInTheDocument();
  });
});
