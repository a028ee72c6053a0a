import { chatApi } from "#server/api/chat.ts";
import { methodNotAllowed } from "#server/api/http.ts";
import { chatAction } from "#server/context.ts";
import type { Route } from "./+types/api.chat";

export function loader() {
  return methodNotAllowed();
}

export async function action({ request, context }: Route.ActionArgs) {
  const { deps, client } = chatAction(context);
  return chatApi(request, deps, client);
}
