/**
 * A value read from the database and read again once it is older than `maxAgeMs`: estimates
 * that only steer a choice (search-plan.ts, price-plan.ts) need not be read on every request.
 * Readers that find it stale at once share one read.
 */
export class Refreshed<T> {
  private kept: { at: number; value: T } | null = null;
  private loading: Promise<T> | null = null;

  constructor(
    private readonly maxAgeMs: number,
    private readonly load: () => Promise<T>,
  ) {}

  /** Read again on the next use, however recent the value kept. */
  forget(): void {
    this.kept = null;
  }

  async current(): Promise<T> {
    if (this.kept && Date.now() - this.kept.at < this.maxAgeMs) return this.kept.value;
    this.loading ??= this.load()
      .then((value) => {
        this.kept = { at: Date.now(), value };
        return value;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }
}

/**
 * Choices made from a Refreshed value, kept by key until the value is read again (at most `max`
 * of them; past that they start over).
 */
export class ChoicesFrom<T, Choice> {
  private from: T | undefined;
  private choices = new Map<string, Choice>();

  constructor(
    private readonly source: Refreshed<T>,
    private readonly max: number,
  ) {}

  async choose(key: string, make: (value: T) => Choice): Promise<Choice> {
    const value = await this.source.current();
    if (value !== this.from) {
      this.from = value;
      this.choices.clear();
    }
    let choice = this.choices.get(key);
    if (choice === undefined) {
      choice = make(value);
      if (this.choices.size >= this.max) this.choices.clear();
      this.choices.set(key, choice);
    }
    return choice;
  }
}
