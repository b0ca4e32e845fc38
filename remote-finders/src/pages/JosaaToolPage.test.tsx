import { configure, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS, FINDER_MESSAGES } from 'shared-contracts';
import { callsTo, createFakeShell, mockViewportWidth, renderWithShell, resetViewport, type Handler } from 'shared-contracts/testing';
import { calledPaths, pathsWithoutSignal } from '../test/apiCalls';
import { CSE, HISTORY, INSTITUTES, JOSAA_2026_BASIS, OPTIONS, SEATS } from '../test/fixtures';
import JosaaToolPage from './JosaaToolPage';

configure({ asyncUtilTimeout: 5000 });

const PATH = '/college-finder/tool';
const IITB = 'Indian Institute of Technology Bombay';
const LATEST = Number(OPTIONS.years[0].value);

function setup({ route = PATH, seats = (() => ({ results: SEATS, count: SEATS.length, year: LATEST, round: 5, data: { ...JOSAA_2026_BASIS, round: 5 } })) as Handler, history = (() => ({ points: HISTORY })) as Handler } = {}) {
  const routes: Record<string, Handler> = {
    [API_PATHS.josaaInstitutes]: () => ({ options: INSTITUTES }),
    [API_PATHS.josaaPrograms]: () => ({ options: [{ value: CSE, label: CSE }, { value: SEATS[2].program, label: SEATS[2].program }] }),
    [API_PATHS.josaaSeats]: seats,
    [API_PATHS.josaaHistory]: history,
  };
  for (const list of ['years', 'quotas', 'seat-types', 'genders', 'rounds'] as const) routes[API_PATHS.josaaOptions(list)] = () => ({ options: OPTIONS[list] });
  const shell = createFakeShell({ routes });
  return renderWithShell(<JosaaToolPage />, shell, { route, path: PATH });
}

afterEach(() => resetViewport());

it('asks for an institute first; the searchable combobox filters as you type and picks with the keyboard', async () => {
  const { user, shell, ...view } = setup();
  expect(await screen.findByText('Choose an institute to see its seats')).toBeInTheDocument();
  const box = screen.getByRole('combobox', { name: /Institute/ });
  await user.click(box);
  await user.type(box, 'bomb');
  const list = screen.getByRole('listbox', { name: 'Institute' });
  expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual([`${IITB}IIT`]);
  expect(list.querySelector('mark')).toHaveTextContent('Bomb');
  await user.keyboard('{Enter}');
  expect(box).toHaveValue(IITB);
  await waitFor(() => expect(callsTo(shell, API_PATHS.josaaSeats)).toEqual([{ institute: IITB, year: LATEST, round: 5 }]));
  expect(new URLSearchParams(view.location().search).get('institute')).toBe(IITB);
  // Every seat's opening and closing ranks.
  const table = await screen.findByRole('table');
  expect(within(table).getAllByRole('row')).toHaveLength(1 + SEATS.length);
  expect(within(table).getByText('585')).toBeInTheDocument();
});

it('Show trend charts a seat across the rounds of the year and across the years, with a point per cut-off', async () => {
  const { user, shell } = setup({ route: `${PATH}?institute=${encodeURIComponent(IITB)}` });
  const table = await screen.findByRole('table');
  const cseObc = within(table).getByText('39').closest('tr') as HTMLElement;
  await user.click(within(cseObc).getByRole('button', { name: 'Show trend' }));
  await waitFor(() =>
    expect(callsTo(shell, API_PATHS.josaaHistory).at(-1)).toEqual({ institute: IITB, program: CSE, quota: 'AI', seat_type: 'OBC-NCL', gender: 'Gender-Neutral' }),
  );
  const charts = await screen.findAllByTestId('cutoff-chart');
  expect(charts).toHaveLength(2);
  const [byRound, byYear] = charts;
  // The newest year (2026) has rounds 1-5; the year chart has one point per year, at its final round.
  expect(byYear.querySelectorAll('[data-testid="chart-point"]')).toHaveLength(9);
  expect(within(byYear).getByText('2018')).toBeInTheDocument();
  expect(byRound.querySelectorAll('[data-testid="chart-point"]')).toHaveLength(5);
  expect(screen.getByRole('img', { name: 'Final round of each year, 2018-2026' })).toBeInTheDocument();
  expect(within(table).getByText('39').closest('tr')).toHaveAttribute('data-charted', 'true');
});

it('a chosen program narrows the seats and charts its first quota with the default seat type and gender', async () => {
  const { shell } = setup({ route: `${PATH}?institute=${encodeURIComponent(IITB)}&program=${encodeURIComponent(CSE)}&year=2025&round=5` });
  await waitFor(() => expect(callsTo(shell, API_PATHS.josaaSeats).at(-1)).toEqual({ institute: IITB, year: 2025, round: 5, program: CSE }));
  await waitFor(() =>
    expect(callsTo(shell, API_PATHS.josaaHistory).at(-1)).toEqual({ institute: IITB, program: CSE, quota: 'AI', seat_type: 'OPEN', gender: 'Gender-Neutral' }),
  );
  const [byRound] = await screen.findAllByTestId('cutoff-chart');
  expect(byRound.querySelectorAll('[data-testid="chart-point"]')).toHaveLength(5);
  expect(within(byRound).getByText('R1')).toBeInTheDocument();
});

it('defaults to the newest year and its final round, and says the year has fewer rounds than the year before', async () => {
  const { shell } = setup({ route: `${PATH}?institute=${encodeURIComponent(IITB)}` });
  await waitFor(() => expect(callsTo(shell, API_PATHS.josaaSeats).at(-1)).toEqual({ institute: IITB, year: 2026, round: 5 }));
  expect(await screen.findByTestId('data-basis')).toHaveTextContent(
    'Based on JoSAA 2026, round 5 (the latest published). JoSAA 2026 published 5 rounds; 2025 had 6, so 2026 has no round 6.',
  );
  expect(screen.getByLabelText('Year')).toHaveValue('2026');
});

it('shows the no-data and error states', async () => {
  setup({ route: `${PATH}?institute=${encodeURIComponent(IITB)}`, seats: () => ({ results: [], count: 0, year: LATEST, round: 5 }) });
  expect(await screen.findByText(FINDER_MESSAGES.noData)).toBeInTheDocument();
  resetViewport();
});

it('a failed seats call says so with Retry', async () => {
  setup({
    route: `${PATH}?institute=${encodeURIComponent(IITB)}`,
    seats: () => {
      throw new Error('down');
    },
  });
  expect(await screen.findByText(FINDER_MESSAGES.fetchFailed)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

it('at 768 px the seats are cards', async () => {
  mockViewportWidth(768);
  setup({ route: `${PATH}?institute=${encodeURIComponent(IITB)}` });
  const list = await screen.findByRole('list', { name: /Opening and closing ranks/ });
  expect(within(list).getAllByRole('listitem')).toHaveLength(SEATS.length);
  expect(screen.queryByRole('table', { hidden: false })).toBeNull();
});

it('gives every API call an AbortSignal, so a superseded load is cancelled', async () => {
  const { shell } = setup({ route: `${PATH}?institute=${encodeURIComponent(IITB)}&program=${encodeURIComponent(CSE)}` });
  const lists = ['years', 'rounds', 'quotas', 'seat-types', 'genders'] as const;
  const tool = [API_PATHS.josaaInstitutes, API_PATHS.josaaPrograms, API_PATHS.josaaSeats, API_PATHS.josaaHistory];
  // Some lists are asked for once others have arrived, which can be after the history: wait for all.
  await waitFor(() => expect(calledPaths(shell)).toEqual(expect.arrayContaining([...tool, ...lists.map((list) => API_PATHS.josaaOptions(list))])));
  expect(pathsWithoutSignal(shell)).toEqual([]);
});
