/**
 * The "recipe premium" modal (spec §2): the premium offer, shown by the modal host when a reader
 * who does not have Plus reaches the locked part of a premium recipe or asks for it. It names what
 * Plus gives, the price, the checkout (external, THIRD-PARTY configuration `checkoutUrl`; without
 * one the button goes to the plus page) and the plus page; "Not now" and Escape close it, so nobody
 * is trapped: the picture, title and introduction stay readable behind it.
 *
 * Hook for tests: `data-modal="recipe premium"` on its body.
 */
import type { Language } from "@tischlein/content-schemas";
import { premiumText } from "../../i18n/premium-client.ts";
import { readConfig } from "../../lib/third-party.ts";
import { pagePath } from "../../lib/urls.ts";
import { closeModal } from "../../stores/modal.ts";
import "./premium.css";

interface Props {
  lang: Language;
  /** Id of the element that names the dialog (the modal's heading). */
  titleId: string;
}

export default function PremiumModal({ lang, titleId }: Props) {
  const text = premiumText(lang);
  const plusPage = pagePath(lang, "plus");
  const checkout = readConfig().checkoutUrl;
  return (
    <div className="premium-offer" data-modal="recipe premium">
      <p className="plus-badge">{text("premium.name")}</p>
      <h2 className="acc-title" id={titleId}>
        {text("premium.modal.title")}
      </h2>
      <p className="acc-lead">{text("premium.modal.text")}</p>
      <ul className="premium-benefits">
        <li>{text("premium.benefit.recipes")}</li>
        <li>{text("premium.benefit.adFree")}</li>
        <li>{text("premium.benefit.cancel")}</li>
      </ul>
      <p className="premium-price">{text("premium.price")}</p>
      <a className="acc-submit" href={checkout ?? plusPage} rel={checkout ? "noopener" : undefined} data-testid="checkout">
        {text("premium.checkout")}
      </a>
      <div className="premium-offer-links">
        {/* Without a checkout the main button goes to the plus page already. */}
        {checkout && <a href={plusPage}>{text("premium.more")}</a>}
        <button type="button" className="premium-not-now" onClick={closeModal}>
          {text("premium.notNow")}
        </button>
      </div>
    </div>
  );
}
