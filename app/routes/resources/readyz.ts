import { servicesContext } from "#server/context.ts";
import type { Route } from "./+types/readyz";

/**
 * Readiness: 200 when a new connection reaches the database within a short
 * timeout and the migrations are applied ("degraded" once a notification has
 * waited more than a day), 503 otherwise. Pages keep serving either way.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const readiness = await context.get(servicesContext).readiness();
  const headers = { "Cache-Control": "no-store" };
  return readiness.ready
    ? Response.json(
        { status: readiness.status, oldestUndeliveredSeconds: readiness.oldestUndeliveredSeconds },
        { headers },
      )
    : Response.json({ status: "unavailable", error: { message: readiness.reason } }, { status: 503, headers });
}
