import type { FormEvent } from 'react';
import styled from 'styled-components';
import { FINDER_MESSAGES, media, type FilterOption } from 'shared-contracts';
import { Button, FormField, Input, OptionList, Select, Spinner } from 'shared-contracts/ui';
import { ErrorState, FormActions, FormGrid, WideField } from '../../../ui';
import { MultiSelect } from '../../../ui/MultiSelect';
import { ALL_ROUNDS, type MhtcetErrors, type MhtcetFormState, type MhtcetMode } from '../model/form';
import { MHTCET_LABELS as L } from '../model/labels';
import { ModeToggle } from './ModeToggle';
import { SeatType } from './SeatType';

export interface MhtcetFormOptions {
  status: 'loading' | 'ready' | 'error';
  quotas: FilterOption[];
  seatTypes: FilterOption[];
  districts: FilterOption[];
  rounds: FilterOption[];
  /** Empty while loading or when the list failed: the field then offers "Not set" only. */
  homeUniversities: FilterOption[];
  branches: FilterOption[];
  branchesLoading: boolean;
  retry: () => void;
}

export interface MhtcetFormProps {
  form: MhtcetFormState;
  errors: MhtcetErrors;
  options: MhtcetFormOptions;
  years: readonly number[];
  isUser: boolean;
  busy: boolean;
  onModeChange: (mode: MhtcetMode) => void;
  onRankChange: (raw: string) => void;
  onPercentileChange: (raw: string) => void;
  onPercentileBlur: () => void;
  onChange: (patch: Partial<MhtcetFormState>) => void;
  onBranchLocked: () => void;
  onSubmit: () => void;
}

export function MhtcetForm({
  form,
  errors,
  options,
  years,
  isUser,
  busy,
  onModeChange,
  onRankChange,
  onPercentileChange,
  onPercentileBlur,
  onChange,
  onBranchLocked,
  onSubmit,
}: MhtcetFormProps) {
  if (options.status === 'loading') {
    return (
      <MhtcetFormPlaceholder>
        <Spinner label={FINDER_MESSAGES.loadingFilters} />
      </MhtcetFormPlaceholder>
    );
  }
  if (options.status === 'error') return <ErrorState message={FINDER_MESSAGES.optionsFailed} onRetry={options.retry} />;

  // A value from a shared link that the list lacks stays selectable, so the form shows what was searched.
  const homeUniversityOptions =
    form.homeUniversity && !options.homeUniversities.some((option) => option.value === form.homeUniversity)
      ? [...options.homeUniversities, { value: form.homeUniversity, label: form.homeUniversity }]
      : options.homeUniversities;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form noValidate onSubmit={submit} aria-label="MHT-CET college search">
      <ModeToggle mode={form.mode} onChange={onModeChange} />
      <FormGrid>
        {form.mode === 'rank' ? (
          <FormField density="compact" announce label={L.rank} error={errors.rank} hint={L.rankHint} required>
            <Input
              name="rank"
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder={L.rankPlaceholder}
              value={form.rank}
              onChange={(event) => onRankChange(event.target.value)}
            />
          </FormField>
        ) : (
          <FormField density="compact" announce label={L.percentile} error={errors.percentile} hint={L.percentileHint} required>
            <Input
              name="percentile"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder={L.percentilePlaceholder}
              value={form.percentile}
              onChange={(event) => onPercentileChange(event.target.value)}
              onBlur={onPercentileBlur}
            />
          </FormField>
        )}
        <FormField density="compact" label={L.year} required>
          <Select value={form.year} onChange={(event) => onChange({ year: event.target.value, branch: [] })}>
            {years.map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField density="compact" label={L.round}>
          <Select value={form.round} onChange={(event) => onChange({ round: event.target.value })}>
            <option value={ALL_ROUNDS}>{L.allRounds}</option>
            <OptionList options={options.rounds} />
            {form.round !== ALL_ROUNDS && !options.rounds.some((round) => round.value === form.round) && (
              <option value={form.round}>CAP Round {form.round}</option>
            )}
          </Select>
        </FormField>
        <MultiSelect
          label={L.seatType}
          options={options.seatTypes}
          selected={form.seatType}
          onChange={(seatType) => onChange({ seatType })}
          placeholder={L.seatTypePlaceholder}
          summary={(option) => option.value}
          renderOption={(option) => <SeatType code={option.value} />}
          searchPlaceholder="Search code or meaning, e.g. OBC"
          error={errors.seatType}
        />
        <MultiSelect
          label={L.quota}
          options={options.quotas}
          selected={form.quota}
          onChange={(quota) => onChange({ quota })}
          placeholder={L.quotaPlaceholder}
          error={errors.quota}
        />
        <MultiSelect
          label={L.district}
          options={options.districts}
          selected={form.district}
          onChange={(district) => onChange({ district })}
          placeholder={L.districtPlaceholder}
          error={errors.district}
        />
        <WideField>
          <FormField density="compact" label={L.homeUniversity} hint={L.homeUniversityHint}>
            <Select name="home_university" value={form.homeUniversity} onChange={(event) => onChange({ homeUniversity: event.target.value })}>
              <option value="">{L.homeUniversityUnset}</option>
              <OptionList options={homeUniversityOptions} />
            </Select>
          </FormField>
        </WideField>
        <WideField>
          <MultiSelect
            label={L.branch}
            options={options.branches}
            selected={isUser ? form.branch : []}
            onChange={(branch) => onChange({ branch })}
            placeholder={isUser ? L.branchPlaceholder : FINDER_MESSAGES.branchLockedHint}
            loading={isUser && options.branchesLoading}
            locked={isUser ? undefined : { title: FINDER_MESSAGES.branchLockedHint, onRequest: onBranchLocked }}
            searchable
          />
        </WideField>
      </FormGrid>
      <FormActions>
        <Button type="submit" disabled={busy}>
          {L.submit}
        </Button>
      </FormActions>
    </form>
  );
}



/**
 * Holds the form's height while its options load (the prerendered page shows this too), so the results and
 * the guide below are not pushed down by the form's arrival: on a phone that was a shift of the whole
 * screen. The grid fills columns by width, so desktop heights are those of its usual widths.
 */
const MhtcetFormPlaceholder = styled.div`
  min-height: 26rem;
  @media (max-width: 1100px) {
    min-height: 29rem;
  }
  ${media.mobile} {
    min-height: 39.25rem;
  }
  @media (max-width: 480px) {
    min-height: 56.25rem;
  }
`;
