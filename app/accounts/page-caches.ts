/** Page caches the service worker keeps for offline use (public/sw.js). */
const PAGE_CACHE_PREFIX = "unitwise-pages-";

/**
 * Deletes the offline copies of pages (docs/product.md#account-menu-and-change-password): they
 * showed the account, so signing out and deleting the account clear them.
 */
export async function clearPageCaches() {
  if (!("caches" in window)) return;
  const keys = await caches.keys();
  await Promise.all(
    keys.filter((key) => key.startsWith(PAGE_CACHE_PREFIX)).map((key) => caches.delete(key)),
  );
}
