import { type RunningServer, startSite } from "../server.ts";
import type { Started } from "./processes.ts";

/**
 * Step 2: the site, as `npm run serve` runs it (request log included), with the
 * forms' per-client limits lifted and no mail.
 */
export async function serveSite(started: Started): Promise<RunningServer> {
  return started.server(
    await startSite({
      RELAX_RATE_LIMITS: "true",
      SMTP_URL: "",
      CONTACT_WEBHOOK_URL: "",
      NEWSLETTER_WEBHOOK_URL: "",
    }),
  );
}
