import { act } from '@testing-library/react';
import { createFakeShell, renderWithShell } from 'shared-contracts/testing';
import { useUrlState, type UrlState } from './useUrlState';

const DEFAULTS = { rank: '', year: '2025', quota: [] as string[] };

function setup(route: string) {
  const state: { current: UrlState<typeof DEFAULTS> | null } = { current: null };
  function Probe() {
    state.current = useUrlState(DEFAULTS);
    return null;
  }
  const view = renderWithShell(<Probe />, createFakeShell(), { route, path: '/f' });
  return { state: () => state.current as UrlState<typeof DEFAULTS>, ...view };
}

it('reads values with defaults, lists from repeated keys, and what is present', () => {
  const { state } = setup('/f?rank=42&quota=Home%20University%2C%20HU&quota=OS&utm=x');
  expect(state().values).toEqual({ rank: '42', year: '2025', quota: ['Home University, HU', 'OS'] });
  expect(state().has('rank')).toBe(true);
  expect(state().has('year')).toBe(false);
  expect(state().hasAny).toBe(true);
});

it('push merges, keeps foreign keys, leaves untouched defaults out and adds a history entry; Back restores', async () => {
  const { state, location, navigate } = setup('/f?rank=42&utm=x');
  const before = state().key;
  act(() => state().push({ rank: '7', quota: ['AI', 'OS'] }));
  expect(location().search).toBe('?utm=x&rank=7&quota=AI&quota=OS');
  expect(state().key).not.toBe(before);
  act(() => state().push({ year: '2024' }, { replace: true }));
  expect(location().search).toBe('?utm=x&rank=7&year=2024&quota=AI&quota=OS');
  act(() => {
    navigate(-1);
  });
  expect(location().search).toBe('?rank=42&utm=x');
  expect(state().values.rank).toBe('42');
});

it('empty values are dropped from the URL', () => {
  const { state, location } = setup('/f?rank=42');
  act(() => state().push({ rank: '', quota: [] }));
  expect(location().search).toBe('');
  expect(state().hasAny).toBe(false);
});
