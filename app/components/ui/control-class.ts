/**
 * The look of the site's text fields and selects (field.tsx), for forms that draw a plain
 * <input> and want no more of the form primitives' code in their page.
 */
export const controlClass = [
  "block w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm",
  "placeholder:text-slate-500 focus-visible:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-500",
  "disabled:cursor-not-allowed disabled:opacity-60",
  "aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus-visible:outline-red-600",
  "dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400",
  "dark:aria-[invalid=true]:border-red-400 dark:aria-[invalid=true]:focus-visible:outline-red-400",
].join(" ");
