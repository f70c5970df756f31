/**
 * Lengths the contact and bug-report forms accept, shared by the zod schemas and the pages'
 * `maxLength` attributes. Kept apart from the schemas so pages don't ship zod to the browser.
 */
export const MESSAGE_LIMITS = {
  name: 100,
  email: 254,
  subject: 150,
  message: 5000,
  /** a URL or a converter's name */
  page: 500,
} as const;
