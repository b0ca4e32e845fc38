// /college-finder/mhtcet: the MHT-CET finder with the MHT-CET predictor tab. The submitted
// search lives in the URL (shareable, reloadable, Back returns to the previous search); the form being
// edited lives here until it is submitted.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_PAGE_SIZE, FINDER_MESSAGES, GUEST_PAGE_SIZE, mhtcetRoundLabel, type PageSize } from 'shared-contracts';
import { badRequestDetail, Head, useShell } from 'shared-contracts/react';
import { Breadcrumbs, breadcrumbJsonLd, useIsMobile } from 'shared-contracts/ui';
import { DataBasisNote, FINDER_PATHS, PredictorWidget, canonicalUrl, formatPercentile, formatRank, useMhtcetYears, useUrlState } from '../features/finder-common';
import {
  MHTCET_FAQ,
  MHTCET_LABELS as L,
  MHTCET_URL_DEFAULTS,
  MhtcetForm,
  MhtcetResults,
  enterPercentile,
  enterRank,
  fieldsToParams,
  hasErrors,
  initialMhtcetForm,
  paramsToFields,
  readMhtcetUrl,
  settlePercentile,
  switchMode,
  toMhtcetQuery,
  useMhtcetFinder,
  useMhtcetOptions,
  validateMhtcetForm,
  withOptionDefaults,
  writeMhtcetUrl,
  type MhtcetErrors,
  type MhtcetFormState,
  type MhtcetMode,
  type MhtcetSearch,
} from '../features/mhtcet';
import { Card, Faq, FeatureLockedModal, PageContainer, PageHeader, Tabs, faqJsonLd } from '../ui';

type Tab = 'finder' | 'predictor';
const TABS = [
  { id: 'finder' as const, label: L.tabFinder },
  { id: 'predictor' as const, label: L.tabPredictor },
];

export default function MhtcetFinderPage() {
  const shell = useShell();
  const isUser = shell.session.isAuthenticated;
  const isMobile = useIsMobile();
  const url = useUrlState(MHTCET_URL_DEFAULTS);
  // The years with data (newest first): until they arrive the form has no year and nothing is searched.
  const yearList = useMhtcetYears();
  const years = yearList.years;
  // The URL is read again only when its own fields change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const fromUrl = useMemo(() => readMhtcetUrl(fieldsToParams(url.values), years), [url.key, years]);

  const [form, setForm] = useState<MhtcetFormState>(() => ({ ...initialMhtcetForm(years), ...fromUrl.form }));
  const [errors, setErrors] = useState<MhtcetErrors>({});
  const [tab, setTab] = useState<Tab>('finder');
  /** Which locked control asked for login (Feature Locked), if any. */
  const [locked, setLocked] = useState<'branch' | 'pageSize' | null>(null);
  const optionLists = useMhtcetOptions(Number(form.year), isUser);
  // The year list is one of the option lists: the form is ready (or failed) with all of them.
  const options = {
    ...optionLists,
    status: yearList.status === 'error' ? ('error' as const) : yearList.status === 'success' ? optionLists.status : ('loading' as const),
    retry: () => {
      optionLists.retry();
      yearList.retry();
    },
  };
  const ready = options.status === 'ready';
  const offered = useMemo(
    () => ({
      quota: options.quotas.map((option) => option.value),
      district: options.districts.map((option) => option.value),
      seatType: options.seatTypes.map((option) => option.value),
    }),
    [options.quotas, options.districts, options.seatTypes],
  );

  // The search the URL describes (once the option lists are known: an absent quota or district list means all of them).
  const search: MhtcetSearch | null = useMemo(() => {
    if (!ready || !fromUrl.hasValue) return null;
    const searchForm = withOptionDefaults({ ...initialMhtcetForm(years), ...fromUrl.form }, fromUrl.form, offered);
    return { form: searchForm, page: fromUrl.page, pageSize: fromUrl.pageSize ?? DEFAULT_PAGE_SIZE };
  }, [ready, fromUrl, offered, years]);
  const searchErrors = useMemo(() => (search ? validateMhtcetForm(search.form) : {}), [search]);
  const query = search && !hasErrors(searchErrors) ? toMhtcetQuery(search, isUser) : null;
  const result = useMhtcetFinder(query);

  // The form follows the URL when the lists arrive and on every move through history (and after a submit,
  // which writes the same values back).
  const synced = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || synced.current === url.key) return;
    synced.current = url.key;
    setForm(withOptionDefaults({ ...initialMhtcetForm(years), ...fromUrl.form }, fromUrl.form, offered));
    setErrors(fromUrl.hasValue ? searchErrors : {});
  }, [ready, url.key, fromUrl, offered, years, searchErrors]);

  const pageSize: PageSize = isUser ? (search?.pageSize ?? fromUrl.pageSize ?? DEFAULT_PAGE_SIZE) : GUEST_PAGE_SIZE;

  const pushSearch = (next: MhtcetSearch, replace = false) => {
    url.push(paramsToFields(writeMhtcetUrl(next, offered), MHTCET_URL_DEFAULTS), { replace });
  };

  const submit = () => {
    const settled = settlePercentile(form);
    const found = validateMhtcetForm(settled);
    setForm(settled);
    setErrors(found);
    if (hasErrors(found)) return;
    const next: MhtcetSearch = { form: settled, page: 1, pageSize };
    if (JSON.stringify(toMhtcetQuery(next, isUser)) === result.key) result.retry();
    else pushSearch(next);
  };

  /** Switching mode clears both values and the results (the URL loses its value, so no search remains). */
  const changeMode = (mode: MhtcetMode) => {
    if (mode === form.mode) return;
    setForm((current) => switchMode(current, mode));
    setErrors({});
    if (fromUrl.hasValue) url.push({ mode: mode === 'percentile' ? mode : '', rank: '', percentile: '', page: '' }, { replace: true });
  };

  // A predicted rank switches to rank mode, fills the rank and searches with the rest of the form as it stands.
  const latest = useRef({ form, pageSize, pushSearch });
  latest.current = { form, pageSize, pushSearch };
  const fillRankFromPredictor = useCallback((rank: number) => {
    const { form: current, pageSize: size, pushSearch: push } = latest.current;
    const next = enterRank(switchMode(current, 'rank'), String(Math.round(rank)));
    const found = validateMhtcetForm(next);
    setTab('finder');
    setForm(next);
    setErrors(found);
    if (!hasErrors(found)) push({ form: next, page: 1, pageSize: size });
  }, []);

  const changePage = (page: number) => {
    if (search) pushSearch({ ...search, page });
  };
  const changePageSize = (size: PageSize) => {
    if (search) pushSearch({ ...search, page: 1, pageSize: size });
  };

  const status = result.status === 'idle' && fromUrl.hasValue && options.status === 'loading' ? 'loading' : result.status;
  const errorDetail = badRequestDetail(result.error);
  const shown = search?.form;
  const subject = shown
    ? shown.mode === 'rank'
      ? `MHT-CET rank ${formatRank(Number(shown.rank))}`
      : `${formatPercentile(Number(shown.percentile))} percentile`
    : '';

  const crumbs = [{ label: L.breadcrumbRoot, to: FINDER_PATHS.root }, { label: L.breadcrumb }];
  const canonical = canonicalUrl(shell.config.siteUrl, FINDER_PATHS.mhtcet);

  return (
    <PageContainer>
      <Head>
        <title>{L.metaTitle}</title>
        <meta name="description" content={L.description} />
        <link rel="canonical" href={canonical} />
        <meta property="og:title" content={L.title} />
        <meta property="og:description" content={L.description} />
        <meta property="og:url" content={canonical} />
        <script type="application/ld+json">{breadcrumbJsonLd(shell.config.siteUrl, crumbs, FINDER_PATHS.mhtcet)}</script>
        <script type="application/ld+json">{faqJsonLd(MHTCET_FAQ)}</script>
      </Head>
      <Breadcrumbs items={crumbs} />
      <PageHeader title={L.title} lead={L.lead} />
      <Tabs label={L.tabsLabel} tabs={TABS} selected={tab} onSelect={setTab}>
        {tab === 'finder' ? (
          <>
            <Card aria-label="Search">
              <MhtcetForm
                form={form}
                errors={errors}
                options={options}
                years={years}
                isUser={isUser}
                busy={status === 'loading'}
                onModeChange={changeMode}
                onRankChange={(raw) => setForm((current) => enterRank(current, raw))}
                onPercentileChange={(raw) => setForm((current) => enterPercentile(current, raw))}
                onPercentileBlur={() => setForm(settlePercentile)}
                onChange={(patch) => setForm((current) => ({ ...current, ...patch }))}
                onBranchLocked={() => setLocked('branch')}
                onSubmit={submit}
              />
            </Card>
            <section aria-label={L.resultsRegion} style={{ marginTop: '1.5rem' }}>
              {result.status === 'success' && result.data?.data && <DataBasisNote basis={result.data.data} roundName={mhtcetRoundLabel} />}
              <MhtcetResults
                status={status}
                data={result.data}
                errorDetail={errorDetail}
                subject={subject}
                year={shown?.year ?? form.year}
                page={search?.page ?? 1}
                pageSize={pageSize}
                isMobile={isMobile}
                pageSizeLock={isUser ? undefined : { title: FINDER_MESSAGES.pageSizeLockedHint, onRequest: () => setLocked('pageSize') }}
                onPageChange={changePage}
                onPageSizeChange={changePageSize}
                onRetry={result.retry}
              />
            </section>
          </>
        ) : (
          <PredictorWidget name="MhtcetPredictor" widgetProps={{ onUseRank: fillRankFromPredictor }} />
        )}
      </Tabs>
      <Faq items={MHTCET_FAQ} />
      <FeatureLockedModal
        open={locked !== null}
        message={locked === 'pageSize' ? FINDER_MESSAGES.pageSizeLocked : FINDER_MESSAGES.branchLocked}
        onClose={() => setLocked(null)}
      />
    </PageContainer>
  );
}
