/** Where React Router keeps each history entry's scroll position, for the tab (sessionStorage). */
export const SCROLL_POSITIONS_KEY = "react-router-scroll-positions";

/**
 * Run at the end of <body>, before hydration. An entry the router has not seen (no `key` in its
 * state: a link followed, an address typed) gets its name, which the router saves positions
 * under, and opens at the top, as the browser put it; reading sessionStorage would block the page
 * on the browser's storage for a position that cannot be there. An entry seen before (a reload,
 * Back to another document) is scrolled to where it was left. Positions it cannot read are
 * forgotten; storage the browser refuses (a sandboxed frame) leaves the page where it is.
 */
export const restoreScrollScript = `(function(k){var s=history.state;
if(!s||!s.key){history.replaceState({key:Math.random().toString(32).slice(2)},"");return;}
try{var y=JSON.parse(sessionStorage.getItem(k)||"{}")[s.key];if(typeof y==="number")scrollTo(0,y);}
catch(e){try{sessionStorage.removeItem(k);}catch(f){}}})(${JSON.stringify(SCROLL_POSITIONS_KEY)});`;
