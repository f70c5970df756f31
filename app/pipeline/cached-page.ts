/** A rendered page as both levels cache it. */
export interface CachedPage {
  body: string;
  status: number;
  headers: Array<[string, string]>;
  /** the nonce the page was rendered with, replaced in every copy served */
  nonce: string;
  /** when it may no longer be served (ms since the epoch), the same at both levels */
  expiresAt: number;
}
