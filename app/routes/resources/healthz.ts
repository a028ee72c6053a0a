/**
 * Liveness: 200 while the process serves pages, whatever the database does,
 * so a load balancer never takes every instance out because PostgreSQL is
 * away (pages still serve). Readiness is /readyz.
 */
export function loader() {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
