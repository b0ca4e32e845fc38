import type { FormEvent } from 'react';
import styled from 'styled-components';
import { FINDER_MESSAGES, coerceRankInput, media, type FieldErrors, type FilterOption, type JeeFinderInput } from 'shared-contracts';
import { Button, FormField, Input, OptionList, Select } from 'shared-contracts/ui';
import { LockedControl } from '../../../ui';
import type { FinderView, JeeFinderFormValues } from '../model/form';
import type { JosaaOptions } from '../model/options';

export interface JeeFinderFormProps {
  values: JeeFinderFormValues;
  onChange: (next: JeeFinderFormValues) => void;
  errors: FieldErrors<keyof JeeFinderInput>;
  options: JosaaOptions;
  /** The states a student can name as home state (empty while loading or when the list failed). */
  homeStates: FilterOption[];
  /** The seat view lists every round of the year: the round field does not narrow it. */
  view: FinderView;
  years: number[];
  isUser: boolean;
  /** A guest chose the branch filter. */
  onBranchLocked: () => void;
  onSubmit: () => void;
  busy?: boolean;
}

const HOME_STATE_HINT = 'The state where you first sat your class XII exam. Home State seats are open only to students of that state; leave unset to see every seat.';
const SEAT_VIEW_ROUND_HINT = 'Each seat shows every round';

/** Rank, home state, exam type, year, round, seat type, quota, gender and (logged in) branch. */
export function JeeFinderForm(props: JeeFinderFormProps) {
  const { values, onChange, errors, options, homeStates, view, years, isUser, onBranchLocked, onSubmit, busy = false } = props;
  const set = <K extends keyof JeeFinderFormValues>(key: K, value: JeeFinderFormValues[K]) => onChange({ ...values, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  // A value from a shared link that the lists do not have stays selectable, so the form shows what was searched.
  const withUnlisted = (list: FilterOption[], value: string) => (value && !list.some((o) => o.value === value) ? [...list, { value, label: value }] : list);
  const withCurrent = (list: FilterOption[], value: string) => (list.length > 0 ? withUnlisted(list, value) : list);

  return (
    <form aria-label="JEE college finder" noValidate onSubmit={submit}>
      <Grid>
        <FormField density="compact" announce className="wide" label="Your rank" required error={errors.rank} hint="Your JEE Main or JEE Advanced rank; category rank for reserved seat types">
          <Input
            name="rank"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 12345"
            value={values.rank}
            onChange={(event) => set('rank', coerceRankInput(event.target.value))}
          />
        </FormField>
        <FormField density="compact" className="wide" label="Home state" hint={HOME_STATE_HINT}>
          <Select name="home_state" value={values.homeState} onChange={(event) => set('homeState', event.target.value)}>
            <option value="">Not set (every seat)</option>
            <OptionList options={withUnlisted(homeStates, values.homeState)} />
          </Select>
        </FormField>
        <FormField density="compact" announce label="Exam type" required error={errors.exam_type}>
          <Select name="exam_type" value={values.exam_type} onChange={(event) => set('exam_type', event.target.value)}>
            <OptionList options={withCurrent(options.examTypes, values.exam_type)} />
          </Select>
        </FormField>
        <FormField density="compact" announce label="Year" required error={errors.year}>
          <Select name="year" value={values.year} onChange={(event) => set('year', event.target.value)}>
            {years.map((year) => (
              <option key={year} value={String(year)}>
                {year}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField density="compact" label="Round" hint={view === 'seat' ? SEAT_VIEW_ROUND_HINT : undefined}>
          <Select name="round" value={values.round} onChange={(event) => set('round', event.target.value)}>
            <OptionList options={withCurrent(options.rounds, values.round)} />
          </Select>
        </FormField>
        <FormField density="compact" announce label="Seat type" required error={errors.seatType}>
          <Select name="seat_type" value={values.seatType} onChange={(event) => set('seatType', event.target.value)}>
            <OptionList options={withCurrent(options.seatTypes, values.seatType)} />
          </Select>
        </FormField>
        <FormField density="compact" announce label="Quota" required error={errors.quota}>
          <Select name="quota" value={values.quota} onChange={(event) => set('quota', event.target.value)}>
            <OptionList options={withCurrent(options.quotas, values.quota)} />
          </Select>
        </FormField>
        <FormField density="compact" announce label="Gender" required error={errors.gender}>
          <Select name="gender" value={values.gender} onChange={(event) => set('gender', event.target.value)}>
            <OptionList options={withCurrent(options.genders, values.gender)} />
          </Select>
        </FormField>
        <FormField density="compact" className="wide" label="Branch" hint={isUser ? 'Part of the program name, e.g. Computer' : undefined}>
          {isUser ? (
            <Input
              name="branch"
              type="text"
              autoComplete="off"
              maxLength={100}
              placeholder="Any branch"
              value={values.branch}
              onChange={(event) => set('branch', event.target.value)}
            />
          ) : (
            <LockedControl text={FINDER_MESSAGES.branchLockedHint} onClick={onBranchLocked} />
          )}
        </FormField>
        <Actions>
          <Button type="submit" disabled={busy}>
            Find Colleges
          </Button>
        </Actions>
      </Grid>
    </form>
  );
}

/**
 * Holds the form's height (at each of the grid's layouts below) while its options load, so what follows the
 * form is not pushed down when it appears (a layout shift).
 */
export const JeeFinderFormPlaceholder = styled.div`
  min-height: 21.5rem;
  ${media.mobile} {
    min-height: 38.5rem;
  }
  @media (max-width: 480px) {
    min-height: 56.5rem;
  }
`;

// Four columns on desktop (rank and branch take two), two at 768 px, one on phones.
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 1rem 1.1rem;
  align-items: start;
  .wide {
    grid-column: span 2;
  }
  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 0.85rem;
  }
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
    .wide {
      grid-column: auto;
    }
  }
`;

// A row of its own under the fields, the button at its right end.
const Actions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  justify-content: flex-end;
  ${media.mobile} {
    padding-top: 0.25rem;
    button {
      width: 100%;
    }
  }
`;
