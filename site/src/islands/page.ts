/**
 * The one script every page runs (layouts/Base.astro), as a single entry so a page makes one request
 * for it, not one per component:
 * - the error listener (chrome/errors.ts), first, so it sees the errors of everything after it;
 * - the header: menu timing, the hamburger, the search modal's opener (chrome/header.ts);
 * - the toast region (chrome/toast.ts);
 * - the header's account slot: the session, the account menu, log in and log out
 *   (account/account-slot.ts);
 * - every server-rendered like button of the page (likes/like-buttons.ts; nothing to do on pages
 *   without one);
 * - the save and shopping-list buttons of recipe and story pages (community/actions.ts);
 * - the ads: the premium reader's flag, and the ad loader once marketing is allowed (ads/slots.ts);
 * - consent and analytics: the page view, the consent banner when the reader has not decided, the
 *   outside services once allowed (chrome/consent-check.ts, which loads the rest when needed).
 * The modals' code (React, the forms) is not part of it: account/modal-loader.ts loads it when a
 * modal first opens.
 */
import "./chrome/errors.ts";
import "./chrome/header.ts";
import "./chrome/toast.ts";
import "./account/account-slot.ts";
import "./likes/like-buttons.ts";
import "./community/actions.ts";
import "./ads/slots.ts";
import "./chrome/consent-check.ts";
import "./personal/onboarding.ts";
