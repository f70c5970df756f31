import { Suspense, use, type ComponentType } from "react";

type Loading<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T };

/**
 * A component whose code is its own chunk, loaded when the component first renders (decision
 * 049). The server renders it in full, so the page shows it with and without JavaScript; in the
 * browser its Suspense boundary keeps the server's HTML until the chunk arrives and then
 * hydrates on its own, after the rest of the page. For sections below the first screen that the
 * first interaction does not need.
 *
 * If the chunk cannot load (offline, or replaced by a new deploy) the section stays as the
 * server rendered it.
 */
export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loading: Loading<ComponentType<P>> | undefined;
  function start(): Promise<ComponentType<P>> {
    if (loading) return loading;
    // A chunk that fails to load leaves the boundary suspended: the server's HTML stays.
    const promise: Loading<ComponentType<P>> = load().catch(() => new Promise<never>(() => {}));
    promise.status = "pending";
    // React reads `status`: once fulfilled, `use` returns the value without suspending.
    void promise.then((value) => {
      promise.status = "fulfilled";
      promise.value = value;
    });
    loading = promise;
    return promise;
  }
  // Every module is at hand on the server: start now so that no page render waits for it.
  if (import.meta.env.SSR) void start();

  function Loaded(props: P) {
    const Component = use(start());
    return <Component {...props} />;
  }
  function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
