import { redirect } from "react-router";
import { NEWSLETTER_OUTCOME } from "#app/components/layout/newsletter-form.tsx";
import { methodNotAllowed } from "#server/api/http.ts";
import { newsletterFormAction } from "#server/api/newsletter.ts";
import { visitorAction } from "#server/context.ts";
import type { Route } from "./+types/newsletter";

export function loader() {
  return methodNotAllowed();
}

/** A same-origin path to send the visitor back to, from the form's `page` field or the Referer; else home. */
function pageToReturnTo(request: Request, page: unknown): string {
  for (const candidate of [page, request.headers.get("referer")]) {
    if (typeof candidate !== "string" || candidate === "") continue;
    try {
      const url = new URL(candidate, request.url);
      if (url.origin === new URL(request.url).origin && url.pathname.length <= 200) {
        // Prerendered pages know themselves as "/about/"; the site's URLs have no trailing slash.
        return url.pathname.replace(/\/+$/, "") || "/";
      }
    } catch {
      // Not a URL: try the next.
    }
  }
  return "/";
}

/**
 * The footer form's post without JavaScript (with it, the form calls POST
 * /api/newsletter). Subscribes, then sends the visitor back (303) to the page
 * they came from, with a fragment the footer shows the outcome for.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { result, fields } = await newsletterFormAction(request, visitorAction(context));
  const outcome: keyof typeof NEWSLETTER_OUTCOME = result.ok
    ? "subscribed"
    : result.error.field === "email"
      ? "invalid"
      : "failed";
  return redirect(`${pageToReturnTo(request, fields.page)}#${NEWSLETTER_OUTCOME[outcome]}`, {
    status: 303,
    headers: { "Cache-Control": "no-store" },
  });
}
