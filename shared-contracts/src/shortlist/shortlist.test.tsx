import { act, render, renderHook, waitFor } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import type { ReactNode } from 'react';
import type { ShortlistItem } from '../entities';
import { createFakeShell } from '../testing';
import { SHORTLIST_LIMIT, cleanShortlist, shortlistKey } from '../shortlistItems';
import { SHORTLIST_STORAGE_KEY, shortlistAtom, useShortlist } from './shortlist';
import { MERGE_RETRY_DELAYS_MS, ShortlistSync } from './ShortlistSync';

const seat = (n: number): ShortlistItem => ({ exam: 'josaa', institute: `Institute ${n}`, program: 'Computer Science', quota: 'AI', seat_type: 'OPEN', gender: 'Gender-Neutral' });
const mhtcetSeat: ShortlistItem = { exam: 'mhtcet', clg_code: '6006', branch_code: '600624510', seat_type: 'GOPENS', institute: 'COEP', branch: 'Computer Engineering' };

function withStore(store = createStore()) {
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { store, wrapper };
}

beforeEach(() => localStorage.clear());

describe('useShortlist', () => {
  it('stars and unstars a seat, and knows the same seat by its identity', () => {
    const { wrapper } = withStore();
    const { result } = renderHook(() => useShortlist(), { wrapper });
    act(() => void result.current.toggle(seat(1)));
    act(() => void result.current.toggle(mhtcetSeat));
    expect(result.current.count).toBe(2);
    expect(result.current.has({ ...seat(1) })).toBe(true);
    act(() => void result.current.toggle({ ...seat(1) }));
    expect(result.current.items).toEqual([mhtcetSeat]);
  });

  it('refuses a seat past the limit', () => {
    const { store, wrapper } = withStore();
    store.set(shortlistAtom, Array.from({ length: SHORTLIST_LIMIT }, (_, i) => seat(i)));
    const { result } = renderHook(() => useShortlist(), { wrapper });
    let added = true;
    act(() => {
      added = result.current.toggle(seat(999));
    });
    expect(added).toBe(false);
    expect(result.current.count).toBe(SHORTLIST_LIMIT);
  });

  it('moves an item up and down within the list', () => {
    const { store, wrapper } = withStore();
    store.set(shortlistAtom, [seat(1), seat(2), seat(3)]);
    const { result } = renderHook(() => useShortlist(), { wrapper });
    act(() => result.current.move(2, -1));
    expect(result.current.items.map((i) => shortlistKey(i))).toEqual([seat(1), seat(3), seat(2)].map(shortlistKey));
    act(() => result.current.move(0, -1));
    expect(result.current.items[0]).toEqual(seat(1));
  });
});

describe('cleanShortlist', () => {
  it('keeps well-formed unique items only', () => {
    expect(cleanShortlist([seat(1), seat(1), { exam: 'josaa' }, 'x', mhtcetSeat, { ...seat(2), institute: 'x'.repeat(201) }])).toEqual([seat(1), mhtcetSeat]);
    expect(cleanShortlist('not a list')).toEqual([]);
  });
});

describe('ShortlistSync', () => {
  it('keeps a guest list in this browser', async () => {
    localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify([seat(1)]));
    const { store, wrapper } = withStore();
    render(<ShortlistSync shell={createFakeShell()} />, { wrapper });
    await waitFor(() => expect(store.get(shortlistAtom)).toEqual([seat(1)]));
    act(() => store.set(shortlistAtom, [seat(1), seat(2)]));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(SHORTLIST_STORAGE_KEY) ?? '[]')).toHaveLength(2));
  });

  it("leaves a guest's list as it is when the browser holds the same one", async () => {
    const { store, wrapper } = withStore();
    const before = store.get(shortlistAtom);
    const notified = jest.fn();
    store.sub(shortlistAtom, notified);
    render(<ShortlistSync shell={createFakeShell()} />, { wrapper });
    await act(async () => undefined);
    expect(store.get(shortlistAtom)).toBe(before);
    expect(notified).not.toHaveBeenCalled();
  });

  it('merges the browser list into the account at sign-in, clears the browser copy and saves changes to the account', async () => {
    localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify([seat(2)]));
    const shell = createFakeShell({ authenticated: true });
    shell.api.post.mockResolvedValue({ items: [seat(1), seat(2)], limit: SHORTLIST_LIMIT });
    shell.api.put.mockResolvedValue({ items: [], limit: SHORTLIST_LIMIT });
    const { store, wrapper } = withStore();
    render(<ShortlistSync shell={shell} />, { wrapper });
    await waitFor(() => expect(store.get(shortlistAtom)).toEqual([seat(1), seat(2)]));
    expect(shell.api.post).toHaveBeenCalledWith('/shortlist/merge/', { items: [seat(2)] }, expect.objectContaining({ silent: true }));
    expect(JSON.parse(localStorage.getItem(SHORTLIST_STORAGE_KEY) ?? 'null')).toEqual([]);
    expect(shell.api.put).not.toHaveBeenCalled();
    act(() => store.set(shortlistAtom, [seat(2)]));
    await waitFor(() => expect(shell.api.put).toHaveBeenCalledWith('/shortlist/', { items: [seat(2)] }, expect.anything()));
  });

  it('saves nothing over the account when its list could not be read', async () => {
    const shell = createFakeShell({ authenticated: true });
    shell.api.post.mockRejectedValue(new Error('offline'));
    const { store, wrapper } = withStore();
    render(<ShortlistSync shell={shell} />, { wrapper });
    await waitFor(() => expect(shell.api.post).toHaveBeenCalled());
    act(() => store.set(shortlistAtom, [seat(3)]));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(shell.api.put).not.toHaveBeenCalled();
  });

  it('tries a failed sign-in merge again, with the stars added meanwhile, and then saves to the account', async () => {
    jest.useFakeTimers();
    try {
      localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify([seat(2)]));
      const shell = createFakeShell({ authenticated: true });
      shell.api.post.mockRejectedValueOnce(new Error('busy')).mockResolvedValueOnce({ items: [seat(1), seat(2), seat(3)], limit: SHORTLIST_LIMIT });
      shell.api.put.mockResolvedValue({ items: [], limit: SHORTLIST_LIMIT });
      const { store, wrapper } = withStore();
      render(<ShortlistSync shell={shell} />, { wrapper });
      await act(async () => {});
      expect(store.get(shortlistAtom)).toEqual([seat(2)]);
      act(() => store.set(shortlistAtom, [seat(2), seat(3)]));
      await act(async () => jest.advanceTimersByTime(MERGE_RETRY_DELAYS_MS[0]));
      expect(shell.api.post).toHaveBeenCalledTimes(2);
      expect(shell.api.post).toHaveBeenLastCalledWith('/shortlist/merge/', { items: [seat(2), seat(3)] }, expect.anything());
      expect(store.get(shortlistAtom)).toEqual([seat(1), seat(2), seat(3)]);
      expect(shell.api.put).not.toHaveBeenCalled();
      act(() => store.set(shortlistAtom, [seat(1)]));
      await act(async () => jest.advanceTimersByTime(1000));
      expect(shell.api.put).toHaveBeenCalledWith('/shortlist/', { items: [seat(1)] }, expect.anything());
    } finally {
      jest.useRealTimers();
    }
  });

  it('stops trying after the last retry and still saves nothing over the account', async () => {
    jest.useFakeTimers();
    try {
      const shell = createFakeShell({ authenticated: true });
      shell.api.post.mockRejectedValue(new Error('offline'));
      const { store, wrapper } = withStore();
      render(<ShortlistSync shell={shell} />, { wrapper });
      for (const delay of [...MERGE_RETRY_DELAYS_MS, 60_000]) await act(async () => jest.advanceTimersByTime(delay));
      expect(shell.api.post).toHaveBeenCalledTimes(MERGE_RETRY_DELAYS_MS.length + 1);
      act(() => store.set(shortlistAtom, [seat(3)]));
      await act(async () => jest.advanceTimersByTime(1000));
      expect(shell.api.put).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});
