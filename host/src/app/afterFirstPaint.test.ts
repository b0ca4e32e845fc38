import { afterFirstPaint } from './afterFirstPaint';

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('resolves in the task after the next frame, not before it', async () => {
  let frame: FrameRequestCallback | undefined;
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frame = callback;
    return 1;
  });
  let resolved = false;
  void afterFirstPaint().then(() => {
    resolved = true;
  });
  await Promise.resolve();
  expect(resolved).toBe(false);
  frame?.(0);
  await Promise.resolve();
  expect(resolved).toBe(false);
  jest.advanceTimersByTime(0);
  await Promise.resolve();
  expect(resolved).toBe(true);
});

it('starts anyway when a visible page gets no frame within the fallback time', async () => {
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
  let resolved = false;
  void afterFirstPaint(1000).then(() => {
    resolved = true;
  });
  jest.advanceTimersByTime(999);
  await Promise.resolve();
  expect(resolved).toBe(false);
  jest.advanceTimersByTime(1);
  await Promise.resolve();
  expect(resolved).toBe(true);
});

it('does not wait for a frame in a hidden tab (it gets none)', async () => {
  const frame = jest.spyOn(window, 'requestAnimationFrame');
  jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  let resolved = false;
  void afterFirstPaint().then(() => {
    resolved = true;
  });
  jest.advanceTimersByTime(0);
  await Promise.resolve();
  expect(resolved).toBe(true);
  expect(frame).not.toHaveBeenCalled();
});
