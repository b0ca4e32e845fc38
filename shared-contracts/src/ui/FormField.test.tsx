import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPlain } from '../testing';
import { FormField, Input, Select, SelectField, TextField } from './FormField';
import { NumberField } from './NumberField';
import { SegmentedControl, type SegmentOption } from './SegmentedControl';

describe('FormField', () => {
  it('labels its control and describes it with the hint, then the error', () => {
    renderPlain(
      <FormField label="Your rank" hint="Common Rank List" error="Enter your rank" required>
        <Input name="rank" />
      </FormField>,
    );
    const input = screen.getByRole('textbox', { name: 'Your rank' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('Common Rank List Enter your rank');
    // Without announce the error is heard through the description only.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces the error as an alert when asked, and passes its density to the control', () => {
    renderPlain(
      <FormField label="Year" error="Choose a year" announce density="compact">
        <Select>
          <option>2025</option>
        </Select>
      </FormField>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a year');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveAttribute('data-density', 'compact');
  });

  it('TextField and SelectField: "(optional)" in the label, native attributes kept', () => {
    renderPlain(
      <>
        <TextField label="City" optional required={false} autoComplete="address-level2" />
        <SelectField label="State" options={['Goa', 'Kerala']} placeholder="Choose" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'City (optional)' })).toHaveAttribute('autocomplete', 'address-level2');
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveAttribute('data-density', 'regular');
    expect(select).toHaveTextContent('ChooseGoaKerala');
  });
});

describe('NumberField', () => {
  it('shows its warning in a polite live region and marks the input', () => {
    renderPlain(<NumberField label="Your percentile" hint="0 to 100" value="101" onChange={() => {}} warning="At most 100" />);
    const input = screen.getByRole('textbox', { name: 'Your percentile' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('0 to 100 At most 100');
    expect(screen.getByText('At most 100').parentElement).toHaveAttribute('aria-live', 'polite');
  });
});

describe('SegmentedControl', () => {
  const OPTIONS: readonly SegmentOption<'rank' | 'percentile'>[] = [
    { value: 'rank', label: 'Rank' },
    { value: 'percentile', label: 'Percentile' },
  ];

  function Toggle({ error }: { error?: string }) {
    const [value, setValue] = useState<'rank' | 'percentile'>('rank');
    return <SegmentedControl legend="Search by" options={OPTIONS} value={value} onChange={setValue} required error={error} />;
  }

  it('is a radiogroup named by its legend; a click or an arrow key chooses', async () => {
    const user = userEvent.setup();
    renderPlain(<Toggle />);
    const group = screen.getByRole('radiogroup', { name: 'Search by' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Rank' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Percentile' }));
    expect(screen.getByRole('radio', { name: 'Percentile' })).toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Rank' })).toBeChecked();
  });

  it('describes the group with its error', () => {
    renderPlain(<Toggle error="Choose one" />);
    expect(screen.getByRole('radiogroup', { name: 'Search by' })).toHaveAccessibleDescription('Choose one');
  });
});
