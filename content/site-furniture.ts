/** The id of the footer's "Cookie settings" button: where the index places the cookie banner. */
export const COOKIE_SETTINGS_ANCHOR = "cookie-settings";

/** The cookie banner's buttons, and the footer's button that shows the banner again. */
const COOKIE_BUTTONS = { accept: "Accept All Cookies", decline: "Decline", settings: "Cookie settings" } as const;

/**
 * The words of the furniture every page carries, defined once: the footer's
 * newsletter form, the floating WhatsApp button and the cookie banner show
 * them, and the content index registers them, so that site search and the
 * assistant know them as a visitor meets them.
 */
export const siteFurniture = {
  newsletter: {
    heading: "Newsletter",
    intro: "Occasional insights on development costs, procurement and delivery.",
    /** What the assistant and site search say of it: where the form is and what a subscriber receives. */
    explained: [
      "You can subscribe to our newsletter with your email address in the newsletter form at the bottom of every page, in the footer.",
      "Subscribers receive updates about our latest insights and services, such as the articles of our Industry Insights blog.",
      "Every issue has a link to unsubscribe, which withdraws your consent, and your details are kept only until you do.",
    ],
  },
  /** The chat's buttons that open its hand-off form (name, e-mail, consent), sent with the conversation. */
  chatHandoff: {
    /** Under the message box, once the visitor has written. */
    button: "Ask the team to contact me",
    /** Under a reply that offers the team. */
    offer: "Yes, ask the team to contact me",
  },
  whatsapp: {
    label: "Chat with us on WhatsApp",
    explained: [
      "You can message us on WhatsApp: the round green WhatsApp button at the bottom right of every page opens a chat with our team in a new tab, with a greeting ready to send.",
    ],
  },
  cookieBanner: {
    heading: "Cookies on this site",
    intro:
      "We use essential cookies to run the site. With your permission we would also use analytics cookies to learn which pages help visitors.",
    /** The words before the link to the policy, which end the intro. */
    privacyLead: "Read our",
    privacyLink: "Privacy Policy",
    ...COOKIE_BUTTONS,
    close: "Close and decline cookies",
    /** What the assistant and site search say of it: when it shows, what each of its buttons does. */
    explained: [
      "On your first visit a cookie banner at the bottom of the page asks whether we may use analytics cookies.",
      `"${COOKIE_BUTTONS.accept}" allows them; "${COOKIE_BUTTONS.decline}", or closing the banner with its X, declines them, and the site keeps to essential storage only.`,
      `Your choice is kept in your browser, so the banner does not ask again; the "${COOKIE_BUTTONS.settings}" button at the foot of every page shows it again whenever you want to change it.`,
    ],
  },
} as const;
