/**
 * The ad loader (docs/business.md "Ads"), loaded by islands/ads/slots.ts only with marketing consent, an ad
 * server configured and a reader who is not premium. It loads the ad server's script (a Google
 * Publisher Tag-compatible API), defines the page's slots that are displayed at the current width
 * with the exact size of their box (components/ads/AdSlot.astro), and asks for all of them in one
 * request. Every page load is a page change and asks anew; a page restored from the back/forward
 * cache refreshes its slots. A filled slot is marked `data-filled` (its ad covers our promotion, or
 * a fixed slot appears); an empty one keeps the promotion.
 */
import type { ThirdPartyConfig } from "../../lib/third-party.ts";

/** The few calls of the Google Publisher Tag API used here. */
interface Slot {
  addService(service: PubAds): Slot;
  getSlotElementId(): string;
}
interface PubAds {
  enableSingleRequest(): void;
  refresh(slots?: Slot[]): void;
  addEventListener(type: "slotRenderEnded", listener: (event: { slot: Slot; isEmpty: boolean }) => void): void;
}
interface GoogleTag {
  cmd: Array<() => void> | { push(f: () => void): void };
  defineSlot(path: string, sizes: number[][], divId: string): Slot | null;
  pubads(): PubAds;
  enableServices(): void;
  display(divId: string): void;
}

declare global {
  interface Window {
    googletag?: GoogleTag;
  }
}

/** The fixed slots, and the class `<html>` carries while each shows (room for it, toasts above it). */
const FIXED: Record<string, string> = { mobile_stickyad: "ad-sticky-shown", floor_ad: "ad-floor-shown" };

export function startAds(config: NonNullable<ThirdPartyConfig["ads"]>): void {
  const slots = [...document.querySelectorAll<HTMLElement>("[data-ad-slot]")].filter((el) => {
    const box = el.querySelector<HTMLElement>(".ad-box");
    return box && box.offsetWidth > 0;
  });
  if (slots.length === 0) return;
  // Until the script is there, `googletag` is just the queue; the script adds the API to it.
  window.googletag ??= { cmd: [] } as unknown as GoogleTag;
  const script = document.createElement("script");
  script.src = config.src;
  script.async = true;
  document.head.append(script);

  window.googletag.cmd.push(() => {
    const googletag = window.googletag!;
    const pubads = googletag.pubads();
    const defined = slots.flatMap((el) => {
      const box = el.querySelector<HTMLElement>(".ad-box")!;
      const target = box.querySelector<HTMLElement>(".ad-target")!;
      const slot = googletag.defineSlot(`/${config.network}/${el.dataset.adSlot}`, [[box.offsetWidth, box.offsetHeight]], target.id);
      return slot ? [slot.addService(pubads)] : [];
    });
    pubads.enableSingleRequest();
    pubads.addEventListener("slotRenderEnded", ({ slot, isEmpty }) => {
      const el = document.getElementById(slot.getSlotElementId())?.closest<HTMLElement>("[data-ad-slot]");
      if (!el) return;
      el.toggleAttribute("data-filled", !isEmpty);
      const fixed = FIXED[el.dataset.adSlot!];
      if (fixed) document.documentElement.classList.toggle(fixed, !isEmpty && !el.hasAttribute("data-closed"));
    });
    googletag.enableServices();
    for (const slot of defined) googletag.display(slot.getSlotElementId());
    addEventListener("pageshow", (event) => {
      if (event.persisted) pubads.refresh(defined);
    });
  });

  for (const button of document.querySelectorAll<HTMLElement>("[data-ad-close]")) {
    button.addEventListener("click", () => {
      const el = button.closest<HTMLElement>("[data-ad-slot]")!;
      el.setAttribute("data-closed", "");
      document.documentElement.classList.remove(FIXED[el.dataset.adSlot!]!);
    });
  }
}
