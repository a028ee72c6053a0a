import { createContext, type RouterContextProvider } from "react-router";
import type { ChatDeps } from "./api/chat.ts";
import { type Admission, databaseUnavailable, failure, STARTING_MESSAGE } from "./api/http.ts";
import type { Services } from "./services.ts";

/**
 * Typed router context filled by the Node entry's getLoadContext. The SSR
 * build keeps `#server/*` imports external (vite.config.ts), so route modules
 * and server/index.ts share this one module and these exact keys.
 */
export const servicesContext = createContext<Services>();
export const clientContext = createContext<{ address: string }>();

/**
 * What a visitor action needs, or the 503 that answers it while the
 * database is not ready yet (PostgreSQL unreachable at start-up) or has gone
 * away since: a result for the edge to answer with, never a thrown response.
 */
export function visitorAction(context: Readonly<RouterContextProvider>): Admission {
  const services = context.get(servicesContext);
  const state = services.databaseState();
  if (state === "starting") return failure(503, STARTING_MESSAGE, undefined, { "Retry-After": "5" });
  if (state === "unavailable") return databaseUnavailable();
  return { ok: true, deps: services.api, client: context.get(clientContext) };
}

/** What the chat needs: no database, so no wait for it. */
export function chatAction(context: Readonly<RouterContextProvider>): { deps: ChatDeps; client: { address: string } } {
  return { deps: context.get(servicesContext).chat, client: context.get(clientContext) };
}
