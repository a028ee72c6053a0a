import type { z } from "zod/mini";
import { type FieldError, firstError } from "#lib/validation/shared.ts";
import type { ApiDeps } from "./deps.ts";
import { type Limiter, takeOrRefuse } from "./rate-limits.ts";

/** Every visitor input is bounded; 32 KB holds the largest valid message several times over. */
export const MAX_BODY_BYTES = 32 * 1024;

/** What a visitor action answers: the API turns it into JSON, a page action into its notices. */
export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; error: FieldError; headers?: Record<string, string> };

export const failure = (status: number, message: string, field?: string, headers?: Record<string, string>) =>
  ({
    ok: false,
    status,
    error: field ? { message, field } : { message },
    ...(headers ? { headers } : {}),
  }) as const;

export type Refusal = Extract<ApiResult<never>, { ok: false }>;

/** Who is asking and what serves them, or why nothing can (the database is not ready): decided once per request. */
export type Admission = { ok: true; deps: ApiDeps; client: { address: string } } | Refusal;

/**
 * What the edge does with every visitor's input, after reading the body:
 * the client's limit, then the endpoint's one schema, whose first failure
 * is answered 400 with its field (`fallback` when it has no message).
 */
export async function admit<T>(
  limiter: Limiter,
  client: { address: string },
  tooManyWhat: string,
  schema: z.ZodMiniType<T>,
  input: unknown,
  fallback: string,
): Promise<ApiResult<T>> {
  const limited = await takeOrRefuse(limiter, client, tooManyWhat);
  if (limited) return limited;
  const parsed = schema.safeParse(input);
  const invalid = firstError(parsed);
  if (!parsed.success || invalid) return failure(400, invalid?.message ?? fallback, invalid?.field);
  return { ok: true, data: parsed.data };
}

export function toResponse<T>(result: ApiResult<T>): Response {
  const headers = { "Cache-Control": "no-store", ...(result.ok ? {} : result.headers) };
  return result.ok
    ? Response.json({ data: result.data }, { headers })
    : Response.json({ error: result.error }, { status: result.status, headers });
}

/** While the database cannot be reached: said plainly, with when to come back. */
export const UNAVAILABLE_MESSAGE = "Sorry, the site cannot take messages right now. Please try again in a few minutes.";
export const UNAVAILABLE_RETRY_SECONDS = 30;
export const STARTING_MESSAGE = "The service is starting. Please try again in a moment.";

export const databaseUnavailable = () =>
  failure(503, UNAVAILABLE_MESSAGE, undefined, { "Retry-After": String(UNAVAILABLE_RETRY_SECONDS) });

export const methodNotAllowed = () =>
  toResponse(failure(405, "Only POST is accepted here", undefined, { Allow: "POST" }));

type Body = { ok: true; value: unknown } | Extract<ApiResult<never>, { ok: false }>;

/** Reads at most `maxBytes`, answering 413 past that without reading the rest. */
async function readBounded(
  request: Request,
  maxBytes: number,
): Promise<{ ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false }> {
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > maxBytes) return { ok: false };
  if (!request.body) return { ok: true, bytes: new Uint8Array() };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      return { ok: false };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}

/**
 * Answered as soon as the limit is passed; the server entry then reads and
 * throws away the rest of the body (server/http/drain-unread-body.ts), so
 * the client gets this answer however much it was still sending.
 */
const tooLarge = (maxBytes: number) => failure(413, `The request body must be at most ${maxBytes / 1024} KB`);

function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

/**
 * `/api/*` takes JSON only: 415 for any other type, 413 past the size, 400 for
 * malformed JSON. The chat's bodies carry a conversation and may be larger.
 */
export async function readJsonBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<Body> {
  if (mediaType(request) !== "application/json") {
    return failure(415, "The request body must be JSON (Content-Type: application/json)");
  }
  const read = await readBounded(request, maxBytes);
  if (!read.ok) return tooLarge(maxBytes);
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(read.bytes);
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return failure(400, "The request body is not valid JSON");
  }
}

/**
 * A page's form post (urlencoded or multipart), for route actions that work
 * without JavaScript: each field's last value, files ignored.
 */
export async function readFormBody(request: Request): Promise<Body> {
  const type = mediaType(request);
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") {
    return failure(415, "The form must be posted as a form");
  }
  const read = await readBounded(request, MAX_BODY_BYTES);
  if (!read.ok) return tooLarge(MAX_BODY_BYTES);
  try {
    const form = await new Response(read.bytes, {
      headers: { "Content-Type": request.headers.get("content-type") ?? type },
    }).formData();
    const fields: Record<string, string> = {};
    for (const [name, value] of form) if (typeof value === "string") fields[name] = value;
    return { ok: true, value: fields };
  } catch {
    return failure(400, "The form data could not be read");
  }
}
