import {
  type AnalyticsCommand,
  type AnalyticsState,
  type ConsentValue,
  consentChanged,
  cookieDomains,
  INITIAL_STATE,
  isAnalyticsCookie,
  routeChanged,
  type Transition,
} from "./state.ts";

/**
 * Google Tag Manager behind cookie consent. Loaded on demand (a dynamic
 * import) only once a visitor has accepted cookies, so a visitor who has not
 * downloads none of it. The script tag is added from here, never written into
 * the HTML, so the CSP keeps script-src free of 'unsafe-inline'.
 */

export const GTM_ORIGIN = "https://www.googletagmanager.com";

type AnalyticsWindow = Window & { dataLayer?: unknown[] };

export type Analytics = {
  consent: (choice: ConsentValue, path: string) => void;
  route: (path: string) => void;
};

export function createTagManager(gtmId: string, win: AnalyticsWindow = window): Analytics {
  let state: AnalyticsState = INITIAL_STATE;

  const dataLayer = () => {
    win.dataLayer ??= [];
    return win.dataLayer;
  };
  // Consent commands must reach the dataLayer as an Arguments object, as
  // Google's gtag() pushes them; Tag Manager ignores them as plain arrays.
  function gtag(..._args: unknown[]) {
    // biome-ignore lint/complexity/noArguments: Tag Manager reads consent commands only from an Arguments object.
    dataLayer().push(arguments);
  }

  function run(command: AnalyticsCommand) {
    switch (command.kind) {
      case "consent-default-denied":
        // No wait_for_update: the update below is pushed before the container
        // loads, so no tag can fire on the default alone.
        gtag("consent", "default", {
          ad_storage: "denied",
          ad_user_data: "denied",
          ad_personalization: "denied",
          analytics_storage: "denied",
        });
        break;
      case "consent-update":
        // Ads stay denied: the site runs none.
        gtag("consent", "update", { analytics_storage: command.analytics });
        break;
      case "load-container": {
        dataLayer().push({ "gtm.start": Date.now(), event: "gtm.js" });
        const script = win.document.createElement("script");
        script.async = true;
        script.src = `${GTM_ORIGIN}/gtm.js?id=${encodeURIComponent(gtmId)}`;
        win.document.head.append(script);
        break;
      }
      case "page-view":
        dataLayer().push({
          event: "page_view",
          page_path: command.path,
          page_location: new URL(command.path, win.location.origin).href,
          page_title: win.document.title,
        });
        break;
      case "remove-cookies":
        removeAnalyticsCookies(win.document, win.location.hostname);
        break;
    }
  }

  const apply = ({ state: next, commands }: Transition) => {
    state = next;
    for (const command of commands) run(command);
  };

  return {
    consent: (choice, path) => apply(consentChanged(state, choice, path)),
    route: (path) => apply(routeChanged(state, path)),
  };
}

/** Expires every Google Analytics cookie on this host and each parent domain. */
export function removeAnalyticsCookies(doc: Document, hostname: string) {
  const names = doc.cookie
    .split(";")
    .map((pair) => pair.split("=")[0]?.trim() ?? "")
    .filter(isAnalyticsCookie);
  for (const name of new Set(names)) {
    for (const domain of [null, ...cookieDomains(hostname)]) {
      doc.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ""}`;
    }
  }
}

let instance: Promise<Analytics | null> | undefined;

/**
 * The page's analytics, or null when the deployment has no GTM_ID. The
 * container id is read from the server at run time (prerendered pages are
 * built once, and GTM_ID may differ per deployment); the request is
 * same-origin and made only after consent.
 */
export function getAnalytics(): Promise<Analytics | null> {
  instance ??= fetch("/analytics-config.json", { credentials: "omit" })
    .then((response) => (response.ok ? (response.json() as Promise<{ gtmId: string | null }>) : { gtmId: null }))
    .then(({ gtmId }) => (gtmId ? createTagManager(gtmId) : null))
    .catch(() => null);
  return instance;
}
