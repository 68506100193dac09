/**
 * At most `max` tasks at a time, the others wait in order. Decoding and encoding an image takes
 * hundreds of megabytes and every core for a moment: a burst of uploads waits its turn instead of
 * exhausting the server.
 */
export class Semaphore {
  #active = 0;
  readonly #waiting: Array<() => void> = [];
  /** Called with the number running, each time a task starts (tests observe the bound). */
  onStart: ((active: number) => void) | null = null;

  constructor(readonly max: number) {}

  get active(): number {
    return this.#active;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.#active >= this.max) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    else this.#active++;
    this.onStart?.(this.#active);
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter (the count stays), or is freed.
      const next = this.#waiting.shift();
      if (next) next();
      else this.#active--;
    }
  }
}

/** Every sharp decode of the images area (uploads and thumbnails) goes through this one. */
export const imageWork = new Semaphore(2);
