// Continuing in a task of its own. Starting a fetch costs the page's main thread about a millisecond on a
// desktop CPU and several on a cheap phone, and a page asks for its option lists in one render: their
// starts made one long task (the JEE finder's six lists: 9-15 ms unthrottled, ~85 ms of blocking time at a
// low-tier phone's speed). Each start in a task of its own is short, and the browser may paint or handle
// input between them. A message on a channel is a new task without a timer's clamp. Every browser has
// MessageChannel; where there is none (a test's DOM), it continues at once rather than on a timer.
let channel: MessageChannel | null = null;
const waiting: Array<() => void> = [];

export function nextTask(): Promise<void> {
  if (typeof MessageChannel !== 'function') return Promise.resolve();
  if (channel === null) {
    const opened = new MessageChannel();
    // One message per waiter, each delivered as its own task, in order; closed when none waits (an open
    // port keeps a Node process alive, and a page needs none between its bursts of requests).
    opened.port1.onmessage = () => {
      waiting.shift()?.();
      if (waiting.length === 0) {
        opened.port1.close();
        opened.port2.close();
        if (channel === opened) channel = null;
      }
    };
    channel = opened;
  }
  const port = channel.port2;
  return new Promise((resolve) => {
    waiting.push(resolve);
    port.postMessage(null);
  });
}
