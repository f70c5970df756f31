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
