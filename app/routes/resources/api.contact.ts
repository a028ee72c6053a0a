import { contactApi } from "#server/api/contact.ts";
import { methodNotAllowed } from "#server/api/http.ts";
import { visitorAction } from "#server/context.ts";
import type { Route } from "./+types/api.contact";

export function loader() {
  return methodNotAllowed();
}

export async function action({ request, context }: Route.ActionArgs) {
  return contactApi(request, visitorAction(context));
}
