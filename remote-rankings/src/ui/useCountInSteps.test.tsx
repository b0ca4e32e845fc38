import { act, renderHook } from '@testing-library/react';
import { useCountInSteps } from './useCountInSteps';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const stepAll = () => act(() => jest.runOnlyPendingTimers());

it('renders the first items at once, then the rest a step per task', () => {
  const list = Array.from({ length: 25 }, (_, i) => i);
  const { result } = renderHook(() => useCountInSteps(list, 8, 10));
  expect(result.current).toBe(8);
  stepAll();
  expect(result.current).toBe(18);
  stepAll();
  expect(result.current).toBe(25);
  stepAll();
  expect(result.current).toBe(25);
});

it('starts again from the first items when the list changes, and never counts past a short list', () => {
  const long = Array.from({ length: 30 }, (_, i) => i);
  const { result, rerender } = renderHook(({ list }) => useCountInSteps(list, 8, 10), { initialProps: { list: long } });
  stepAll();
  expect(result.current).toBe(18);
  const next = long.slice(0, 12);
  rerender({ list: next });
  expect(result.current).toBe(8);
  stepAll();
  expect(result.current).toBe(12);
  rerender({ list: [1, 2] });
  expect(result.current).toBe(2);
});
