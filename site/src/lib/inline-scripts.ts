/**
 * The few scripts that must run inline, before or right after the first paint, kept here as text so
 * that the build can put the SHA-256 of each into the pages' Content-Security-Policy (astro.config)
 * and the components can write them unchanged (`<script is:inline set:html={…} />`): a script the
 * policy does not name does not run.
 */
import { createHash } from "node:crypto";
import { CHOICES_KEY } from "./device.ts";
import { FOR_YOU_RANK } from "./for-you.ts";

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

/**
 * Base.astro, on pages with ads: hides the ad slots before the first paint for a premium reader,
 * whom the last page remembered (islands/ads/ad-free.ts keeps the flag in step with the account).
 */
export const AD_FREE = `try{if(localStorage.getItem("tischlein:ad-free")==="1")document.documentElement.classList.add("ad-free")}catch(e){}`;

/**
 * ForYou.astro, right after the home page's "for you" module: orders its candidate cards by the
 * reader's choices on this device (lib/for-you.ts) before the first paint, so the cards never jump;
 * without choices the prerendered order stays. `window.tischleinForYou(choices)` orders them again
 * when the reader changes their choices on the page (stores/personalization.ts).
 */
export const FOR_YOU = `(function(s,R){var u=s.querySelector("ul"),a=[].slice.call(u.children),d=a.map(function(e){var g=function(k){return(e.getAttribute("data-"+k)||"").split(" ")};return{d:e.getAttribute("data-d"),c:g("c"),a:g("a"),k:e.getAttribute("data-k")}}),f=window.tischleinForYou=function(p){var on=!!p&&!!(p.diet&&p.diet!=="omnivore"||p.skill||(p.dislikes||[]).length||(p.cuisines||[]).length),o=on?R(d,p):a.map(function(e,i){return i});u.textContent="";o.forEach(function(i){u.appendChild(a[i])});s.classList.toggle("fy-on",on)};try{f(JSON.parse(localStorage.getItem("${CHOICES_KEY}")))}catch(e){}})(document.currentScript.previousElementSibling,${FOR_YOU_RANK});`;

/**
 * ConsentBanner.astro: shows the banner with the page's first paint on a first visit (no `consent`
 * cookie). Waiting for the page script would paint it later — as the largest text of a list page on a
 * phone, its paint was the page's LCP. A logged-in reader's account may hold a choice for this
 * browser, so with the session hint the page script decides (chrome/consent-check.ts).
 */
export const CONSENT_ASK = `(function(b,c){if(!/(?:^|;\\s*)consent=/.test(c)&&!/(?:^|;\\s*)(?:__Host-)?tischlein_signed_in=1/.test(c))b.hidden=false})(document.currentScript.previousElementSibling,document.cookie);`;

/** The CSP source expressions of the inline scripts: 'sha256-…'. */
export function inlineScriptHashes(): string[] {
  return [APP_BANNER, SESSION_PENDING, SCROLL_RESTORATION, AD_FREE, FOR_YOU, CONSENT_ASK].map((s) => `sha256-${createHash("sha256").update(s).digest("base64")}`);
}
