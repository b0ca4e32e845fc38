import { act, renderHook, waitFor } from '@testing-library/react';
import { deferred } from '../testing';
import { badRequestDetail, useApiQuery } from './useApiQuery';

describe('useApiQuery', () => {
  it('is idle and loads nothing while the key is null', () => {
    const load = jest.fn();
    const { result } = renderHook(() => useApiQuery(null, load));
    expect(result.current.status).toBe('idle');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads, then keeps the previous answer while the next key loads', async () => {
    const answers: Record<string, ReturnType<typeof deferred<string>>> = { a: deferred(), b: deferred() };
    const { result, rerender } = renderHook(({ key }) => useApiQuery(key, () => answers[key].promise), { initialProps: { key: 'a' } });
    expect(result.current.status).toBe('loading');
    await act(async () => answers.a.resolve('first'));
    expect(result.current).toMatchObject({ status: 'success', data: 'first' });
    rerender({ key: 'b' });
    expect(result.current).toMatchObject({ status: 'loading', data: 'first' });
    await act(async () => answers.b.resolve('second'));
    expect(result.current).toMatchObject({ status: 'success', data: 'second' });
  });

  it('drops the previous answer when asked to', async () => {
    const { result, rerender } = renderHook(({ key }) => useApiQuery(key, async () => key, { keepPrevious: false }), { initialProps: { key: 'a' } });
    await waitFor(() => expect(result.current.data).toBe('a'));
    rerender({ key: 'b' });
    expect(result.current).toMatchObject({ status: 'loading', data: null });
  });

  it('shows an answer rendered without a transition when asked to', async () => {
    const { result } = renderHook(() => useApiQuery('k', async () => 'short answer', { transition: false }));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'short answer' }));
  });

  it('does not render its caller again when a load starts in the state it already shows', async () => {
    const answer = deferred<string>();
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useApiQuery('k', () => answer.promise);
    });
    await act(async () => undefined);
    expect(result.current.status).toBe('loading');
    expect(renders).toBe(1);
    await act(async () => answer.resolve('done'));
    expect(result.current).toMatchObject({ status: 'success', data: 'done' });
  });

  it('does not render its caller again when it starts without a key', async () => {
    let renders = 0;
    const { result, rerender } = renderHook(({ key }: { key: string | null }) => {
      renders += 1;
      return useApiQuery(key, async () => 'answer');
    }, { initialProps: { key: null as string | null } });
    await act(async () => undefined);
    expect(result.current.status).toBe('idle');
    expect(renders).toBe(1);
    // A key given and taken away again: idle once more, without the previous answer.
    rerender({ key: 'k' });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'answer' }));
    rerender({ key: null });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'idle', data: null }));
  });

  it('aborts a superseded load and ignores its late answer and failure', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const signals: AbortSignal[] = [];
    const { result, rerender } = renderHook(
      ({ key }) =>
        useApiQuery(key, (signal) => {
          signals.push(signal);
          return key === 'a' ? first.promise : second.promise;
        }),
      { initialProps: { key: 'a' } },
    );
    rerender({ key: 'b' });
    expect(signals[0].aborted).toBe(true);
    await act(async () => second.resolve('b answer'));
    await act(async () => first.reject(new Error('late failure')));
    expect(result.current).toMatchObject({ status: 'success', data: 'b answer', error: null });
  });

  it('reports a failure with its error and loads the same key again on retry', async () => {
    let calls = 0;
    const failure = { status: 400, detail: 'rank must be a whole number' };
    const { result } = renderHook(() =>
      useApiQuery('k', async () => {
        calls += 1;
        if (calls === 1) throw failure;
        return 'ok';
      }),
    );
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(badRequestDetail(result.current.error)).toBe('rank must be a whole number');
    act(() => result.current.retry());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'ok' }));
    expect(calls).toBe(2);
  });

  it('aborts the running load on unmount', () => {
    let signal: AbortSignal | undefined;
    const { unmount } = renderHook(() =>
      useApiQuery('k', (s) => {
        signal = s;
        return new Promise<never>(() => undefined);
      }),
    );
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});

describe('badRequestDetail', () => {
  it('gives a 400 detail only', () => {
    expect(badRequestDetail({ status: 500, detail: 'x' })).toBeUndefined();
    expect(badRequestDetail(null)).toBeUndefined();
    expect(badRequestDetail({ status: 400, detail: '' })).toBeUndefined();
  });
});
