// /college-finder/jee-main: the JoSAA college finder with the JEE Main and JEE Advanced predictor tabs.
// The submitted search lives in the URL query (shareable, reloadable, Back works); the form is a draft
// that re-reads the query whenever the history moves.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { FINDER_MESSAGES, formatIndianNumber, type JeeFinderRow, type JeeFinderSeatRow, type PageSize, theme } from 'shared-contracts';
import { badRequestDetail, Head, useShell } from 'shared-contracts/react';
import { Breadcrumbs, Spinner, breadcrumbJsonLd } from 'shared-contracts/ui';
import { DataBasisNote, FINDER_PATHS, PredictorWidget, canonicalUrl, josaaRoundName, useUrlState } from '../features/finder-common';
import {
  ALL,
  JEE_FAQ,
  JeeFinderForm,
  JeeFinderFormPlaceholder,
  JeeResults,
  ResultCard,
  SeatCard,
  URL_DEFAULTS,
  ViewSwitch,
  formFromUrl,
  labelFrom,
  pageFromUrl,
  pageSizeFromUrl,
  queryFromUrl,
  urlFromForm,
  viewFromUrl,
  useJosaaFinder,
  useJosaaHomeStates,
  useJosaaOptions,
  useJosaaSeatFinder,
  validateForm,
  type FinderView,
  type InPageTerms,
  type JeeFinderFormValues,
} from '../features/josaa';
import { Card, ErrorState, Faq, FeatureLockedModal, PageContainer, PageHeader, Tabs, faqJsonLd } from '../ui';

type TabId = 'finder' | 'jee-main' | 'jee-advanced';
const TABS = [
  { id: 'finder', label: 'College Finder' },
  { id: 'jee-main', label: 'JEE Main Predictor' },
  { id: 'jee-advanced', label: 'JEE Advanced Predictor' },
] as const;

const TITLE = 'JEE Main & Advanced College Finder (JoSAA Cut-offs)';
const DESCRIPTION =
  'Enter your JEE Main or JEE Advanced rank and see the IITs, NITs, IIITs and GFTIs you could get, from real JoSAA opening and closing ranks since 2018, up to the latest round published, with your chance and NIRF rank.';
const SCROLL_OFFSET_PX = 96;

export default function JeeFinderPage() {
  const shell = useShell();
  const isUser = shell.session.isAuthenticated;
  const url = useUrlState(URL_DEFAULTS);
  const [tab, setTab] = useState<TabId>('finder');
  const [draft, setDraft] = useState<JeeFinderFormValues>(() => formFromUrl(url.values));
  const [showErrors, setShowErrors] = useState(false);
  const [locked, setLocked] = useState<'branch' | 'pageSize' | null>(null);
  const [filledFrom, setFilledFrom] = useState<string | null>(null);
  const resultsRef = useRef<HTMLDivElement>(null);

  // Back, Forward, a reload or a shared link: the form shows the search in the URL. The first draft was made
  // from this URL already: making it again would render the whole page once more as it mounts.
  const urlKey = url.key;
  const urlValues = url.values;
  const draftFrom = useRef(urlKey);
  useEffect(() => {
    if (draftFrom.current === urlKey) return;
    draftFrom.current = urlKey;
    setDraft(formFromUrl(urlValues));
    setShowErrors(false);
    // Only when the query itself changes, not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlKey]);

  const options = useJosaaOptions(draft.year);
  const homeStates = useJosaaHomeStates();

  // A logged-in student's profile state fills an empty home state once, when the URL names none (a state
  // the list does not hold is left out). After that the field follows the URL like every other.
  const profileState = isUser ? (shell.session.user?.state ?? '').trim().toLowerCase() : '';
  const prefilled = useRef(false);
  const urlHasHomeState = url.has('home_state');
  useEffect(() => {
    if (prefilled.current || !profileState || homeStates.length === 0) return;
    prefilled.current = true;
    const match = homeStates.find((option) => option.value.toLowerCase() === profileState);
    if (match && !urlHasHomeState) setDraft((current) => (current.homeState ? current : { ...current, homeState: match.value }));
  }, [profileState, homeStates, urlHasHomeState]);

  const years = useMemo(() => options.options.years.map((o) => Number(o.value)), [options.options.years]);
  const newestYear = options.options.years[0]?.value;
  const view = viewFromUrl(url.values.view);
  const query = useMemo(() => queryFromUrl(url.values, isUser, newestYear), [url.values, isUser, newestYear]);
  const roundFinder = useJosaaFinder(query);
  const seatFinder = useJosaaSeatFinder(query);
  // The view now shown: its status drives the form's busy state, Retry and the data-basis note.
  const finder = view === 'seat' ? seatFinder : roundFinder;
  const errors = useMemo(() => (showErrors ? validateForm(draft) : {}), [draft, showErrors]);

  // No year yet (or one without data): the newest year with data, once the list is in.
  useEffect(() => {
    if (newestYear && !options.options.years.some((o) => o.value === draft.year)) setDraft((current) => ({ ...current, year: newestYear }));
  }, [newestYear, options.options.years, draft.year]);

  // A round the newly chosen year did not hold falls back to all rounds.
  useEffect(() => {
    const rounds = options.options.rounds;
    if (rounds.length > 1 && draft.round !== ALL && !rounds.some((o) => o.value === draft.round)) {
      setDraft((current) => ({ ...current, round: ALL }));
    }
  }, [options.options.rounds, draft.round]);

  const submit = () => {
    setFilledFrom(null);
    if (Object.keys(validateForm(draft)).length > 0) {
      setShowErrors(true);
      return;
    }
    setShowErrors(false);
    const next = { ...urlFromForm(draft), page: '1' };
    const unchanged = Object.entries(next).every(([key, value]) => url.values[key as keyof typeof url.values] === value);
    if (unchanged && query) finder.retry();
    else url.push(next);
  };

  const scrollToResults = () => {
    const top = resultsRef.current?.getBoundingClientRect().top ?? 0;
    if (top < SCROLL_OFFSET_PX) resultsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const changePage = (page: number) => {
    url.push({ page: String(page) });
    scrollToResults();
  };
  const changePageSize = (size: PageSize) => url.push({ page_size: String(size), page: '1' });
  const changeSort = (sortBy: string) => url.push({ sort_by: sortBy, page: '1' });
  // The round list is the default and stays out of the URL.
  const changeView = (next: FinderView) => url.push({ view: next === 'seat' ? 'seat' : '', page: '1' });

  // A predicted rank fills the form and searches at once, with the rest of the form as it stands.
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const pushRef = useRef(url.push);
  pushRef.current = url.push;
  const useRank = useCallback((rank: number, examType: 'jee_main' | 'jee_advanced') => {
    const next = { ...draftRef.current, rank: String(Math.max(1, Math.round(rank))), exam_type: examType };
    setDraft(next);
    setFilledFrom(examType === 'jee_advanced' ? 'JEE Advanced' : 'JEE Main');
    setTab('finder');
    const invalid = Object.keys(validateForm(next)).length > 0;
    setShowErrors(invalid);
    if (!invalid) pushRef.current({ ...urlFromForm(next), page: '1' });
  }, []);

  const closeLocked = useCallback(() => setLocked(null), []);
  const crumbs = [{ label: 'College Finder', to: FINDER_PATHS.root }, { label: 'JEE Main & Advanced' }];
  const canonical = canonicalUrl(shell.config.siteUrl, FINDER_PATHS.jeeMain);
  const searched = url.values;
  const labels = {
    quota: labelFrom(options.options.quotas),
    seatType: labelFrom(options.options.seatTypes),
    gender: labelFrom(options.options.genders),
  };
  const filters = { seat_type: searched.seat_type, quota: searched.quota, round: searched.round, gender: searched.gender };
  const paging = {
    page: pageFromUrl(searched.page),
    pageSize: pageSizeFromUrl(searched.page_size, isUser),
    onPageChange: changePage,
    onPageSizeChange: changePageSize,
    pageSizeLock: isUser ? undefined : { title: FINDER_MESSAGES.pageSizeLockedHint, onRequest: () => setLocked('pageSize') },
    sortBy: query?.sort_by ?? URL_DEFAULTS.sort_by,
    onSortChange: changeSort,
  };

  return (
    <PageContainer>
      <Head>
        <title>{TITLE}</title>
        <meta name="description" content={DESCRIPTION} />
        <link rel="canonical" href={canonical} />
        <meta property="og:title" content="JEE Main & Advanced College Finder" />
        <meta property="og:description" content={DESCRIPTION} />
        <meta property="og:url" content={canonical} />
        <script type="application/ld+json">{breadcrumbJsonLd(shell.config.siteUrl, crumbs, FINDER_PATHS.jeeMain)}</script>
        <script type="application/ld+json">{faqJsonLd(JEE_FAQ)}</script>
      </Head>
      <Breadcrumbs items={crumbs} />
      <PageHeader
        title="JEE Main & Advanced College Finder"
        lead="Real JoSAA opening and closing ranks since 2018, up to the latest round published, for IITs (JEE Advanced) and NITs, IIITs and GFTIs (JEE Main)."
      />

      <Tabs label="JEE finder tools" tabs={TABS} selected={tab} onSelect={setTab}>
        {tab === 'finder' && (
          <>
            <Card aria-label="Search">
              {filledFrom && (
                <Filled role="status">
                  Rank {formatIndianNumber(Number(draft.rank))} from the {filledFrom} predictor is filled in and searched.
                </Filled>
              )}
              {options.status === 'loading' && (
                <JeeFinderFormPlaceholder>
                  <Spinner label={FINDER_MESSAGES.loadingFilters} />
                </JeeFinderFormPlaceholder>
              )}
              {options.status === 'error' && <ErrorState message={FINDER_MESSAGES.optionsFailed} onRetry={options.retry} />}
              {options.status === 'ready' && (
                <JeeFinderForm
                  values={draft}
                  onChange={setDraft}
                  errors={errors}
                  options={options.options}
                  homeStates={homeStates}
                  view={view}
                  years={years}
                  isUser={isUser}
                  onBranchLocked={() => setLocked('branch')}
                  onSubmit={submit}
                  busy={finder.status === 'loading'}
                />
              )}
            </Card>
            <Results ref={resultsRef}>
              {query && finder.status !== 'idle' && (
                <Searched>
                  Rank <strong>{formatIndianNumber(query.rank)}</strong> · {query.exam_type === 'jee_advanced' ? 'JEE Advanced' : query.exam_type === 'jee_main' ? 'JEE Main' : 'Both exams'} ·{' '}
                  {query.year} · {view === 'seat' ? 'Each seat, every round' : query.round === ALL ? 'All rounds' : `Round ${query.round}`} ·{' '}
                  {query.home_state ? `Home state ${query.home_state}` : 'No home state (every seat)'}
                </Searched>
              )}
              {finder.status === 'success' && finder.data?.data && <DataBasisNote basis={finder.data.data} roundName={josaaRoundName} />}
              {query && (
                <ViewBar>
                  <ViewSwitch view={view} onChange={changeView} />
                </ViewBar>
              )}
              {view === 'seat' ? (
                <JeeResults<JeeFinderSeatRow>
                  {...paging}
                  status={seatFinder.status}
                  data={seatFinder.data}
                  onRetry={seatFinder.retry}
                  errorDetail={badRequestDetail(seatFinder.error)}
                  rowKey={seatKey}
                  renderCard={(row, terms: InPageTerms) => <SeatCard row={row} labels={labels} {...terms} />}
                />
              ) : (
                <JeeResults<JeeFinderRow>
                  {...paging}
                  status={roundFinder.status}
                  data={roundFinder.data}
                  onRetry={roundFinder.retry}
                  errorDetail={badRequestDetail(roundFinder.error)}
                  rowKey={(row, index) => `${seatKey(row)}|${row.round}|${index}`}
                  renderCard={(row, terms: InPageTerms) => <ResultCard row={row} filters={filters} labels={labels} {...terms} />}
                />
              )}
            </Results>
          </>
        )}
        {tab === 'jee-main' && <PredictorWidget name="JeeMainPredictor" widgetProps={{ onUseRank: useRank }} />}
        {tab === 'jee-advanced' && <PredictorWidget name="JeeAdvancedPredictor" widgetProps={{ onUseRank: useRank }} />}
      </Tabs>

      <SeeAlso>
        Also try the <Link to={FINDER_PATHS.tool}>JoSAA OR-CR explorer</Link> (every seat of an institute, round by round) or{' '}
        <Link to={FINDER_PATHS.statewise}>state colleges with All India seats</Link>.
      </SeeAlso>

      <Faq items={JEE_FAQ} />

      <FeatureLockedModal
        open={locked !== null}
        onClose={closeLocked}
        message={locked === 'pageSize' ? FINDER_MESSAGES.pageSizeLocked : FINDER_MESSAGES.branchLocked}
      />
    </PageContainer>
  );
}

const seatKey = (row: Pick<JeeFinderSeatRow, 'institute' | 'program' | 'quota' | 'seat_type' | 'gender'>) =>
  `${row.institute}|${row.program}|${row.quota}|${row.seat_type}|${row.gender}`;

const Results = styled.div`
  scroll-margin-top: ${SCROLL_OFFSET_PX}px;
`;

const ViewBar = styled.div`
  margin: 1rem 0;
`;

const Searched = styled.p`
  margin: 1.5rem 0 0;
  color: ${theme.colors.muted};
  font-size: 0.95rem;
`;

const Filled = styled.p`
  margin: 0 0 1rem;
  padding: 0.6rem 0.9rem;
  border-radius: 8px;
  background: ${theme.colors.primaryLight};
  color: ${theme.colors.primaryDark};
  font-weight: 600;
`;

const SeeAlso = styled.p`
  margin: 2rem 0 0;
  color: ${theme.colors.muted};
  a {
    font-weight: 600;
  }
`;
