/**
 * A value an instance keeps per version of what it was built from (the catalogue, the site
 * settings: docs/decisions/043-catalogue-in-d1.md, 046-site-settings.md). Asked for the version
 * it holds, it answers at once; asked for another, it builds once, and the requests that ask for
 * that version meanwhile share the build. A build started for an older version is not handed to
 * a request that has seen a newer one, and does not replace what a newer build holds.
 */
export interface VersionedMemo<T> {
  /** The value of `version`, built by `build` unless held or being built. */
  get(version: string, build: () => Promise<T>): Promise<T>;
  /** Holds `value` as `version`'s, read by someone else (with the version, in one batch). */
  keep(version: string, value: T): void;
  /** The value held, whatever its version: what serves while the version cannot be read. */
  held(): T | undefined;
  /** Forgets what is held and being built (tests of the cache). */
  forget(): void;
}

export function versionedMemo<T>(initial?: { version: string; value: T }): VersionedMemo<T> {
  let held = initial ?? null;
  let building: { version: string; value: Promise<T> } | null = null;
  return {
    get(version, build) {
      if (held?.version === version) return Promise.resolve(held.value);
      if (building?.version !== version) {
        const entry = { version, value: build() };
        building = entry;
        entry.value.then(
          (value) => {
            if (building !== entry) return; // a newer version's build started meanwhile
            held = { version, value };
            building = null;
          },
          () => {
            if (building === entry) building = null;
          },
        );
      }
      return building.value;
    },
    keep(version, value) {
      held = { version, value };
      if (building?.version === version) building = null;
    },
    held: () => held?.value,
    forget() {
      held = initial ?? null;
      building = null;
    },
  };
}
