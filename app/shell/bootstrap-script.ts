import {
  CONSENT_NEEDED_ATTRIBUTE,
  CONSENT_STORAGE_KEY,
  DEFAULT_CONSENT,
  toConsentMode,
} from "./consent";
import { THEME_STORAGE_KEY } from "~/utils/theme";
import {
  ANNOUNCEMENT_DISMISSED_CLASS,
  ANNOUNCEMENT_STORAGE_KEY,
  DISMISS_ANNOUNCEMENT_ATTRIBUTE,
} from "./announcement";
import { ADS_SHOWN_CLASS } from "~/ads/placement";
import { LANGUAGE_COOKIE, LANGUAGE_LINK_ATTRIBUTE } from "~/i18n/language-cookie";
import { PREFIXED_LANGUAGES } from "~/i18n/languages";

/**
 * The one inline script of every page, run in <head> before first paint: marks the page as
 * scripted (`js`), applies the stored theme or else the site's default one from
 * `data-default-theme` (no flash of the wrong theme), hides the announcement the visitor
 * dismissed (its id on `data-announcement`) and remembers a dismissal when its button is
 * pressed (no bundled code for the banner), and sets consent-mode defaults to denied before any
 * tag could load, then applies a stored consent choice (and, with marketing allowed, gives the ad
 * slots their space before paint) or, with none stored, shows the server's copy of the cookie
 * banner (`data-consent-needed`). On an English page it picks the language to offer (the
 * switcher's cookie, else the account's, else the browser's first one before English: decision
 * 080) as `data-offer`, which shows that offer (app.css); on another language's page it reads
 * none of these (reading the cookie blocks the page on the browser's cookie store). It adds the
 * page the visitor is on to a language link when one is followed. It carries the request's CSP nonce.
 */
export const bootstrapScript = `(function(){
var d=document.documentElement;
d.classList.add("js");
try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});
if(t!=="dark"&&t!=="light")t=d.getAttribute("data-default-theme");
if(t==="system")t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";
d.classList.toggle("dark",t==="dark");d.style.colorScheme=t==="dark"?"dark":"";
var n=d.getAttribute("data-announcement");
if(n&&localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_STORAGE_KEY)})===n)d.classList.add(${JSON.stringify(ANNOUNCEMENT_DISMISSED_CLASS)});}catch(e){}
try{if(d.lang==="en"){var L=${JSON.stringify(PREFIXED_LANGUAGES)},o=(document.cookie.match(/(?:^|; )${LANGUAGE_COOKIE}=([^;]+)/)||[])[1]||d.getAttribute("data-account-language");
if(!o){var g=navigator.languages||[];for(var i=0;i<g.length;i++){var p=String(g[i]).split("-")[0].toLowerCase();if(p==="en")break;if(p==="pt")p="pt-br";if(L.indexOf(p)>=0){o=p;break;}}}
if(o&&L.indexOf(o)>=0)d.setAttribute("data-offer",o);}}catch(e){}
document.addEventListener("click",function(e){var l=e.target instanceof Element&&e.target.closest("a[${LANGUAGE_LINK_ATTRIBUTE}]");
if(l&&l.href.indexOf("&to=")<0)l.href+="&to="+encodeURIComponent(location.pathname+location.search+location.hash);});
document.addEventListener("click",function(e){var b=e.target instanceof Element&&e.target.closest("[${DISMISS_ANNOUNCEMENT_ATTRIBUTE}]");if(!b)return;
d.classList.add(${JSON.stringify(ANNOUNCEMENT_DISMISSED_CLASS)});try{localStorage.setItem(${JSON.stringify(ANNOUNCEMENT_STORAGE_KEY)},d.getAttribute("data-announcement")||"");}catch(e){}});
window.dataLayer=window.dataLayer||[];
window.gtag=window.gtag||function(){window.dataLayer.push(arguments);};
window.gtag("consent","default",${JSON.stringify(toConsentMode(DEFAULT_CONSENT))});
try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})||"null");
if(c&&typeof c==="object"){var a=c.analytics===true?"granted":"denied",m=c.marketing===true?"granted":"denied";
window.gtag("consent","update",{analytics_storage:a,ad_storage:m,ad_user_data:m,ad_personalization:m});
d.classList.toggle(${JSON.stringify(ADS_SHOWN_CLASS)},m==="granted");}else d.setAttribute(${JSON.stringify(CONSENT_NEEDED_ATTRIBUTE)},"");}catch(e){}
})();`;
