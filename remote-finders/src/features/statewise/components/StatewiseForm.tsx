import type { FormEvent } from 'react';
import { FINDER_MESSAGES, type FilterOption, type StatewiseFilters } from 'shared-contracts';
import { Button, FormField, Input, OptionList, SegmentedControl, Select } from 'shared-contracts/ui';
import { FormActions, FormGrid, WideField } from '../../../ui';
import { MultiSelect } from '../../../ui/MultiSelect';
import { ALL_ROUNDS, type StatewiseErrors } from '../model/form';
import { STATEWISE_LABELS as L } from '../model/labels';
import { STATEWISE_STATES } from '../../../constants';

export interface StatewiseFormProps {
  form: StatewiseFilters;
  errors: StatewiseErrors;
  years: readonly number[];
  rounds: FilterOption[];
  branches: FilterOption[];
  branchesLoading: boolean;
  isUser: boolean;
  isMobile: boolean;
  busy: boolean;
  onRankChange: (raw: string) => void;
  onChange: (patch: Partial<StatewiseFilters>) => void;
  onBranchLocked: () => void;
  onSubmit: () => void;
}

export function StatewiseForm({
  form,
  errors,
  years,
  rounds,
  branches,
  branchesLoading,
  isUser,
  isMobile,
  busy,
  onRankChange,
  onChange,
  onBranchLocked,
  onSubmit,
}: StatewiseFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const changeYear = (year: string) => onChange({ year, branch: [] });

  return (
    <form noValidate onSubmit={submit} aria-label="State-wise college search">
      <FormGrid>
        <FormField density="compact" announce label={L.rank} error={errors.rank} hint={L.rankHint} required>
          <Input
            name="rank"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            autoComplete="off"
            placeholder={L.rankPlaceholder}
            value={form.rank}
            onChange={(event) => onRankChange(event.target.value)}
          />
        </FormField>
        <FormField density="compact" announce label={L.state} error={errors.state} hint={FINDER_MESSAGES.moreStatesSoon} required>
          <Select value={form.state} onChange={(event) => onChange({ state: event.target.value })}>
            <OptionList options={STATEWISE_STATES} />
          </Select>
        </FormField>
        {isMobile ? (
          // The year as segmented buttons at 768 px and below.
          <SegmentedControl
            legend={L.year}
            options={years.map((year) => ({ value: String(year), label: String(year) }))}
            value={form.year}
            onChange={changeYear}
            density="compact"
            selected="solid"
            required
            error={errors.year}
          />
        ) : (
          <FormField density="compact" announce label={L.year} error={errors.year} required>
            <Select value={form.year} onChange={(event) => changeYear(event.target.value)}>
              {years.map((year) => (
                <option key={year} value={String(year)}>
                  {year}
                </option>
              ))}
            </Select>
          </FormField>
        )}
        <FormField density="compact" label={L.round}>
          <Select value={form.round} onChange={(event) => onChange({ round: event.target.value })}>
            <option value={ALL_ROUNDS}>{L.allRounds}</option>
            <OptionList options={rounds} />
          </Select>
        </FormField>
        <WideField>
          <MultiSelect
            label={L.branch}
            options={branches}
            selected={isUser ? form.branch : []}
            onChange={(branch) => onChange({ branch })}
            placeholder={isUser ? L.branchPlaceholder : FINDER_MESSAGES.branchLockedHint}
            loading={isUser && branchesLoading}
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
