import { use, type ComponentType } from "react";

type Loaded<P> = { default: ComponentType<P> };

// Every deferred component's loader: the server runs them all before its first render.
const loaders: Array<() => Promise<unknown>> = [];

/**
 * A component whose code is a chunk of its own, loaded when first rendered in the browser
 * (decision 049). Unlike React.lazy it renders at once when its code is there: the server loads
 * every deferred component before rendering (`loadDeferredComponents`, entry.server.tsx), so
 * its HTML never waits behind a Suspense boundary (React would stream the content later, out of
 * place, which pages without JavaScript and the page cache cannot use). In the browser it
 * suspends until its chunk arrives: render it inside <Suspense>, where hydration keeps the
 * server's HTML meanwhile.
 */
export function deferred<P extends object>(load: () => Promise<Loaded<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<Loaded<P>> | undefined;
  const start = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    }));
  loaders.push(start);
  return function Deferred(props: P) {
    const Component = loaded ?? use(start()).default;
    return <Component {...props} />;
  };
}

/** Server only: loads every deferred component, so rendering never waits for one. */
export function loadDeferredComponents(): Promise<unknown> {
  return Promise.all(loaders.map((load) => load()));
}
