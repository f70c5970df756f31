/**
 * The name of the hidden field that people never fill and form-filling bots do: rendered by
 * `Honeypot` (components/ui/field.tsx), checked by `submitForm` (utils/form.server.ts).
 */
export const HONEYPOT_NAME = "website";
