// /college-finder/choices: the shortlist as an ordered JoSAA (or MHT-CET) option form, with each line's
// chance at the student's rank, computed advice, a round-by-round what-if on the latest year, a compare
// of 2-4 seats, and CSV, print and share. The rank, home and exam live in the URL; a share link carries
// the list too.
import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { media, shortlistKey, theme, type ShortlistItem, type ShortlistSeatDetails } from 'shared-contracts';
import { Head, useShell } from 'shared-contracts/react';
import { useShortlist } from 'shared-contracts/shortlist';
import { Breadcrumbs, Button, ButtonLink, downloadTextFile, FormField, Input, Notice, OptionList, Select, Spinner } from 'shared-contracts/ui';
import {
  AdvicePanel,
  ChoiceList,
  ChoicesPrintStyle,
  ComparePanel,
  PrintTable,
  WhatIfPanel,
  buildChoicesCsv,
  choiceAdvice,
  choicesCsvFileName,
  decodeSharedList,
  encodeSharedList,
  reorder,
  useHomeOptions,
  useShortlistDetails,
  whatIfByRound,
  withExamOrder,
  SHARED_LIST_PARAM,
  type ChoiceExam,
} from '../features/choices';
import { FINDER_PATHS, canonicalUrl, useUrlState } from '../features/finder-common';
import { Card, EmptyState, ErrorState, PageContainer, PageHeader } from '../ui';

const TITLE = 'Your JoSAA and MHT-CET Choice List';
const DESCRIPTION = 'Order your shortlisted seats into a JoSAA or MHT-CET choice list, see your chance on each line and what last year’s rounds would have given you, compare seats, and print or share the list.';

const CHOICE_DEFAULTS = { exam: '', rank: '', home_state: '', home_university: '', [SHARED_LIST_PARAM]: '' };

function parseRank(raw: string): number | null {
  return /^\d{1,7}$/.test(raw.trim()) && Number(raw) >= 1 ? Number(raw) : null;
}

export default function ChoicesPage() {
  const shell = useShell();
  const url = useUrlState(CHOICE_DEFAULTS);
  const shortlist = useShortlist();
  const shared = useMemo(() => decodeSharedList(url.values[SHARED_LIST_PARAM] || null), [url.values]);
  const viewingShared = shared.length > 0;
  const source = viewingShared ? shared : shortlist.items;
  const counts = { josaa: source.filter((i) => i.exam === 'josaa').length, mhtcet: source.filter((i) => i.exam === 'mhtcet').length };
  const exam: ChoiceExam = url.values.exam === 'mhtcet' || (url.values.exam === '' && counts.josaa === 0 && counts.mhtcet > 0) ? 'mhtcet' : 'josaa';
  const items = useMemo(() => source.filter((item) => item.exam === exam), [source, exam]);

  const rank = parseRank(url.values.rank);
  const homeOptions = useHomeOptions(exam);
  const profileState = exam === 'josaa' && shell.session.user?.state ? shell.session.user.state : '';
  const homeFromUrl = exam === 'josaa' ? url.values.home_state : url.values.home_university;
  const optionValues = (homeOptions.data ?? []).map((o) => o.value);
  const home = homeFromUrl || (optionValues.includes(profileState) ? profileState : '') || null;

  const [rankInput, setRankInput] = useState(url.values.rank);
  const [rankError, setRankError] = useState<string | null>(null);
  const [compared, setCompared] = useState<Set<string>>(new Set());
  const [shareUrl, setShareUrl] = useState<string | null>(null);

  const details = useShortlistDetails(exam, items, rank, home);
  const byKey = useMemo(() => new Map((details.data?.items ?? []).map((d) => [shortlistKey(d.item), d])), [details.data]);
  const lines = items.map((item) => byKey.get(shortlistKey(item))).filter((d): d is ShortlistSeatDetails => d !== undefined);
  const complete = lines.length === items.length && items.length > 0;
  const whatIf = complete && rank !== null ? whatIfByRound(lines, rank) : null;
  const allottedRounds = new Map<number, number[]>();
  for (const round of whatIf?.rounds ?? []) if (round.line !== null) allottedRounds.set(round.line, [...(allottedRounds.get(round.line) ?? []), round.round]);
  const advice = choiceAdvice(exam, complete ? lines : [], rank, home);
  const year = complete ? (whatIf?.year ?? Math.max(0, ...lines.map((l) => l.latest_year ?? 0))) || null : null;
  const comparedLines = lines.filter((line) => compared.has(shortlistKey(line.item)));

  const setExam = (next: ChoiceExam) => url.push({ exam: next }, { replace: true });
  const onRankSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (rankInput.trim() !== '' && parseRank(rankInput) === null) {
      setRankError('Enter your rank as a whole number from 1 to 99,99,999.');
      return;
    }
    setRankError(null);
    url.push({ rank: rankInput.trim() }, { replace: true });
  };
  const onReorder = (from: number, to: number) => shortlist.replace(withExamOrder(shortlist.items, reorder(items, from, to)));
  const onCompare = (item: ShortlistItem, on: boolean) =>
    setCompared((current) => {
      const next = new Set(current);
      if (on) next.add(shortlistKey(item));
      else next.delete(shortlistKey(item));
      return next;
    });
  const context = `${exam === 'josaa' ? 'JoSAA' : 'MHT-CET'} · rank ${rank ?? 'not given'} · home ${exam === 'josaa' ? 'state' : 'university'} ${home ?? 'not given'} · cut-offs of ${year ?? '–'}`;
  const share = () => {
    const params = new URLSearchParams({ exam, ...(rank ? { rank: String(rank) } : {}), ...(home ? { [exam === 'josaa' ? 'home_state' : 'home_university']: home } : {}) });
    params.set(SHARED_LIST_PARAM, encodeSharedList(items));
    const link = `${canonicalUrl(shell.config.siteUrl, FINDER_PATHS.choices)}?${params.toString()}`;
    setShareUrl(link);
    navigator.clipboard?.writeText(link).catch(() => undefined);
  };
  const saveShared = () => {
    shortlist.replace([...shortlist.items, ...shared]);
    url.push({ [SHARED_LIST_PARAM]: '' }, { replace: true });
  };
  const crumbs = [{ label: 'College Finder', to: FINDER_PATHS.root }, { label: 'Choice list' }];

  return (
    <PageContainer>
      <Head>
        <title>{TITLE}</title>
        <meta name="description" content={DESCRIPTION} />
        <link rel="canonical" href={canonicalUrl(shell.config.siteUrl, FINDER_PATHS.choices)} />
        <meta name="robots" content="noindex" />
      </Head>
      <ChoicesPrintStyle />
      <Breadcrumbs items={crumbs} />
      <PageHeader title="Your choice list" lead="Put the seats you starred in the order you want them. Counselling gives you the first one on your list that you can get." />

      {viewingShared ? (
        <Notice tone="info" live="polite" action={<Button $variant="primary" onClick={saveShared}>Add to my shortlist</Button>}>
          This is a shared list of {shared.length} {shared.length === 1 ? 'seat' : 'seats'}. Add it to your shortlist to reorder or change it.
        </Notice>
      ) : null}

      <Card>
        <ExamSwitch role="radiogroup" aria-label="Counselling">
          {(['josaa', 'mhtcet'] as const).map((value) => (
            <label key={value}>
              <input type="radio" name="exam" value={value} checked={exam === value} onChange={() => setExam(value)} />
              {value === 'josaa' ? `JoSAA (${counts.josaa})` : `MHT-CET (${counts.mhtcet})`}
            </label>
          ))}
        </ExamSwitch>
        <Controls onSubmit={onRankSubmit} noValidate>
          <FormField density="compact" announce label={exam === 'josaa' ? 'Your JEE rank (for the seat type you chose)' : 'Your MHT-CET merit number'} error={rankError}>
            <Input inputMode="numeric" value={rankInput} onChange={(event) => setRankInput(event.target.value)} placeholder="e.g. 15000" />
          </FormField>
          <FormField density="compact" label={exam === 'josaa' ? 'Home state' : 'My home university'} hint={exam === 'josaa' ? 'Where you first sat class XII' : undefined}>
            <Select
              value={home ?? ''}
              onChange={(event) => url.push({ [exam === 'josaa' ? 'home_state' : 'home_university']: event.target.value }, { replace: true })}
            >
              <option value="">Not set</option>
              <OptionList options={homeOptions.data ?? []} />
            </Select>
          </FormField>
          <Button type="submit" $variant="primary">
            Show my chances
          </Button>
        </Controls>
      </Card>

      {items.length === 0 ? (
        <EmptyState title={viewingShared ? 'This shared list has no seats for this counselling' : 'No seats on your list yet'}>
          Star seats in the <Link to={FINDER_PATHS.jeeMain}>JEE Main &amp; Advanced finder</Link>, the <Link to={FINDER_PATHS.mhtcet}>MHT-CET finder</Link>, the{' '}
          <Link to={FINDER_PATHS.statewise}>state-wise finder</Link> or the <Link to={FINDER_PATHS.tool}>OR-CR explorer</Link>, and they appear here.
        </EmptyState>
      ) : (
        <>
          <AdvicePanel advice={advice} />
          {details.status === 'error' ? <ErrorState message="Could not load the cut-offs of your seats." onRetry={details.retry} /> : null}
          {details.status === 'loading' && !details.data ? <Spinner label="Loading your seats' cut-offs..." /> : null}
          <Actions>
            <Button $variant="outline" disabled={!complete} onClick={() => downloadTextFile(buildChoicesCsv(lines, { exam, rank, home, year }), choicesCsvFileName(exam))}>
              Download CSV
            </Button>
            <Button $variant="outline" disabled={!complete} onClick={() => window.print()}>
              Print
            </Button>
            <Button $variant="outline" onClick={share}>
              Copy share link
            </Button>
            <ButtonLink $variant="ghost" to={exam === 'josaa' ? FINDER_PATHS.jeeMain : FINDER_PATHS.mhtcet}>
              Find more seats
            </ButtonLink>
          </Actions>
          {shareUrl ? (
            <ShareBox>
              <label>
                Share link (copied if your browser allows)
                <Input readOnly density="compact" value={shareUrl} onFocus={(event) => event.target.select()} />
              </label>
            </ShareBox>
          ) : null}
          <Columns>
            <ChoiceList
              items={items}
              details={byKey}
              allottedRounds={allottedRounds}
              compared={compared}
              onReorder={viewingShared ? () => undefined : onReorder}
              onRemove={viewingShared ? () => undefined : shortlist.remove}
              onCompare={onCompare}
            />
            {whatIf && rank !== null ? <WhatIfPanel whatIf={whatIf} items={items} rank={rank} /> : null}
          </Columns>
          {comparedLines.length >= 2 ? (
            <ComparePanel lines={comparedLines} rankGiven={rank !== null} />
          ) : (
            <Hint>Tick Compare on two to four lines to see them side by side.</Hint>
          )}
          {complete ? <PrintTable title={`${exam === 'josaa' ? 'JoSAA' : 'MHT-CET'} choice list`} lines={lines} context={context} /> : null}
        </>
      )}
    </PageContainer>
  );
}

const ExamSwitch = styled.div`
  display: flex;
  gap: 1.25rem;
  margin-bottom: 0.75rem;
  label {
    display: inline-flex;
    gap: 0.4rem;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;

const Controls = styled.form`
  display: grid;
  grid-template-columns: 1fr 1fr auto;
  gap: 0.75rem 1rem;
  align-items: end;
  ${media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0.75rem 0;
`;

const ShareBox = styled.div`
  margin-bottom: 0.75rem;
  label {
    display: grid;
    gap: 0.3rem;
    font-size: 0.9rem;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
  gap: 1rem;
  align-items: start;
  @media (max-width: 1024px) {
    grid-template-columns: 1fr;
  }
`;

const Hint = styled.p`
  color: ${theme.colors.muted};
`;
