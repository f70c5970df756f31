/**
 * The request's URL, parsed once per request. A dozen places read it during one answer (the
 * cookies' Secure rule, the pipeline, the loaders), and parsing it each time was a measurable
 * part of a render (docs/benchmarks.md, bench:render's profile). Read it; never change it
 * (copy it with `new URL(url)` to build another).
 */
const parsed = new WeakMap<Request, URL>();

export function requestUrl(request: Request): Readonly<URL> {
  let url = parsed.get(request);
  if (!url) parsed.set(request, (url = new URL(request.url)));
  return url;
}

/**
 * The path of the page `pathname` is for. A client navigation asks for its page's data at the
 * page's path with `.data` added (`/_root.data` for the home page), and loaders see that path.
 */
export function pagePath(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  const page = pathname.slice(0, -".data".length);
  return page === "/_root" ? "/" : page;
}
