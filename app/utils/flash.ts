/**
 * One-shot messages carried across a redirect (sign-in, sign-up, sign-out, password change):
 * the server names one of these keys in a short-lived cookie, the next page shows it as a toast
 * (docs/product.md#toasts-and-notices), or as a status line when JavaScript is off. Only keys
 * travel, never text.
 */
export const FLASH_MESSAGES = {
  "logged-in": { title: "Success", description: "Logged in successfully" },
  registered: { title: "Success", description: "Account created successfully! Please log in." },
  "logged-out": { title: "Success", description: "Logged out successfully" },
  "password-changed": { title: "Success", description: "Password changed successfully" },
  "account-deleted": { title: "Success", description: "Your account has been deleted" },
  "message-handled": { title: "Success", description: "Message marked as handled" },
  "message-unhandled": { title: "Success", description: "Message marked as unhandled" },
  "message-deleted": { title: "Success", description: "Message deleted" },
  "admin-granted": { title: "Success", description: "Admin role granted" },
  "admin-revoked": { title: "Success", description: "Admin role revoked" },
  "sessions-ended": { title: "Success", description: "All of the user's sessions were ended" },
  "user-deleted": { title: "Success", description: "Account deleted" },
  "article-created": { title: "Success", description: "Blog content saved successfully!" },
  "article-saved": { title: "Success", description: "Blog content saved successfully!" },
  "article-published": { title: "Success", description: "Blog content published" },
  "article-unpublished": { title: "Success", description: "Blog content moved to drafts" },
  "article-deleted": { title: "Success", description: "Blog content deleted successfully!" },
  "converter-created": { title: "Success", description: "Converter created successfully" },
  "converter-updated": { title: "Success", description: "Converter updated successfully" },
  "converter-deleted": { title: "Success", description: "Converter deleted successfully" },
  "converter-hidden": {
    title: "Success",
    description: "Converter hidden: visitors get 'Converter Not Found' until it is restored",
  },
  "converter-restored": { title: "Success", description: "Converter restored" },
  "category-updated": { title: "Success", description: "Category updated successfully" },
  "settings-saved": { title: "Settings Saved", description: "The site shows the new settings now" },
  "guide-saved": { title: "Content Updated", description: "The guide was saved and checked" },
  "guide-regenerating": {
    title: "Content Regenerated",
    description: "A new version is being written; the current one stays until it is ready",
  },
  "guide-drafted": { title: "Sent to Draft", description: "Visitors no longer see this guide" },
  "guide-published": { title: "Content Published", description: "Visitors now see this guide" },
  "guide-deleted": { title: "Content Deleted", description: "The guide was deleted" },
  "ad-slot-created": { title: "Success", description: "Ad slot added" },
  "ad-slot-updated": { title: "Success", description: "Ad slot updated" },
  "ad-slot-enabled": { title: "Success", description: "Ad slot turned on" },
  "ad-slot-disabled": { title: "Success", description: "Ad slot turned off" },
  "ad-slot-deleted": { title: "Success", description: "Ad slot deleted" },
  "ads-settings-saved": { title: "Settings Saved", description: "The ad settings apply now" },
} as const satisfies Record<string, { title: string; description: string }>;

export type FlashKey = keyof typeof FLASH_MESSAGES;

export function isFlashKey(value: string | null): value is FlashKey {
  return value !== null && Object.hasOwn(FLASH_MESSAGES, value);
}

/**
 * What the root loader hands the page: the message, with its text looked up on the server (the
 * table above stays out of the browser bundle), and an id that is new for each showing.
 */
export interface Flash {
  id: string;
  key: FlashKey;
  title: string;
  description: string;
}
