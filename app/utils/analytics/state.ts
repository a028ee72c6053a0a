/**
 * What analytics does in answer to the visitor's cookie choice and to route
 * changes, as pure transitions: the browser side (analytics/tag-manager.ts)
 * only carries out the commands. Nothing happens until the visitor accepts;
 * withdrawing consent stops page views and removes the analytics cookies.
 */

export type ConsentValue = "accepted" | "declined" | null;

export type AnalyticsState = {
  /** Tag Manager's script has been added to the page (it cannot be unloaded). */
  loaded: boolean;
  /** analytics_storage is granted: page views are reported. */
  granted: boolean;
  /** The last path counted, so one page is never counted twice. */
  reportedPath: string | null;
};

export type AnalyticsCommand =
  | { kind: "consent-default-denied" }
  | { kind: "consent-update"; analytics: "granted" | "denied" }
  | { kind: "load-container" }
  | { kind: "page-view"; path: string }
  | { kind: "remove-cookies" };

export type Transition = { state: AnalyticsState; commands: AnalyticsCommand[] };

export const INITIAL_STATE: AnalyticsState = { loaded: false, granted: false, reportedPath: null };

export function consentChanged(state: AnalyticsState, choice: ConsentValue, path: string): Transition {
  if (choice === "accepted") {
    if (state.granted) return { state, commands: [] };
    if (!state.loaded) {
      // Consent Mode v2: the denied default comes first, then the update, then
      // the container. The container counts the page it loads on (its own
      // page view), so that path is marked as reported.
      return {
        state: { loaded: true, granted: true, reportedPath: path },
        commands: [
          { kind: "consent-default-denied" },
          { kind: "consent-update", analytics: "granted" },
          { kind: "load-container" },
        ],
      };
    }
    // Accepted again after withdrawing on this page: the container is loaded.
    const commands: AnalyticsCommand[] = [{ kind: "consent-update", analytics: "granted" }];
    if (path !== state.reportedPath) commands.push({ kind: "page-view", path });
    return { state: { ...state, granted: true, reportedPath: path }, commands };
  }
  if (choice === "declined") {
    const commands: AnalyticsCommand[] = state.granted
      ? [{ kind: "consent-update", analytics: "denied" }, { kind: "remove-cookies" }]
      : [{ kind: "remove-cookies" }];
    return { state: { ...state, granted: false }, commands };
  }
  // No choice yet: nothing at all.
  return { state, commands: [] };
}

export function routeChanged(state: AnalyticsState, path: string): Transition {
  if (!state.loaded || !state.granted || path === state.reportedPath) return { state, commands: [] };
  return { state: { ...state, reportedPath: path }, commands: [{ kind: "page-view", path }] };
}

/** Cookies Google Analytics sets: _ga, _ga_<container>, and the older _gid and _gat. */
export function isAnalyticsCookie(name: string): boolean {
  return /^(_ga|_ga_.+|_gid|_gat(_.+)?)$/.test(name);
}

/**
 * The domains a cookie for `hostname` may have been set on: the host itself
 * and each parent domain (GA's "auto" setting picks the widest one the
 * browser accepts). IP addresses and single labels take host-only cookies.
 */
export function cookieDomains(hostname: string): string[] {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(":") || !hostname.includes(".")) return [];
  const labels = hostname.split(".");
  const domains: string[] = [];
  for (let i = 0; i < labels.length - 1; i++) domains.push(labels.slice(i).join("."));
  return domains;
}
