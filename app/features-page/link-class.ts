/** An underlined brand-coloured link inside the features page's prose and cards. */
export const linkClass =
  "font-medium text-brand-700 underline decoration-brand-700/40 underline-offset-2 hover:decoration-current dark:text-brand-300 dark:decoration-brand-300/40";
