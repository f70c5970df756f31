/**
 * Runs `task` once the browser has nothing more urgent to do (after hydration and the first
 * paint), or after `timeout` ms at the latest; returns a function that cancels it. Code loaded
 * this way is off the page's critical path yet in place (and kept for offline use by the service
 * worker) before the visitor needs it.
 */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, Math.min(timeout, 1000));
  return () => window.clearTimeout(timer);
}
