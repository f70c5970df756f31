import { CONSENT_STORAGE_KEY, DEFAULT_CONSENT, toConsentMode } from "./consent";
import { THEME_STORAGE_KEY } from "~/utils/theme";

/**
 * The one inline script of every page, run in <head> before first paint: applies the stored
 * theme (no flash of the wrong theme) and sets consent-mode defaults to denied before any tag
 * could load, then applies a stored consent choice. It carries the request's CSP nonce.
 */
export const bootstrapScript = `(function(){
var d=document.documentElement;
try{if(localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})==="dark"){d.classList.add("dark");d.style.colorScheme="dark";}}catch(e){}
window.dataLayer=window.dataLayer||[];
window.gtag=window.gtag||function(){window.dataLayer.push(arguments);};
window.gtag("consent","default",${JSON.stringify(toConsentMode(DEFAULT_CONSENT))});
try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})||"null");
if(c&&typeof c==="object"){var a=c.analytics===true?"granted":"denied",m=c.marketing===true?"granted":"denied";
window.gtag("consent","update",{analytics_storage:a,ad_storage:m,ad_user_data:m,ad_personalization:m});}}catch(e){}
})();`;
