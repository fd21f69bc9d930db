/**
 * The few scripts that must run inline, before or right after the first paint, kept here as text so
 * that the build can put the SHA-256 of each into the pages' Content-Security-Policy (astro.config)
 * and the components can write them unchanged (`<script is:inline set:html={…} />`): a script the
 * policy does not name does not run.
 */
import { createHash } from "node:crypto";

/** AppBanner.astro: hides the app banner before the first paint for readers who dismissed it. */
export const APP_BANNER = `try{if(localStorage.getItem("tischlein:app-banner")==="dismissed")document.documentElement.classList.add("no-app-banner")}catch(e){}`;

/**
 * AccountSlot.astro: the session is unknown until the page's script asks; after 4 s without an
 * answer the header shows the logged-out state rather than nothing.
 */
export const SESSION_PENDING = `(function(d){d.dataset.session="pending";setTimeout(function(){if(d.dataset.session==="pending")d.dataset.session="out"},4000)})(document.documentElement);`;

/**
 * ScrollRestoration.astro: the scroll position per path for the session, restored on back/forward
 * and reload (spec §2 "Behaviours").
 */
export const SCROLL_RESTORATION = `(function(){try{var key="tischlein:scroll:"+location.pathname;var nav=performance.getEntriesByType&&performance.getEntriesByType("navigation")[0];if("scrollRestoration" in history)history.scrollRestoration="manual";if(nav&&(nav.type==="back_forward"||nav.type==="reload")&&!location.hash){var y=Number(sessionStorage.getItem(key));if(y>0)scrollTo(0,y)}var save=function(){sessionStorage.setItem(key,String(Math.round(scrollY)))};addEventListener("pagehide",save);document.addEventListener("visibilitychange",function(){if(document.visibilityState==="hidden")save()})}catch(e){}})();`;

/** The CSP source expressions of the inline scripts: 'sha256-…'. */
export function inlineScriptHashes(): string[] {
  return [APP_BANNER, SESSION_PENDING, SCROLL_RESTORATION].map((s) => `sha256-${createHash("sha256").update(s).digest("base64")}`);
}
