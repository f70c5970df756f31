/**
 * The one refresh of a held value under way in this isolate, after some request's answer
 * (`waitUntil`): other requests serve what is held meanwhile rather than start another. A claim
 * expires after `staleAfterMs`, since the runtime may cut the request's background work short
 * and then nothing releases it; the value would otherwise never be refreshed again.
 */
export class RefreshSlot {
  #claimedAt: number | null = null;
  readonly #staleAfterMs: number;

  /** 30 s by default: as long as a request's background work may run after its answer. */
  constructor(staleAfterMs = 30_000) {
    this.#staleAfterMs = staleAfterMs;
  }

  /** True when the caller is to refresh (and release after); false when a refresh is under way. */
  claim(now: number = Date.now()): boolean {
    if (this.#claimedAt !== null && now - this.#claimedAt < this.#staleAfterMs) return false;
    this.#claimedAt = now;
    return true;
  }

  release(): void {
    this.#claimedAt = null;
  }
}
