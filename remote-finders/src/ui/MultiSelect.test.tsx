import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme, type FilterOption } from 'shared-contracts';
import { MultiSelect, type MultiSelectProps } from './MultiSelect';

const DISTRICTS: FilterOption[] = ['Ahilyanagar', 'Akola', 'Amravati', 'Chhatrapati Sambhajinagar', 'Kolhapur', 'Mumbai City', 'Nagpur', 'Pune', 'Thane'].map(
  (name) => ({ value: name, label: name }),
);

function Harness(props: Partial<MultiSelectProps> & { initial?: string[]; onValues?: (values: string[]) => void }) {
  const { initial = [], onValues, ...rest } = props;
  const [selected, setSelected] = useState<string[]>(initial);
  return (
    <ThemeProvider theme={theme}>
      <MultiSelect
        label="District"
        options={DISTRICTS}
        placeholder="Select districts"
        {...rest}
        selected={selected}
        onChange={(values) => {
          setSelected(values);
          onValues?.(values);
        }}
      />
      <button type="button">Outside</button>
    </ThemeProvider>
  );
}

const trigger = () => screen.getByRole('button', { name: /^District/ });

describe('MultiSelect', () => {
  it('shows the placeholder, one choice, a list cut to 35 characters, or "N items selected"', async () => {
    const { unmount } = render(<Harness />);
    expect(trigger()).toHaveTextContent('Select districts');
    unmount();

    render(<Harness initial={['Pune']} />);
    expect(trigger()).toHaveTextContent(/^Pune$/);
  });

  it('truncates a single long choice to 32 characters plus an ellipsis', () => {
    const long = { value: 'x', label: 'Home University Seats Allotted to Home University Candidates' };
    render(<Harness options={[long]} initial={['x']} />);
    expect(trigger()).toHaveTextContent('Home University Seats Allotted t...');
    expect('Home University Seats Allotted t...').toHaveLength(35);
  });

  it('reads "N items selected" once the joined choice is longer than 35 characters', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Pune', 'Nagpur']} />);
    expect(trigger()).toHaveTextContent('Pune, Nagpur');
    await user.click(trigger());
    await user.click(screen.getByRole('option', { name: 'Chhatrapati Sambhajinagar' }));
    expect(trigger()).toHaveTextContent('3 items selected');
  });

  it('opens from the keyboard, moves with the arrows, toggles with Enter, closes with Escape', async () => {
    const user = userEvent.setup();
    const onValues = jest.fn();
    render(<Harness onValues={onValues} />);
    trigger().focus();
    await user.keyboard('{ArrowDown}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    const search = screen.getByRole('combobox', { name: 'Search District' });
    expect(search).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onValues).toHaveBeenLastCalledWith(['Amravati']);
    expect(screen.getByRole('option', { name: 'Amravati' })).toHaveAttribute('aria-selected', 'true');
    expect(search).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Amravati' }).id);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveTextContent('Amravati');
  });

  it('filters a long list with the search box inside and toggles the first match with Enter', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    await user.type(screen.getByRole('combobox', { name: 'Search District' }), 'mum');
    const list = screen.getByRole('listbox', { name: 'District' });
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['Mumbai City']);
    await user.keyboard('{Enter}');
    expect(trigger()).toHaveTextContent('Mumbai City');
    await user.clear(screen.getByRole('combobox', { name: 'Search District' }));
    await user.type(screen.getByRole('combobox', { name: 'Search District' }), 'zzz');
    expect(screen.getByText(/No options match/)).toBeInTheDocument();
  });

  it('a short list has no search box: Space and Home/End work on the list itself', async () => {
    const user = userEvent.setup();
    const few = DISTRICTS.slice(0, 3);
    render(<Harness options={few} />);
    await user.click(trigger());
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    const list = screen.getByRole('listbox', { name: 'District' });
    expect(list).toHaveFocus();
    await user.keyboard('{End} ');
    expect(screen.getByRole('option', { name: 'Amravati' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home} ');
    expect(trigger()).toHaveTextContent('Amravati, Ahilyanagar');
  });

  it('Select all and Clear, Done closes, a click outside closes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'Select all' }));
    expect(trigger()).toHaveTextContent(`${DISTRICTS.length} items selected`);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(trigger()).toHaveTextContent('Select districts');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(trigger());
    await user.click(screen.getByRole('button', { name: 'Outside' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows a summary from `summary` (codes) while the options show the long text', async () => {
    const user = userEvent.setup();
    const seatTypes = [
      { value: 'GOPENS', label: 'GOPENS - General, Open category, State Level seats' },
      { value: 'LOBCH', label: 'LOBCH - Ladies, Other Backward Classes (OBC), Home University seats' },
    ];
    render(<Harness label="Seat Type" options={seatTypes} summary={(option) => option.value} initial={['GOPENS', 'LOBCH']} />);
    const button = screen.getByRole('button', { name: /^Seat Type/ });
    expect(button).toHaveTextContent('GOPENS, LOBCH');
    await user.click(button);
    expect(screen.getByRole('option', { name: /Ladies, Other Backward Classes/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('the locked variant never opens and asks for login instead', async () => {
    const user = userEvent.setup();
    const onRequest = jest.fn();
    render(<Harness label="Branch" placeholder="Login to filter by branch" locked={{ title: 'Login to use the branch filter', onRequest }} />);
    const button = screen.getByRole('button', { name: /^Branch/ });
    expect(button).toHaveAttribute('data-locked', 'true');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveTextContent('Login to filter by branch');
    await user.click(button);
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(onRequest).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows its error and marks the control invalid', () => {
    render(<Harness error="Please select at least one district" />);
    expect(trigger()).toHaveAttribute('aria-invalid', 'true');
    expect(trigger()).toHaveAccessibleDescription('Please select at least one district');
  });
});
