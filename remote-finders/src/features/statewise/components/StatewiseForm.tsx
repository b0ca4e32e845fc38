import { useId, type FormEvent } from 'react';
import styled from 'styled-components';
import { FINDER_MESSAGES, type FilterOption, type StatewiseFilters, theme } from 'shared-contracts';
import { Button } from 'shared-contracts/ui';
import { Field, FormActions, FormGrid, Input, OptionList, Select, WideField } from '../../../ui';
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
        <Field label={L.rank} error={errors.rank} hint={L.rankHint} required>
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
        </Field>
        <Field label={L.state} error={errors.state} hint={FINDER_MESSAGES.moreStatesSoon} required>
          <Select value={form.state} onChange={(event) => onChange({ state: event.target.value })}>
            <OptionList options={STATEWISE_STATES} />
          </Select>
        </Field>
        {isMobile ? (
          <YearButtons years={years} value={form.year} error={errors.year} onChange={changeYear} />
        ) : (
          <Field label={L.year} error={errors.year} required>
            <Select value={form.year} onChange={(event) => changeYear(event.target.value)}>
              {years.map((year) => (
                <option key={year} value={String(year)}>
                  {year}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Field label={L.round}>
          <Select value={form.round} onChange={(event) => onChange({ round: event.target.value })}>
            <option value={ALL_ROUNDS}>{L.allRounds}</option>
            <OptionList options={rounds} />
          </Select>
        </Field>
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

/** The year as segmented buttons (a radio group) at 768 px and below. */
function YearButtons({ years, value, error, onChange }: { years: readonly number[]; value: string; error?: string; onChange: (year: string) => void }) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <YearGroup aria-describedby={error ? errorId : undefined}>
      <legend>
        {L.year}
        <span aria-hidden="true"> *</span>
      </legend>
      <Segments>
        {years.map((year) => {
          const checked = value === String(year);
          return (
            <label key={year} data-checked={checked}>
              <input type="radio" name={name} value={year} checked={checked} onChange={() => onChange(String(year))} />
              {year}
            </label>
          );
        })}
      </Segments>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </YearGroup>
  );
}



const YearGroup = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 0.3rem;
    padding: 0;
    font-size: 0.875rem;
    font-weight: 600;
  }
  legend span {
    color: ${theme.colors.danger};
  }
`;

const Segments = styled.div`
  display: flex;
  padding: 3px;
  border: 1px solid ${theme.colors.border};
  border-radius: 10px;
  background: ${theme.colors.background};
  label {
    position: relative;
    flex: 1;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-height: 40px;
    border-radius: 8px;
    font-weight: 600;
    color: ${theme.colors.muted};
    cursor: pointer;
  }
  label[data-checked='true'] {
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
  label:focus-within {
    outline: 3px solid ${theme.colors.accent};
    outline-offset: 1px;
  }
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
`;

const ErrorText = styled.span`
  display: block;
  margin-top: 0.3rem;
  font-size: 0.82rem;
  font-weight: 600;
  color: ${theme.colors.danger};
`;
