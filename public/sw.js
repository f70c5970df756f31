// UnitWise service worker: pages and their data are fetched from the network first and kept
// for offline use; hashed build assets are cached forever. A converter page visited once keeps
// converting offline, because the conversion runs in the browser with the page's unit table.
// v3: caches of v2 may hold signed-in pages' .data answers; activating v3 deletes them.
const VERSION = "v3";
const PAGES = `unitwise-pages-${VERSION}`;
const ASSETS = `unitwise-assets-${VERSION}`;
const MAX_PAGES = 60;
const MAX_ASSETS = 200;
const PRECACHE = ["/", "/manifest.webmanifest", "/favicon.svg", "/icons/icon-192.png"];

// Anything answered for a session (or marked so for any other reason) stays out of the caches.
function mayKeep(response) {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return response.ok && response.type === "basic" && !/no-store|private/.test(cacheControl);
}

// Fetched one by one, not with addAll: installed while signed in, "/" is a personal page.
async function precache() {
  const cache = await caches.open(PAGES);
  await Promise.all(
    PRECACHE.map(async (path) => {
      const response = await fetch(path);
      if (mayKeep(response)) await cache.put(path, response);
    }),
  );
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith("unitwise-") && key !== PAGES && key !== ASSETS)
            .map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

async function trim(cacheName, max) {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}

async function networkFirst(request) {
  const cache = await caches.open(PAGES);
  try {
    const response = await fetch(request);
    if (mayKeep(response)) {
      await cache.put(request, response.clone());
      trim(PAGES, MAX_PAGES);
    }
    return response;
  } catch (error) {
    const cached = await cache.match(request);
    if (cached) return cached;
    if (request.mode === "navigate") {
      // The same page kept under another query (a converter page's URL follows its values):
      // it shows that page, and converts, rather than the home page.
      const samePage = await cache.match(request, { ignoreSearch: true });
      if (samePage) return samePage;
      const home = await cache.match("/");
      if (home) return home;
    }
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (mayKeep(response)) {
    await cache.put(request, response.clone());
    trim(ASSETS, MAX_ASSETS);
  }
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // Never keep account, admin or API answers, nor their `.data` (/admin.data, /account.data):
  // they are personal or must be live.
  const privatePath =
    /^\/(api|admin|account|login|register|logout|change-password|delete-account|download-my-data)(\/|\.data$|$)/;
  if (privatePath.test(url.pathname)) return;
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(cacheFirst(request));
  } else if (request.mode === "navigate" || url.pathname.endsWith(".data")) {
    event.respondWith(networkFirst(request));
  } else if (/\.(svg|png|webmanifest|json)$/.test(url.pathname)) {
    event.respondWith(networkFirst(request));
  }
});
