import { memo } from 'react';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REMOTE_LOAD_TIMEOUT_MS, RemoteComponentView, forgetRemoteComponents, loadRemoteComponent, useRemoteComponent } from './remoteComponent';

function Widget() {
  return <p>widget</p>;
}

describe('loadRemoteComponent', () => {
  afterEach(() => jest.useRealTimers());

  it('answers the default export, the module itself when it is a component, and memo components', async () => {
    await expect(loadRemoteComponent({ load: async () => ({ default: Widget }), label: 'x' })).resolves.toBe(Widget);
    await expect(loadRemoteComponent({ load: async () => Widget, label: 'x' })).resolves.toBe(Widget);
    const Memo = memo(Widget);
    await expect(loadRemoteComponent({ load: async () => ({ default: Memo }), label: 'x' })).resolves.toBe(Memo);
  });

  it('rejects a module that exposes no component, naming what was expected', async () => {
    await expect(loadRemoteComponent({ load: async () => ({}), label: 'Remote blog', exposes: 'an App' })).rejects.toThrow('Remote blog did not provide an App');
    await expect(loadRemoteComponent({ load: async () => ({ default: 'text' }), label: 'p/W' })).rejects.toThrow('p/W did not provide a component');
  });

  it('gives up after the deadline, not before', async () => {
    jest.useFakeTimers();
    let outcome: Error | null = null;
    loadRemoteComponent({ load: () => new Promise(() => undefined), label: 'Remote x' }).catch((error: Error) => {
      outcome = error;
    });
    await jest.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS - 1);
    expect(outcome).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual(new Error(`Remote x did not load within ${REMOTE_LOAD_TIMEOUT_MS} ms`));
  });
});

describe('useRemoteComponent', () => {
  beforeEach(() => {
    forgetRemoteComponents();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('loads once for the page: a second area with the same id gets it at once', async () => {
    const load = jest.fn(async () => Widget);
    const first = renderHook(() => useRemoteComponent({ id: 'r/W', label: 'the widget', load }));
    expect(first.result.current.status).toBe('loading');
    await waitFor(() => expect(first.result.current).toMatchObject({ status: 'ready', Component: Widget }));
    const second = renderHook(() => useRemoteComponent({ id: 'r/W', label: 'the widget', load }));
    expect(second.result.current).toMatchObject({ status: 'ready', Component: Widget });
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(false);
  });

  it('keeps a component that arrives after its area is gone', async () => {
    const load = jest.fn(async () => Widget);
    const first = renderHook(() => useRemoteComponent({ id: 'r/Late', label: 'the widget', load }));
    first.unmount();
    await act(async () => undefined);
    const second = renderHook(() => useRemoteComponent({ id: 'r/Late', label: 'the widget', load }));
    expect(second.result.current.status).toBe('ready');
  });

  it('fails with a console note, and Retry loads again telling the loader to fetch the remote anew', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(Widget);
    const { result } = renderHook(() => useRemoteComponent({ id: 'r/Down', label: 'the r widget', load }));
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(console.error).toHaveBeenCalledWith('Could not load the r widget', new Error('down'));
    act(() => result.current.retry());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', Component: Widget }));
    expect(load.mock.calls).toEqual([[false], [true]]);
  });
});

describe('RemoteComponentView', () => {
  beforeEach(() => {
    forgetRemoteComponents();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  function Area({ load }: { load: (retrying: boolean) => Promise<typeof Widget> }) {
    const remote = useRemoteComponent({ id: 'r/Area', label: 'the area', load });
    return (
      <RemoteComponentView
        remote={remote}
        label="An area"
        loading={<p>loading</p>}
        failed={(retry) => (
          <button type="button" onClick={retry}>
            Retry
          </button>
        )}
      >
        {(Loaded) => <Loaded />}
      </RemoteComponentView>
    );
  }

  it('shows the failure panel for a component that throws while rendering; Retry loads it again', async () => {
    let throws = true;
    function Fragile() {
      if (throws) throw new Error('boom');
      return <p>fixed</p>;
    }
    const load = jest.fn(async () => Fragile);
    render(<Area load={load} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(console.error).toHaveBeenCalledWith('An area failed while rendering', new Error('boom'));
    throws = false;
    await userEvent.click(retry);
    expect(await screen.findByText('fixed')).toBeInTheDocument();
    expect(load.mock.calls).toEqual([[false], [true]]);
  });
});
