// Route component of /rankings: owns the filter, paging and modal state and composes the feature parts.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_RANKINGS_YEAR,
  GUEST_PAGE_SIZE,
  PAGE_READY_ATTRIBUTE,
  RANKINGS_MESSAGES,
  media,
  rankingYears,
  type PageSize,
  theme,
} from 'shared-contracts';
import { Head, useShell } from 'shared-contracts/react';
import { Breadcrumbs, breadcrumbJsonLd, useIsMobile, type Crumb } from 'shared-contracts/ui';
import { ExportCsvButton, LoginRequiredModal, NirfWeights, RankingsFilters, RankingsResults, useRankingsQuery, useStateOptions, LABELS, RANKINGS_PATH, type NoticeMessage, type RankingsRequest } from '../features/rankings';
import { RankingsNotice } from '../ui/Notice';

const ALL_STATES = '';
/** The visible trail and the schema.org BreadcrumbList both come from these. */
const CRUMBS: Crumb[] = [{ label: LABELS.home, to: '/' }, { label: LABELS.breadcrumb }];
/** Room for the host's sticky header when the list is scrolled back into view. */
const SCROLL_OFFSET_PX = 96;

export default function RankingsPage() {
  const shell = useShell();
  const isUser = shell.session.isAuthenticated;
  const isMobile = useIsMobile();
  const years = useMemo(() => rankingYears(), []);

  const [year, setYear] = useState(DEFAULT_RANKINGS_YEAR);
  const [state, setState] = useState(ALL_STATES);
  // The logged-in user's choice; guests always get GUEST_PAGE_SIZE.
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const effectivePageSize = isUser ? pageSize : GUEST_PAGE_SIZE;
  // First visit loads the default year for all states.
  const [request, setRequest] = useState<RankingsRequest | null>(() => ({
    year: DEFAULT_RANKINGS_YEAR,
    state: ALL_STATES,
    page: 1,
    pageSize: effectivePageSize,
  }));
  const [loginPrompt, setLoginPrompt] = useState<string | null>(null);
  const [exportMessage, setExportMessage] = useState<NoticeMessage | null>(null);
  const resultsRef = useRef<HTMLDivElement>(null);

  const rankings = useRankingsQuery(request);
  const states = useStateOptions(year);

  // The chosen state resets to All States when the new year's list does not have it.
  useEffect(() => {
    if (states.status !== 'loading' && state !== ALL_STATES && !states.options.some((option) => option.value === state)) {
      setState(ALL_STATES);
    }
  }, [states, state]);

  // Logging in or out changes the allowed page size (guests: 50), so the list reloads with it.
  const wasUser = useRef(isUser);
  useEffect(() => {
    if (wasUser.current === isUser) return;
    wasUser.current = isUser;
    setRequest((current) => (current ? { ...current, page: 1, pageSize: isUser ? pageSize : GUEST_PAGE_SIZE } : current));
  }, [isUser, pageSize]);

  const changeYear = (next: number) => {
    setYear(next);
    setRequest(null); // the list is cleared until Get Rankings
    setExportMessage(null);
  };

  const getRankings = () => {
    setExportMessage(null);
    setRequest({ year, state, page: 1, pageSize: effectivePageSize });
  };

  const changePage = (page: number) => {
    setRequest((current) => (current ? { ...current, page } : current));
    // Bring the top of the list back into view when the pager below it was used.
    const top = resultsRef.current?.getBoundingClientRect().top ?? 0;
    if (top < SCROLL_OFFSET_PX) resultsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  const changePageSize = (size: PageSize) => {
    setPageSize(size);
    setRequest((current) => (current ? { ...current, page: 1, pageSize: size } : current));
  };

  const closeLoginPrompt = useCallback(() => setLoginPrompt(null), []);
  const stateLabel = states.options.find((option) => option.value === state)?.label;
  const canonical = `${shell.config.siteUrl.replace(/\/$/, '')}${RANKINGS_PATH}`;
  const noStateData = states.status === 'ready' && states.options.length === 0;

  return (
    // Its first render is the page prerendered at build (src/prerender.tsx): ready as soon as it is mounted.
    <Page {...{ [PAGE_READY_ATTRIBUTE]: 'true' }}>
      <Head>
        <title>{LABELS.heading(year)}</title>
        <meta name="description" content={LABELS.description(year)} />
        <link rel="canonical" href={canonical} />
        <meta property="og:title" content={LABELS.heading(year)} />
        <meta property="og:description" content={LABELS.description(year)} />
        <meta property="og:url" content={canonical} />
        <script type="application/ld+json">{breadcrumbJsonLd(shell.config.siteUrl, CRUMBS, RANKINGS_PATH)}</script>
      </Head>
      <Breadcrumbs items={CRUMBS} />
      <Header>
        <h1>{LABELS.heading(year)}</h1>
        <p>{LABELS.lead}</p>
      </Header>

      <RankingsFilters
        years={years}
        year={year}
        onYearChange={changeYear}
        state={state}
        stateOptions={states.options}
        statesLoading={states.status === 'loading'}
        onStateChange={setState}
        onSubmit={getRankings}
        actions={
          <ExportCsvButton
            filters={{ year, state, stateLabel }}
            onLoginRequired={() => setLoginPrompt(RANKINGS_MESSAGES.exportLoginPrompt)}
            onMessage={setExportMessage}
          />
        }
      />

      {noStateData && <RankingsNotice tone="warning">{RANKINGS_MESSAGES.noStateData(year)}</RankingsNotice>}
      {exportMessage && <RankingsNotice tone={exportMessage.tone}>{exportMessage.text}</RankingsNotice>}

      <Results ref={resultsRef}>
        <RankingsResults
          status={rankings.status}
          data={rankings.data}
          request={request}
          selectedYear={year}
          isMobile={isMobile}
          pageSizeLock={
            isUser ? undefined : { title: LABELS.pageSizeLocked, onRequest: () => setLoginPrompt(LABELS.pageSizeLoginPrompt), control: 'button' }
          }
          onPageChange={changePage}
          onPageSizeChange={changePageSize}
          onRetry={rankings.retry}
        />
      </Results>

      <NirfWeights />
      <LoginRequiredModal message={loginPrompt} onClose={closeLoginPrompt} />
    </Page>
  );
}

const Page = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: 1.5rem 1.25rem 3rem;
  ${media.mobile} {
    padding: 1rem 0.75rem 2.5rem;
  }
`;

const Results = styled.div`
  scroll-margin-top: ${SCROLL_OFFSET_PX}px;
`;

const Header = styled.header`
  margin-bottom: 1.25rem;
  h1 {
    margin: 0;
    font-size: clamp(1.5rem, 1.1rem + 1.6vw, 2.25rem);
    line-height: 1.2;
    letter-spacing: -0.01em;
  }
  p {
    margin: 0.5rem 0 0;
    max-width: 46rem;
    color: ${theme.colors.muted};
  }
`;
