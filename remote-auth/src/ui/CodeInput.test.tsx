import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from 'shared-contracts';
import { CodeInput } from './CodeInput';

function Harness({ onValue }: { onValue?: (code: string) => void }) {
  const [code, setCode] = useState('');
  return (
    <ThemeProvider theme={theme}>
      <CodeInput
        value={code}
        onChange={(next) => {
          setCode(next);
          onValue?.(next);
        }}
      />
      <output data-testid="value">{code}</output>
    </ThemeProvider>
  );
}

const boxes = () => screen.getAllByRole('textbox');
const value = () => screen.getByTestId('value').textContent;

it('has six one-digit boxes', () => {
  render(<Harness />);
  expect(boxes()).toHaveLength(6);
  expect(boxes()[0]).toHaveAccessibleName('Digit 1 of 6');
  expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
});

it('takes digits only and moves to the next box as each is typed', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(boxes()[0]);
  await user.keyboard('1a2-3');
  expect(value()).toBe('123');
  expect(boxes()[3]).toHaveFocus();
  await user.keyboard('456');
  expect(value()).toBe('123456');
  expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5', '6']);
});

it('Backspace in an empty box goes back and clears the one before', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(boxes()[0]);
  await user.keyboard('12');
  expect(boxes()[2]).toHaveFocus();
  await user.keyboard('{Backspace}');
  expect(boxes()[1]).toHaveFocus();
  expect(value()).toBe('1');
});

it('pasting a code fills the boxes', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(boxes()[2]);
  await user.paste('Your code: 654 321');
  expect(value()).toBe('654321');
  expect(boxes()[5]).toHaveFocus();
});

it('pasting a few digits fills from the box pasted into, keeping the gap before it', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(boxes()[3]);
  await user.paste('98');
  expect(boxes().map((b) => (b as HTMLInputElement).value)).toEqual(['', '', '', '9', '8', '']);
  expect(value()).toBe('   98');
});
