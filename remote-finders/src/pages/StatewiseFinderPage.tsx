// /college-finder/statewise: state colleges' All India quota seats for a JEE Main rank,
// with the JEE Main predictor tab. The submitted search lives in the URL, like the other finders.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FINDER_MESSAGES, GUEST_PAGE_SIZE, STATEWISE_MESSAGES, mhtcetRoundLabel, type PageSize, type StatewiseFilters } from 'shared-contracts';
import { badRequestDetail, Head, useShell } from 'shared-contracts/react';
import { Breadcrumbs, breadcrumbJsonLd, useIsMobile } from 'shared-contracts/ui';
import { DataBasisNote, FINDER_PATHS, PredictorWidget, canonicalUrl, useMhtcetYears, useUrlState } from '../features/finder-common';
import {
  ALL_ROUNDS,
  STATEWISE_LABELS as L,
  STATEWISE_URL_DEFAULTS,
  StatewiseForm,
  StatewiseResults,
  enterStatewiseRank,
  readStatewiseUrl,
  stateLabel,
  toStatewiseQuery,
  useStatewiseColleges,
  useStatewiseOptions,
  validateStatewiseForm,
  writeStatewiseUrl,
  type StatewiseErrors,
  type StatewiseSearch,
} from '../features/statewise';
import { Card, ErrorState, FeatureLockedModal, PageContainer, PageHeader, Tabs } from '../ui';

type Tab = 'finder' | 'jee-main';
const TABS = [
  { id: 'finder' as const, label: L.tabFinder },
  { id: 'jee-main' as const, label: L.tabPredictor },
];

export default function StatewiseFinderPage() {
  const shell = useShell();
  const isUser = shell.session.isAuthenticated;
  const isMobile = useIsMobile();
  // The years with data (newest first): until they arrive the form has no year and nothing is searched.
  const yearList = useMhtcetYears();
  const years = yearList.years;
  const url = useUrlState(STATEWISE_URL_DEFAULTS);
  // The URL is read again only when its own fields change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const fromUrl = useMemo(() => readStatewiseUrl(url.values, years), [url.key, years]);

  const [form, setForm] = useState<StatewiseFilters>(fromUrl.form);
  const [errors, setErrors] = useState<StatewiseErrors>({});
  const [tab, setTab] = useState<Tab>('finder');
  /** Which locked control asked for login (Feature Locked), if any. */
  const [locked, setLocked] = useState<'branch' | 'pageSize' | null>(null);
  const options = useStatewiseOptions(Number(form.year), isUser);

  const search: StatewiseSearch | null = fromUrl.hasValue ? { form: fromUrl.form, page: fromUrl.page, pageSize: fromUrl.pageSize } : null;
  const query = search && Object.keys(validateStatewiseForm(search.form)).length === 0 ? toStatewiseQuery(search, isUser) : null;
  const result = useStatewiseColleges(query);

  // No year yet (the list was loading), or one without data: the URL's year if it has data, else the newest.
  useEffect(() => {
    if (years.length > 0 && !years.includes(Number(form.year))) setForm((current) => ({ ...current, year: fromUrl.form.year }));
  }, [years, form.year, fromUrl]);

  // The form follows the URL on every move through history (and after a submit, which writes the same values).
  const synced = useRef(url.key);
  useEffect(() => {
    if (synced.current === url.key) return;
    synced.current = url.key;
    setForm(fromUrl.form);
    setErrors({});
  }, [url.key, fromUrl]);

  // A round the chosen year has no All India list for falls back to all rounds.
  useEffect(() => {
    if (options.roundsStatus !== 'success' || form.round === ALL_ROUNDS) return;
    if (!options.rounds.some((round) => round.value === form.round)) setForm((current) => ({ ...current, round: ALL_ROUNDS }));
  }, [options.roundsStatus, options.rounds, form.round]);

  const pageSize: PageSize = isUser ? fromUrl.pageSize : GUEST_PAGE_SIZE;
  const pushSearch = (next: StatewiseSearch) => url.push(writeStatewiseUrl(next));

  const submit = () => {
    const found = validateStatewiseForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const next: StatewiseSearch = { form, page: 1, pageSize };
    if (JSON.stringify(toStatewiseQuery(next, isUser)) === result.key) result.retry();
    else pushSearch(next);
  };

  // A predicted rank fills the rank and searches with the rest of the form as it stands.
  const latest = useRef({ form, pageSize, pushSearch });
  latest.current = { form, pageSize, pushSearch };
  const fillRankFromPredictor = useCallback((rank: number) => {
    const { form: current, pageSize: size, pushSearch: push } = latest.current;
    const next = enterStatewiseRank(current, String(Math.round(rank)));
    const found = validateStatewiseForm(next);
    setTab('finder');
    setForm(next);
    setErrors(found);
    if (Object.keys(found).length === 0) push({ form: next, page: 1, pageSize: size });
  }, []);

  const changePage = (page: number) => {
    if (search) pushSearch({ ...search, page });
  };
  const changePageSize = (size: PageSize) => {
    if (search) pushSearch({ ...search, page: 1, pageSize: size });
  };

  const crumbs = [
    { label: L.crumbRoot, to: FINDER_PATHS.root },
    { label: L.crumbJee, to: FINDER_PATHS.jeeMain },
    { label: STATEWISE_MESSAGES.breadcrumb },
  ];
  const canonical = canonicalUrl(shell.config.siteUrl, FINDER_PATHS.statewise);

  return (
    <PageContainer>
      <Head>
        <title>{L.metaTitle}</title>
        <meta name="description" content={L.description} />
        <link rel="canonical" href={canonical} />
        <meta property="og:title" content={STATEWISE_MESSAGES.title} />
        <meta property="og:description" content={L.description} />
        <meta property="og:url" content={canonical} />
        <script type="application/ld+json">{breadcrumbJsonLd(shell.config.siteUrl, crumbs, FINDER_PATHS.statewise)}</script>
      </Head>
      <Breadcrumbs items={crumbs} />
      <PageHeader title={STATEWISE_MESSAGES.title} lead={L.lead} />
      <Tabs label={L.tabsLabel} tabs={TABS} selected={tab} onSelect={setTab}>
        {tab === 'finder' ? (
          <>
            <Card aria-label="Search">
              {yearList.status === 'error' && <ErrorState message={FINDER_MESSAGES.optionsFailed} onRetry={yearList.retry} />}
              <StatewiseForm
                form={form}
                errors={errors}
                years={years}
                rounds={options.rounds}
                branches={options.branches}
                branchesLoading={options.branchesLoading}
                isUser={isUser}
                isMobile={isMobile}
                busy={result.status === 'loading'}
                onRankChange={(raw) => setForm((current) => enterStatewiseRank(current, raw))}
                onChange={(patch) => setForm((current) => ({ ...current, ...patch }))}
                onBranchLocked={() => setLocked('branch')}
                onSubmit={submit}
              />
            </Card>
            <section aria-label={L.resultsRegion} style={{ marginTop: '1.5rem' }}>
              {result.status === 'success' && result.data?.data && <DataBasisNote basis={result.data.data} roundName={mhtcetRoundLabel} />}
              <StatewiseResults
                status={result.status}
                data={result.data}
                errorDetail={badRequestDetail(result.error)}
                rank={search?.form.rank ?? ''}
                stateLabel={stateLabel(search?.form.state ?? form.state)}
                year={search?.form.year ?? form.year}
                allRounds={(search?.form.round ?? ALL_ROUNDS) === ALL_ROUNDS}
                page={search?.page ?? 1}
                pageSize={pageSize}
                isMobile={isMobile}
                searchKey={result.key}
                pageSizeLock={isUser ? undefined : { title: FINDER_MESSAGES.pageSizeLockedHint, onRequest: () => setLocked('pageSize') }}
                onPageChange={changePage}
                onPageSizeChange={changePageSize}
                onRetry={result.retry}
              />
            </section>
          </>
        ) : (
          <PredictorWidget name="JeeMainPredictor" widgetProps={{ onUseRank: fillRankFromPredictor }} />
        )}
      </Tabs>
      <FeatureLockedModal
        open={locked !== null}
        message={locked === 'pageSize' ? FINDER_MESSAGES.pageSizeLocked : FINDER_MESSAGES.branchLocked}
        onClose={() => setLocked(null)}
      />
    </PageContainer>
  );
}
