import { SEARCH_TYPES } from "#lib/content-index.ts";
import type { AccessibilityStatement } from "./accessibility.schema.ts";
import { posts } from "./blog.ts";
import { claims } from "./claims.ts";
import { company } from "./company.ts";

/**
 * The accessibility statement. The ways to report a problem (e-mail, phone,
 * contact page) come from `company.ts`; the date it was prepared is the build's.
 */
export const accessibilityStatement: AccessibilityStatement = {
  standard: "WCAG 2.2 level AA",
  sections: [
    {
      id: "our-commitment",
      heading: "Our Commitment",
      paragraphs: [
        `${company.name} wants everyone to be able to read this website, find their way around it and get in touch with us, whatever device, browser or assistive technology they use.`,
        "We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. This statement covers every page of this website.",
      ],
    },
    {
      id: "what-we-do",
      heading: "What We Do",
      paragraphs: ["Accessibility is part of how the site is built and checked, not an add-on:"],
      items: [
        {
          term: "Keyboard",
          text: "every link, menu, button, form and the chat assistant works with a keyboard alone, focus is always visible, and a skip link jumps straight to the main content.",
          // On every page, from the home page on.
          where: "/",
        },
        {
          term: "Screen readers",
          text: "pages use real headings, landmarks and labelled controls; form errors and notifications are announced; the breadcrumb trail and the current page in the navigation are marked up as such.",
          where: "/",
        },
        {
          term: "Reduced motion",
          text: "if your device asks for reduced motion, animations and smooth scrolling are switched off and the home page's background film does not play.",
        },
        {
          term: "Contrast and zoom",
          text: "text and controls meet the AA contrast ratios, and pages reflow without horizontal scrolling when you zoom in or enlarge the text.",
        },
        {
          term: "Text alternatives",
          text: "every meaningful image has a text alternative that describes it and decorative ones are hidden from screen readers; the background film has no speech, so it needs no captions, and a still image stands in wherever it does not play.",
        },
        {
          term: "JavaScript optional",
          text: "every page arrives as complete HTML, so you can read the whole site and send the contact form with JavaScript switched off.",
        },
        {
          term: "Checking",
          text: "we check pages with automated accessibility tests whenever the site changes, and by hand with a keyboard.",
        },
      ],
    },
    {
      id: "using-this-site",
      heading: "Using This Site",
      paragraphs: ["What the site's own controls do:"],
      items: [
        {
          term: "No account",
          text: "there is nothing to register for or sign in to: every page is open to everyone, and no visitor is asked to log in.",
          where: "/",
        },
        {
          term: "Chat assistant",
          text: "the round button at the bottom right of every page opens it. Enter sends your message and Shift+Enter starts a new line; the close button folds the chat away again.",
          where: "/",
        },
        {
          term: "Playbook demos",
          text: "the step-by-step demos of the Procurement Playbook and the Delivery Playbook start by themselves when you scroll to them, unless you have asked for reduced motion. The main button reads Start Demo before a demo starts, Pause while it plays and Resume once paused; Reset takes it back to the first step; choosing a step jumps to it and pauses there. While a demo plays it moves on one step every 3 seconds and stops at the last step.",
          where: ["/procurement-playbook", "/delivery-playbook"],
        },
        {
          term: "Questions that open",
          text: "on the page of frequently asked questions (FAQ), only one question is expanded at a time: opening a question closes the one open before it, and choosing the open question again closes it. With a keyboard, Enter or Space opens a question; the up and down arrow keys move from one question to the next, and Home and End jump to the first and the last.",
          where: "/faq",
        },
        {
          term: "Breadcrumbs",
          text: "on every page but the home page, a trail of links under the top bar shows where you are: it starts with a house icon that leads to the home page and ends with the page you are on.",
        },
        {
          term: "Scroll to top",
          text: "once you scroll more than 300 px down a page, a round arrow button at the bottom left takes you back to the top.",
          where: "/",
        },
        {
          term: "Menu on small screens",
          text: "on a phone or a narrow window, the menu button in the top bar (“Open menu”) lists every page and the Playbooks group, with the search box, and closes once you choose one.",
          where: "/",
        },
        {
          term: "Pages not found",
          text: "an old, broken or mistyped link or web address that leads nowhere shows the 404 page, “Page Not Found”, which says the page you're looking for doesn't exist or has been moved, with a Go Home button to the home page and a Go Back button to the previous page, the one you came from.",
          where: "/",
        },
        {
          term: "Search",
          text: `the search box in the top navigation (inside the menu on a phone) looks through every page once you have typed 3 characters or more, and shows what it finds in a dropdown of links below the box, each labelled with its type (${SEARCH_TYPES.join(", ")}). The clear button (×) empties the box and the results.`,
          where: "/",
        },
        {
          term: "Case studies and articles not found",
          text: "an old, broken or mistyped link to a case study shows “Case Study Not Found” with a Back to Case Studies button, which leads to all of them; a link to an article that cannot be found shows “Post not found” with a Back to Blog button, which leads to every article.",
          where: ["/case-studies", "/blog"],
        },
        {
          term: "Contact form",
          text: "while your message is on its way, the fields and the Send Message button are disabled and the button reads “Sending...”. Once it is sent, the form confirms your enquiry has gone with “Message Sent!” and clears its fields, and we reply within 24 hours. If sending fails, it says “Failed to send message. Please try again.” and everything you typed is kept in the form, not lost, so that you can try again, or e-mail or phone us instead.",
          where: "/contact",
        },
        {
          term: "Error messages",
          text: "if a page cannot be shown, it says “Something went wrong” with a Try Again button and a Refresh Page button; if the chat assistant cannot answer for a moment, it says “Sorry, I'm having trouble responding right now. Please try again.”; if the newsletter form cannot subscribe you, it says “Failed to subscribe. Please try again.”. Try again after a moment, and write to us if it keeps happening.",
          where: "/",
        },
        {
          term: "Sharing an article",
          text: "each blog article has a Share button: it opens your device's own share sheet where there is one, and otherwise offers Twitter, LinkedIn and Email.",
          // The button is on the articles themselves: the newest shows it, and the blog lists them all.
          where: [...posts.slice(0, 1).map((post) => `/blog/${post.id}`), "/blog"],
        },
        {
          term: "Newsletter",
          text: "after you subscribe with the form in the footer (its button reads “Subscribing...” meanwhile), a short pop-up notice confirms that it worked (“Successfully Subscribed!”) and the form reads “Thanks for subscribing!”. If it cannot subscribe you, it says “Failed to subscribe. Please try again.”.",
          where: "/",
        },
        {
          term: "Notifications",
          text: "what happens to a form or a chat request you send is also told in a short message at the bottom right of the page, read out by screen readers; pressing Alt+T jumps to these messages.",
          where: "/",
        },
        {
          term: "Loading",
          text: "while the blog's list of articles loads, grey placeholder cards stand in for it for about a second.",
          where: "/blog",
        },
      ],
    },
    {
      id: "known-limitations",
      heading: "Known Limitations",
      paragraphs: ["We know of these limitations and are working on them:"],
      items: [
        {
          term: "Embedded video",
          text: "if we show the home page's background film through a third-party video player instead of our own, that player's own accessibility is not in our control. It is decorative and muted, never takes keyboard focus, and loads only after you accept cookies and if you have not asked for reduced motion. Our own film, shown by default, is silent, has a Pause film button remembered for your visit, and does not play if you have asked for reduced motion or to save data.",
        },
        {
          term: "Placeholder images",
          text: "some pictures are drawings that stand in for photographs still to come. Their text alternatives describe the drawing, so they tell you little about the real project until the photographs replace them.",
        },
        {
          term: "Chat assistant",
          text: "the assistant's replies are written automatically and may be long or unclear; if one is, contact us and a member of the team will answer.",
        },
        {
          term: "Other websites",
          text: "links to WhatsApp, LinkedIn and the share services open sites we do not run, and their accessibility is outside our control.",
        },
      ],
    },
    {
      id: "enforcement-procedure",
      heading: "Enforcement Procedure",
      paragraphs: [
        "If you contact us about an accessibility problem and are not happy with our answer, you can contact the Equality Advisory and Support Service (EASS), which advises on discrimination under the Equality Act 2010, at equalityadvisoryservice.com.",
        "In Northern Ireland, contact the Equality Commission for Northern Ireland.",
      ],
    },
  ],
  report: {
    heading: "Reporting a Problem",
    text: "If anything on this website is hard to use, or you need information from it in another format such as large print or plain text, tell us. Please say which page you were on and what went wrong.",
    response: `We reply within ${claims.firm.responseTime.value}.`,
  },
  preparation: {
    heading: "Preparation of This Statement",
    text: "We assessed the website ourselves, with automated accessibility tests of every page and manual checks by keyboard. We review this statement whenever the site changes significantly.",
  },
};
