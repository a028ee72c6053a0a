/**
 * The words of the furniture every page carries, defined once: the footer's
 * newsletter form and the floating WhatsApp button show them, and the content
 * index registers them, so that site search and the assistant know the
 * newsletter and WhatsApp as a visitor meets them.
 */
export const siteFurniture = {
  newsletter: {
    heading: "Newsletter",
    intro: "Occasional insights on development costs, procurement and delivery.",
    /** What the assistant and site search say of it: where the form is and what a subscriber receives. */
    explained: [
      "You can subscribe to our newsletter with your email address in the newsletter form at the bottom of every page, in the footer.",
      "Subscribers receive updates about our latest insights and services, such as the articles of our Industry Insights blog.",
      "Every issue has a link to unsubscribe, and your details are kept only until you do.",
    ],
  },
  whatsapp: {
    label: "Chat with us on WhatsApp",
    explained: [
      "You can message us on WhatsApp: the round green WhatsApp button at the bottom right of every page opens a chat with our team in a new tab, with a greeting ready to send.",
    ],
  },
} as const;
