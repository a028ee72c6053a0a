import { methodNotAllowed } from "#server/api/http.ts";
import { newsletterApi } from "#server/api/newsletter.ts";
import { visitorAction } from "#server/context.ts";
import type { Route } from "./+types/api.newsletter";

export function loader() {
  return methodNotAllowed();
}

export async function action({ request, context }: Route.ActionArgs) {
  return newsletterApi(request, visitorAction(context));
}
