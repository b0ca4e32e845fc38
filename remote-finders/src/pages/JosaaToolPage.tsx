// /college-finder/tool: the JoSAA OR-CR explorer. Pick an institute (searchable) and optionally a program;
// see every seat's opening and closing ranks for a year and round, and chart one seat's closing rank
// across the rounds of that year and across every year with data. The choices live in the URL (shareable);
// an empty year is the newest year with data, and an empty round that year's final (latest published) round.
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { FINDER_MESSAGES, media, type JosaaSeatRow, theme } from 'shared-contracts';
import { Head, useShell } from 'shared-contracts/react';
import { breadcrumbJsonLd, Breadcrumbs, FormField, OptionList, Select, Spinner, useIsMobile } from 'shared-contracts/ui';
import { DataBasisNote, FINDER_PATHS, canonicalUrl, josaaRoundName, useUrlState } from '../features/finder-common';
import {
  CutoffChart,
  SeatTable,
  labelFrom,
  useJosaaHistory,
  useJosaaInstitutes,
  useJosaaPrograms,
  useJosaaRounds,
  useJosaaSeatLists,
  useJosaaSeats,
  useJosaaYears,
  withoutAll,
  type ChartPoint,
} from '../features/josaa';
import { Card, Combobox, EmptyState, ErrorState, InPageFilter, PageContainer, PageHeader, matchesFilter } from '../ui';

const TITLE = 'JoSAA OR-CR Explorer: Opening and Closing Ranks by Year and Round';
const DESCRIPTION =
  'Pick an IIT, NIT, IIIT or GFTI and see every JoSAA seat’s opening and closing rank by year and round, with a chart of how the closing rank moved since 2018.';

const TOOL_DEFAULTS = {
  institute: '',
  program: '',
  year: '',
  round: '',
  quota: '',
  seat_type: 'OPEN',
  gender: 'Gender-Neutral',
};


export default function JosaaToolPage() {
  const shell = useShell();
  const isMobile = useIsMobile();
  const url = useUrlState(TOOL_DEFAULTS);
  const v = url.values;
  // Tool choices rewrite the current history entry: every click is not a step for Back.
  const set = (next: Partial<typeof TOOL_DEFAULTS>) => url.push(next, { replace: true });
  const [programTerm, setProgramTerm] = useState('');
  const [seatFilter, setSeatFilter] = useState('ALL');

  const institutes = useJosaaInstitutes();
  const lists = useJosaaSeatLists();
  const programs = useJosaaPrograms(v.institute);
  const yearList = useJosaaYears();
  const years = useMemo(() => (yearList.data ?? []).map((o) => o.value), [yearList.data]);
  const year = years.includes(v.year) ? v.year : (years[0] ?? '');
  const rounds = useJosaaRounds(year);
  const roundList = rounds.data ?? [];
  // The final round of the year unless one is chosen.
  const round = v.round && roundList.some((r) => r.value === v.round) ? v.round : roundList[roundList.length - 1]?.value ?? '';

  const seats = useJosaaSeats(v.institute && round ? { institute: v.institute, year: Number(year), round: Number(round), program: v.program || undefined } : null);

  // The chart's seat: the chosen program with the chosen quota (or the first quota it has this round).
  const programSeats = (seats.data?.results ?? []).filter((row) => row.program === v.program);
  const quota = v.quota || programSeats.find((row) => row.seat_type === v.seat_type)?.quota || programSeats[0]?.quota || '';
  const history = useJosaaHistory(
    v.institute && v.program && quota ? { institute: v.institute, program: v.program, quota, seat_type: v.seat_type, gender: v.gender } : null,
  );

  const quotas = withoutAll(lists.data?.quotas ?? []);
  const seatTypes = withoutAll(lists.data?.seatTypes ?? []);
  const genders = withoutAll(lists.data?.genders ?? []);
  const labels = { quota: labelFrom(quotas), seatType: labelFrom(seatTypes), gender: labelFrom(genders) };

  /** The seats of the current choice once they are in (while the next choice loads, the previous stay in `seats.data`). */
  const answeredSeats = seats.status === 'success' ? seats.data : null;
  const rows = (seats.data?.results ?? []).filter(
    (row) => matchesFilter(row.program, programTerm) && (seatFilter === 'ALL' || row.seat_type === seatFilter),
  );
  const points = history.data ?? [];
  const byRound: ChartPoint[] = points
    .filter((p) => p.year === Number(year))
    .map((p) => ({ x: `R${p.round}`, y: p.closing_rank_num, label: p.closing_rank, preparatory: p.is_preparatory }));
  const finalByYear = new Map<number, (typeof points)[number]>();
  for (const p of points) if ((finalByYear.get(p.year)?.round ?? 0) <= p.round) finalByYear.set(p.year, p);
  const yearSpan = years.length > 0 ? `${years[years.length - 1]}-${years[0]}` : '';
  const byYear: ChartPoint[] = [...finalByYear.values()]
    .sort((a, b) => a.year - b.year)
    .map((p) => ({ x: String(p.year), y: p.closing_rank_num, label: p.closing_rank, preparatory: p.is_preparatory }));

  const chooseInstitute = (institute: string) => set({ institute, program: '', quota: '', round: v.round });
  const trend = (row: JosaaSeatRow) => set({ program: row.program, quota: row.quota, seat_type: row.seat_type, gender: row.gender });
  const isCharted = (row: JosaaSeatRow) =>
    row.program === v.program && row.quota === quota && row.seat_type === v.seat_type && row.gender === v.gender;

  const crumbs = [
    { label: 'College Finder', to: FINDER_PATHS.root },
    { label: 'JoSAA or State-wise', to: FINDER_PATHS.josaaSelector },
    { label: 'JoSAA OR-CR Explorer' },
  ];
  const instituteName = institutes.data?.find((i) => i.value === v.institute)?.label ?? v.institute;

  return (
    <PageContainer>
      <Head>
        <title>{TITLE}</title>
        <meta name="description" content={DESCRIPTION} />
        <link rel="canonical" href={canonicalUrl(shell.config.siteUrl, FINDER_PATHS.tool)} />
        <meta property="og:title" content="JoSAA OR-CR Explorer" />
        <meta property="og:description" content={DESCRIPTION} />
        <script type="application/ld+json">{breadcrumbJsonLd(shell.config.siteUrl, crumbs, FINDER_PATHS.tool)}</script>
      </Head>
      <Breadcrumbs items={crumbs} />
      <PageHeader
        title="JoSAA OR-CR Explorer"
        lead="Every seat of an institute with its opening rank (OR) and closing rank (CR), round by round, and how a cut-off moved since 2018."
      />

      <Card aria-label="Choose an institute">
        {institutes.status === 'error' && <ErrorState message={FINDER_MESSAGES.optionsFailed} onRetry={institutes.retry} />}
        {institutes.status === 'loading' && <Spinner label={FINDER_MESSAGES.loadingFilters} />}
        {institutes.status === 'success' && institutes.data && (
          <Pickers>
            <Combobox
              label="Institute"
              required
              placeholder="Type to search, e.g. Bombay, NIT Trichy, IIIT"
              options={institutes.data.map((i) => ({ value: i.value, label: i.label, hint: i.institute_type }))}
              value={v.institute}
              onChange={chooseInstitute}
              emptyText="No institute matches"
            />
            <FormField density="compact" label="Program (optional)">
              <Select
                value={v.program}
                disabled={!v.institute || programs.status !== 'success'}
                onChange={(event) => set({ program: event.target.value, quota: '' })}
              >
                <option value="">All programs</option>
                {(programs.data ?? []).map((p) => (
                  <option key={p.value} value={p.value}>
                    {p.label}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField density="compact" label="Year">
              <Select value={year} disabled={years.length === 0} onChange={(event) => set({ year: event.target.value, round: '' })}>
                {years.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField density="compact" label="Round">
              <Select value={round} disabled={roundList.length === 0} onChange={(event) => set({ round: event.target.value })}>
                <OptionList options={roundList} />
              </Select>
            </FormField>
          </Pickers>
        )}
        {programs.status === 'error' && <ErrorState message={FINDER_MESSAGES.optionsFailed} onRetry={programs.retry} />}
        {yearList.status === 'error' && <ErrorState message={FINDER_MESSAGES.optionsFailed} onRetry={yearList.retry} />}
      </Card>

      {!v.institute && institutes.status === 'success' && (
        <EmptyState title="Choose an institute to see its seats">
          <p>Search by any part of the name: “Bombay”, “Tiruchirappalli”, “Information Technology”.</p>
        </EmptyState>
      )}

      {v.institute && (
        <Sections>
          <Card aria-labelledby="trend-heading">
            <h2 id="trend-heading">Closing rank trend</h2>
            {!v.program ? (
              <Muted>Choose a program above, or “Show trend” on any seat below, to chart its closing rank.</Muted>
            ) : (
              <>
                <TrendGrid>
                  <FormField density="compact" label="Quota">
                    <Select value={quota} onChange={(event) => set({ quota: event.target.value })}>
                      {!quotas.some((q) => q.value === quota) && quota && <option value={quota}>{quota}</option>}
                      <OptionList options={quotas} />
                    </Select>
                  </FormField>
                  <FormField density="compact" label="Seat type">
                    <Select value={v.seat_type} onChange={(event) => set({ seat_type: event.target.value })}>
                      <OptionList options={seatTypes} />
                    </Select>
                  </FormField>
                  <FormField density="compact" label="Gender">
                    <Select value={v.gender} onChange={(event) => set({ gender: event.target.value })}>
                      <OptionList options={genders} />
                    </Select>
                  </FormField>
                </TrendGrid>
                <ChartNote>
                  {v.program} · {labels.quota(quota)} · {labels.seatType(v.seat_type)} · {labels.gender(v.gender)}. A higher line is a larger
                  closing rank: the seat was easier to get. Hollow points are preparatory-list (P) ranks.
                </ChartNote>
                {history.status === 'error' && <ErrorState message={FINDER_MESSAGES.fetchFailed} onRetry={history.retry} />}
                {history.status === 'loading' && !history.data && <Spinner label="Loading the trend..." />}
                {history.data && (
                  <Charts>
                    <CutoffChart
                      title={`Across the rounds of ${year}`}
                      xLabel="Round"
                      points={byRound}
                     
                      emptyText={`No cut-offs for this seat in ${year}.`}
                    />
                    <CutoffChart title={`Final round of each year, ${yearSpan}`} xLabel="Year" points={byYear} />
                  </Charts>
                )}
              </>
            )}
          </Card>

          <Card aria-labelledby="seats-heading">
            <h2 id="seats-heading">
              Seats in {year}, round {round || '…'}
            </h2>
            <Muted>{instituteName}</Muted>
            {seats.data?.data && <DataBasisNote basis={seats.data.data} roundName={josaaRoundName} />}
            <SeatFilters>
              {!v.program && (
                <InPageFilter label="Filter by program" placeholder="Filter program in page..." value={programTerm} onChange={setProgramTerm} />
              )}
              <FormField density="compact" label="Show seat type">
                <Select value={seatFilter} onChange={(event) => setSeatFilter(event.target.value)}>
                  <option value="ALL">All seat types</option>
                  <OptionList options={seatTypes} />
                </Select>
              </FormField>
            </SeatFilters>
            {seats.status === 'error' && <ErrorState message={FINDER_MESSAGES.fetchFailed} onRetry={seats.retry} />}
            {seats.status === 'loading' && <Spinner label={FINDER_MESSAGES.findingColleges} />}
            {answeredSeats && answeredSeats.count === 0 && <EmptyState title={FINDER_MESSAGES.noData} />}
            {answeredSeats && answeredSeats.count > 0 && rows.length === 0 && <EmptyState title={FINDER_MESSAGES.noMatches} />}
            {answeredSeats && rows.length > 0 && (
              <>
                <Muted>
                  {rows.length === answeredSeats.count ? `${rows.length} seats` : `${rows.length} of ${answeredSeats.count} seats`}
                </Muted>
                <SeatTable
                  institute={v.institute}
                  rows={rows}
                  showProgram={!v.program}
                  programTerm={programTerm}
                  labels={labels}
                  onTrend={trend}
                  isCharted={isCharted}
                  isMobile={isMobile}
                  caption={`Opening and closing ranks at ${instituteName}, ${year} round ${round}`}
                />
              </>
            )}
          </Card>
        </Sections>
      )}
    </PageContainer>
  );
}

const Pickers = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 3fr) minmax(0, 1fr) minmax(0, 1fr);
  gap: 1rem;
  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > :nth-child(-n + 2) {
      grid-column: 1 / -1;
    }
  }
`;

const TrendGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 0.75rem 1rem;
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Sections = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  margin-top: 1.25rem;
  h2 {
    margin: 0 0 0.5rem;
    font-size: 1.2rem;
  }
`;

const Muted = styled.p`
  margin: 0 0 0.75rem;
  color: ${theme.colors.muted};
`;

const ChartNote = styled.p`
  margin: 0.9rem 0 1rem;
  font-size: 0.88rem;
  color: ${theme.colors.muted};
`;

const Charts = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1.5rem;
  @media (max-width: 900px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const SeatFilters = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: 0.75rem 1rem;
  margin-bottom: 1rem;
  align-items: end;
  @media (max-width: 560px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
