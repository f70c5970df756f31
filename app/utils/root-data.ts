import { createContext, useContext } from "react";

/**
 * The root loader's data for the page's components (root.tsx provides it). React Router's
 * `useRouteLoaderData("root")` reads it from the router's state, so each of its callers renders
 * again at every change of that state (a navigation starting, the routes the router discovers
 * after hydration), while the root's data itself rarely changes: this context changes only with
 * the data.
 */
const RootDataContext = createContext<unknown>(undefined);

export const RootDataProvider = RootDataContext.Provider;

/** The root loader's data in the shape the caller reads (undefined outside the root's layout). */
export function useRootData<T>(): T | undefined {
  return useContext(RootDataContext) as T | undefined;
}
