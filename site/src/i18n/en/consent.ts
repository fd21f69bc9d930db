/** English strings of the "consent" keys (keys/consent.ts). */
export const consent = {
  "consent.title": "Your privacy",
  "consent.intro":
    "Tischlein needs a few cookies and services to work. With your consent we also measure how the site is used and show relevant ads – third parties then receive data about your visit. You can change your choice at any time under “Privacy settings”.",
  "consent.privacyLink": "Privacy policy",
  "consent.acceptAll": "Accept all",
  "consent.rejectAll": "Reject all",
  "consent.settings": "Settings",
  "consent.save": "Save choice",
  "consent.close": "Close privacy settings",
  "consent.purposes": "Purposes",
  "consent.necessary": "Necessary",
  "consent.necessaryText": "Login, language, shopping list and this choice.",
  "consent.alwaysOn": "Always on",
  "consent.analytics": "Analytics",
  "consent.analyticsText": "A tag manager counts page views; error reports show us where the site breaks.",
  "consent.marketing": "Marketing",
  "consent.marketingText": "Ads, campaign measurement (Meta pixel) and app attribution.",
  "consent.footerLink": "Privacy settings",
};
