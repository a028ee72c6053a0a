import { servicesContext } from "#server/context.ts";
import type { Route } from "./+types/healthz";

/** 200 while the database answers, 503 when it does not; pages keep serving either way. */
export async function loader({ context }: Route.LoaderArgs) {
  const health = await context.get(servicesContext).health();
  const headers = { "Cache-Control": "no-store" };
  return health.ok
    ? Response.json({ status: "ok" }, { headers })
    : Response.json({ status: "unavailable", error: { message: health.reason } }, { status: 503, headers });
}
