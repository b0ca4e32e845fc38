// A cap on the password hashes (scrypt) one API worker runs or waits for at once. Each hash holds a libuv
// thread and 128 MiB for a few hundred milliseconds, so a burst of logins beyond what the threads clear
// in a few seconds would otherwise wait in line for minutes, every client timing out while the
// worker keeps hashing for them. Past the cap a call is refused at once, with how long the line
// currently takes to clear, and the client tries again then.

/** Thrown by `PasswordHashQueue.run` when the cap is reached; nothing was started. */
export class HashQueueFull extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Password hash queue full: retry in ${retryAfterSeconds} s.`);
    this.name = 'HashQueueFull';
  }
}

/** Weight of the newest hash in the smoothed wait (the rest: the hashes before it). */
const SMOOTHING = 0.2;

export class PasswordHashQueue {
  private pending = 0;
  /**
   * Smoothed time from a hash's start (queued behind the others) to its end: about how long the line
   * takes to clear, hence the Retry-After of a refused call.
   */
  private waitMs = 0;

  constructor(
    /** The most hashes running or waiting at once (PASSWORD_HASH_QUEUE). */
    readonly maxPending: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Hashes running or waiting now. */
  get size(): number {
    return this.pending;
  }

  /** Runs `hash` (one or more scrypt calls of one request), or throws HashQueueFull when the line is full. */
  async run<T>(hash: () => Promise<T>): Promise<T> {
    if (this.pending >= this.maxPending) throw new HashQueueFull(Math.max(1, Math.ceil(this.waitMs / 1000)));
    this.pending += 1;
    const started = this.now();
    try {
      return await hash();
    } finally {
      this.pending -= 1;
      const took = this.now() - started;
      this.waitMs = this.waitMs === 0 ? took : (1 - SMOOTHING) * this.waitMs + SMOOTHING * took;
    }
  }
}
