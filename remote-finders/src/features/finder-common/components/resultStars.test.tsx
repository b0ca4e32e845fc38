// Every finder result view carries a star that puts its seat on the one shared shortlist and takes it off.
import type { ReactElement } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JeeFinderRow, JosaaSeatRow, ShortlistItem } from 'shared-contracts';
import { shortlistAtom, shortlistStore } from 'shared-contracts/shortlist';
import { renderPlain } from 'shared-contracts/testing';
import { ResultCard } from '../../josaa/components/ResultCard';
import { SeatTable } from '../../josaa/components/SeatTable';
import { MhtcetResultCards } from '../../mhtcet/components/MhtcetResultCards';
import { MhtcetResultsTable } from '../../mhtcet/components/MhtcetResultsTable';
import { StatewiseCards } from '../../statewise/components/StatewiseCards';
import { StatewiseTable, type ColumnFilterProps } from '../../statewise/components/StatewiseTable';
import { NO_FILTERS } from '../../statewise/model/filters';
import { toRowViews } from '../model/rows';

afterEach(() => act(() => shortlistStore.set(shortlistAtom, [])));

const same = (value: string) => value;
const labels = { quota: same, seatType: same, gender: same };

const jeeRow: JeeFinderRow = {
  institute: 'National Institute of Technology, Tiruchirappalli',
  program: 'Computer Science and Engineering (4 Years, Bachelor of Technology)',
  branch: 'Computer Science and Engineering',
  opening_rank: '101',
  closing_rank: '950',
  seat_type: 'OPEN',
  quota: 'OS',
  round: 6,
  gender: 'Gender-Neutral',
  chance: 'High',
  competitiveness: 'Highly Competitive',
  nirf_rank: 9,
  year: 2024,
  institute_type: 'NIT',
};
const josaaItem: ShortlistItem = { exam: 'josaa', institute: jeeRow.institute, program: jeeRow.program, quota: 'OS', seat_type: 'OPEN', gender: 'Gender-Neutral' };

const seatRow: JosaaSeatRow = { ...jeeRow, year: 2024, round: 6 };

const [mhtcetRow] = toRowViews([
  {
    clg_code: '6006',
    clg_name: 'College of Engineering, Pune',
    branch_code: '600624510',
    branch_name: 'Computer Engineering',
    seat_type: 'GOPENS',
    quota: 'State Level',
    round: 1,
    chance: 'Medium',
    closing_rank: 1200,
  },
]);
const mhtcetItem: ShortlistItem = {
  exam: 'mhtcet',
  clg_code: '6006',
  branch_code: '600624510',
  seat_type: 'GOPENS',
  institute: 'College of Engineering, Pune',
  branch: 'Computer Engineering',
};

const noFilter: ColumnFilterProps = { filters: NO_FILTERS, open: { institute: false, branch: false }, onToggle: jest.fn(), onChange: jest.fn(), onClose: jest.fn() };
const seatTable = (isMobile: boolean) => (
  <SeatTable
    institute={jeeRow.institute}
    rows={[seatRow]}
    showProgram
    programTerm=""
    labels={labels}
    onTrend={jest.fn()}
    isCharted={() => false}
    isMobile={isMobile}
    caption="Seats"
  />
);

const views: [string, ReactElement, string, ShortlistItem][] = [
  [
    'a JEE finder card',
    <ResultCard key="card" row={jeeRow} filters={{ seat_type: 'OPEN', quota: 'OS', round: '6', gender: 'Gender-Neutral' }} labels={labels} instituteTerm="" branchTerm="" />,
    `${jeeRow.institute}, ${jeeRow.program}`,
    josaaItem,
  ],
  ['an OR-CR explorer table row', seatTable(false), `${jeeRow.institute}, ${jeeRow.program}`, josaaItem],
  ['an OR-CR explorer card', seatTable(true), `${jeeRow.institute}, ${jeeRow.program}`, josaaItem],
  ['an MHT-CET finder card', <MhtcetResultCards key="cards" rows={[mhtcetRow]} label="Results" />, 'College of Engineering, Pune, Computer Engineering', mhtcetItem],
  ['an MHT-CET finder table row', <MhtcetResultsTable key="table" rows={[mhtcetRow]} caption="Results" />, 'College of Engineering, Pune, Computer Engineering', mhtcetItem],
  ['a state-wise finder card', <StatewiseCards key="cards" rows={[mhtcetRow]} showRound filter={noFilter} label="Results" />, 'College of Engineering, Pune, Computer Engineering', mhtcetItem],
  ['a state-wise finder table row', <StatewiseTable key="table" rows={[mhtcetRow]} showRound filter={noFilter} caption="Results" />, 'College of Engineering, Pune, Computer Engineering', mhtcetItem],
];

describe.each(views)('the star on %s', (_view, element, name, item) => {
  it('puts the seat on the shared shortlist and takes it off again', async () => {
    renderPlain(element);
    await userEvent.click(screen.getByRole('button', { name: `Add ${name} to shortlist` }));
    expect(shortlistStore.get(shortlistAtom)).toEqual([item]);
    const star = screen.getByRole('button', { name: `Remove ${name} from shortlist` });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(star);
    expect(shortlistStore.get(shortlistAtom)).toEqual([]);
  });

  it('shows a seat already on the list (starred elsewhere) as starred', () => {
    act(() => shortlistStore.set(shortlistAtom, [item]));
    renderPlain(element);
    expect(screen.getByRole('button', { name: `Remove ${name} from shortlist` })).toHaveAttribute('aria-pressed', 'true');
  });
});

it('the MHT-CET table keeps the star in the institute row header, before the name', () => {
  renderPlain(<MhtcetResultsTable rows={[mhtcetRow]} caption="Results" />);
  const header = screen.getByRole('rowheader');
  expect(within(header).getByRole('button', { name: /Add College of Engineering, Pune/ })).toBeInTheDocument();
  expect(header).toHaveTextContent('College of Engineering, Pune');
});
