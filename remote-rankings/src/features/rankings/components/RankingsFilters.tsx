import { useId, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { media, type FilterOption, theme } from 'shared-contracts';
import { Button } from 'shared-contracts/ui';
import { LABELS } from '../model/labels';

interface RankingsFiltersProps {
  years: readonly number[];
  year: number;
  onYearChange: (year: number) => void;
  /** Selected state value; empty for All States. */
  state: string;
  stateOptions: readonly FilterOption[];
  statesLoading: boolean;
  onStateChange: (state: string) => void;
  onSubmit: () => void;
  /** Extra buttons beside Get Rankings (Export CSV). */
  actions?: ReactNode;
}

/** Year and state selects, Get Rankings, and the page's other actions. */
export function RankingsFilters(props: RankingsFiltersProps) {
  const { years, year, onYearChange, state, stateOptions, statesLoading, onStateChange, onSubmit, actions } = props;
  const yearId = useId();
  const stateId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Form onSubmit={submit} aria-label={LABELS.filtersLabel}>
      <Fields>
        <Field $narrow>
          <label htmlFor={yearId}>{LABELS.year}</label>
          <Select id={yearId} value={year} onChange={(event) => onYearChange(Number(event.target.value))}>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <label htmlFor={stateId}>{LABELS.state}</label>
          <Select id={stateId} value={state} disabled={statesLoading} aria-busy={statesLoading} onChange={(event) => onStateChange(event.target.value)}>
            <option value="">{LABELS.allStates}</option>
            {stateOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </Field>
      </Fields>
      <Actions>
        <Button type="submit">{LABELS.getRankings}</Button>
        {actions}
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 1rem;
  margin-bottom: 1.25rem;
  padding: 1rem 1.25rem;
  border: 1px solid ${theme.colors.border};
  border-radius: 12px;
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow};
  ${media.mobile} {
    padding: 1rem;
    gap: 0.75rem;
  }
`;

const Fields = styled.div`
  display: flex;
  flex: 1 1 24rem;
  gap: 1rem;
  ${media.mobile} {
    flex-basis: 100%;
    gap: 0.75rem;
  }
`;

const Field = styled.div<{ $narrow?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  flex: ${({ $narrow }) => ($narrow ? '0 0 8rem' : '1 1 14rem')};
  min-width: 0;
  max-width: ${({ $narrow }) => ($narrow ? '8rem' : '22rem')};
  label {
    font-size: 0.8rem;
    font-weight: 600;
    color: ${theme.colors.muted};
  }
  ${media.mobile} {
    flex: ${({ $narrow }) => ($narrow ? '0 0 6.5rem' : '1 1 auto')};
    max-width: none;
  }
`;

const Select = styled.select`
  width: 100%;
  height: 44px;
  padding: 0 2.25rem 0 0.75rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  background: ${theme.colors.surface}
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 24 24' fill='none' stroke='%234b5563' stroke-width='2.5' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E")
    no-repeat right 0.75rem center;
  color: ${theme.colors.text};
  appearance: none;
  text-overflow: ellipsis;
  cursor: pointer;
  &:hover:not(:disabled) {
    border-color: ${theme.colors.primary};
  }
  &:disabled {
    cursor: progress;
    opacity: 0.7;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  ${media.mobile} {
    flex-basis: 100%;
    > * {
      /* side by side on phones; stacked on the narrowest ones rather than overflowing */
      flex: 1 1 9rem;
    }
  }
`;
