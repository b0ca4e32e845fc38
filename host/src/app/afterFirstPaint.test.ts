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

it('still resolves when no frame comes (a hidden tab)', async () => {
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 1);
  let resolved = false;
  void afterFirstPaint(200).then(() => {
    resolved = true;
  });
  jest.advanceTimersByTime(199);
  await Promise.resolve();
  expect(resolved).toBe(false);
  jest.advanceTimersByTime(1);
  await Promise.resolve();
  expect(resolved).toBe(true);
});
