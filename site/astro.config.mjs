// @ts-check
import react from "@astrojs/react";
import { defineConfig } from "astro/config";
import compress from "./src/integrations/compress.ts";
import digests from "./src/integrations/digests.ts";
import pictures from "./src/integrations/pictures.ts";
import { inlineScriptHashes } from "./src/lib/inline-scripts.ts";
import { thirdPartyConfig, thirdPartyOrigins } from "./src/lib/third-party.ts";
import phases from "./src/integrations/phases.ts";
import redirects from "./src/integrations/redirects.ts";
import { siteOrigin } from "./src/lib/urls.ts";

/**
 * The Tischlein site: every page is prerendered at build time from the content API (read through the
 * gateway, see src/lib/api.ts) and served as static files by the gateway or a CDN. React is only for
 * the interactive islands; a page reads completely without JavaScript.
 */
// The outside services this build is configured for (tag manager, ads, pixel, attribution, error
// monitoring): the policy names their origins, and no other; none when nothing is configured.
const services = thirdPartyOrigins(thirdPartyConfig(process.env));
const sources = services.map((origin) => ` ${origin}`).join("");

/** The pictures of each rendered page, by file: compress reads them, pictures lists them. */
const pagePictures = new Map();

export default defineConfig({
  // Absolute URLs (canonical, hreflang alternates, sitemap, Open Graph) are built from this origin:
  // SITE_URL, else PUBLIC_URL, else a gateway on PORT (siteOrigin).
  site: siteOrigin(process.env),

  output: "static",

  // SITE_OUT_DIR and SITE_CACHE_DIR let several builds run side by side (benchmarks, parallel
  // development) without overwriting each other; the defaults are Astro's.
  outDir: process.env.SITE_OUT_DIR || "./dist",
  cacheDir: process.env.SITE_CACHE_DIR || "./node_modules/.astro",

  // digests remembers the hashes of the inline styles and scripts that the policy of every page
  // names (see security.csp); compress runs after the others that write files, so that it compresses
  // them too; pictures lists
  // the pages' pictures for the gateway's image warm-up when the build is complete, from what the
  // compressing pool read in each rendered page (pagePictures); phases last, so that its report of
  // where the build's time went includes theirs.
  integrations: [react(), digests(), redirects(), compress(pagePictures), pictures(pagePictures), phases()],

  // Every public path carries its language: /de/… (the default) and /en/…. There is no page at `/`:
  // the gateway redirects it by Accept-Language, so Astro must not emit its own redirect there.
  i18n: {
    locales: ["de", "en"],
    defaultLocale: "de",
    routing: {
      prefixDefaultLocale: true,
      redirectToDefaultLocale: false,
    },
  },

  // Scoped styles mark elements with a class (astro-xxxx) instead of a data-astro-cid-xxxx
  // attribute: the same specificity, a fifth fewer bytes of HTML on a card-heavy page.
  scopedStyleStrategy: "class",

  build: {
    // /de/rezepte/ is written as de/rezepte/index.html, so it is served without ".html" by any
    // static host (the gateway, Netlify, a CDN bucket).
    format: "directory",
    // Render the next pages while earlier ones are written to disk: with one at a time the build
    // waited on the file system for a fifth of its time at 10,000 recipes (scripts/bench-site).
    concurrency: 4,
    // A page's own styles (its route's CSS and the islands' shared CSS, each under 20 KB) go inline
    // into its HTML; only Base.css, the chrome every page shares, stays one small stylesheet that is
    // cached across pages. So the first view waits for one request at most.
    inlineStylesheets: "auto",
  },

  vite: {
    // The limit under which "auto" inlines a stylesheet (and an imported asset); the site has no
    // fonts or images bundled this way.
    build: {
      assetsInlineLimit: 20 * 1024,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // What every page runs (islands/page.ts: the session, hearts, toasts, consent, error
            // listener, the header's menus) and the small stores and helpers it needs, as one file: split by module they
            // were a dozen files of a few hundred bytes each, each its own request, compressed alone.
            // Shared with islands that use them too; other code keeps the automatic splitting.
            groups: [
              {
                name: "page",
                test: /src\/(islands\/(page|chrome\/(errors|consent-check|toast|after-paint)|account\/(account-slot|modal-loader)|likes\/like-buttons|community\/actions)|stores\/(toast|modal|user|consent)|lib\/(account-api|account-guards|datalayer|device|third-party)|i18n\/fill)\.ts$|node_modules\/nanostores\/|vite\/preload-helper/,
              },
              // React and its DOM renderer load together whenever an island hydrates: one file.
              { name: "react", test: /node_modules\/(react|react-dom|scheduler|@astrojs\/react)\// },
            ],
          },
        },
      },
    },
  },

  // "always", because the URLs must be one canonical form and the directory format gives that form:
  // each page is a folder, Astro.url ends in "/", and the gateway's file server answers /de/rezepte
  // with a 301 to /de/rezepte/ (just as Netlify and most CDNs do for folders). "always" makes the dev
  // server hold links to the same rule, so a link without the slash shows up in development instead
  // of costing a redirect in production. ("ignore" would let both forms pass silently.)
  trailingSlash: "always",

  // No page renders Markdown code; Shiki's inline styles would also need a looser style policy.
  markdown: { syntaxHighlight: false },

  // A Content-Security-Policy on every page (a <meta> in the head): scripts only from this origin
  // or with the hash of an inline script Astro writes or lib/inline-scripts.ts holds, so an
  // injected script does not run. Styles keep 'unsafe-inline' for the placeholder of each picture
  // (a style attribute). Pictures may be blob: URLs too: the preview of a photo chosen for a
  // comment, before it is uploaded. frame-ancestors cannot be set in a <meta>: the gateway sends it.
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        `img-src 'self' data: blob:${sources}`,
        `connect-src 'self'${sources}`,
        ...(services.length > 0 ? [/** @type {const} */ (`frame-src${sources}`)] : []),
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      scriptDirective: { hashes: inlineScriptHashes(), resources: ["'self'", ...services] },
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
});
