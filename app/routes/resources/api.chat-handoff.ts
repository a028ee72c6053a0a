import { chatHandoffApi } from "#server/api/chat-handoff.ts";
import { methodNotAllowed } from "#server/api/http.ts";
import { visitorAction } from "#server/context.ts";
import type { Route } from "./+types/api.chat-handoff";

export function loader() {
  return methodNotAllowed();
}

export async function action({ request, context }: Route.ActionArgs) {
  return chatHandoffApi(request, visitorAction(context));
}
