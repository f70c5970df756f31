/**
 * The browser's store of what a visitor keeps (store.ts), loaded on demand
 * (docs/decisions/052-what-visitors-keep.md): one call site, so one module-preload list.
 */
export const loadStore = () => import("./store");
