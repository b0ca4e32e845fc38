import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadRemoteApp, REMOTE_LOAD_TIMEOUT_MS } from './loadRemoteApp';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn() }));
const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  mockedLoadRemote.mockReset();
});

function BlogApp() {
  return null;
}

describe('loadRemoteApp', () => {
  it("answers the remote's App", async () => {
    mockedLoadRemote.mockResolvedValue({ default: BlogApp });
    await expect(loadRemoteApp('blog')).resolves.toBe(BlogApp);
    expect(mockedLoadRemote).toHaveBeenCalledWith('blog/App');
  });

  it('rejects a remote that exposes no App', async () => {
    mockedLoadRemote.mockResolvedValue({});
    await expect(loadRemoteApp('blog')).rejects.toThrow('Remote blog did not provide an App');
  });

  it('rejects a remote that is down', async () => {
    mockedLoadRemote.mockRejectedValue(new Error('Failed to fetch'));
    await expect(loadRemoteApp('rankings')).rejects.toThrow('Failed to fetch');
  });

  it('gives up on a remote that never answers after REMOTE_LOAD_TIMEOUT_MS, not before', async () => {
    mockedLoadRemote.mockReturnValue(new Promise(() => undefined));
    let outcome: Error | null = null;
    loadRemoteApp('rankings').catch((error: Error) => {
      outcome = error;
    });
    await jest.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS - 1);
    expect(outcome).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual(new Error(`Remote rankings did not load within ${REMOTE_LOAD_TIMEOUT_MS} ms`));
  });
});
