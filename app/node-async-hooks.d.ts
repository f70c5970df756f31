// The app is type-checked against the Workers runtime, not Node. The Worker uses one
// node:async_hooks class (AsyncLocalStorage, through the nodejs_compat flag, to count a request's
// D1 round trips when measuring: app/db/round-trips.server.ts): its types are here.
declare module "node:async_hooks" {
  export class AsyncLocalStorage<T> {
    getStore(): T | undefined;
    run<R>(store: T, callback: () => R): R;
  }
}
