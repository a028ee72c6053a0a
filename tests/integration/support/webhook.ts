import http from "node:http";
import type { AddressInfo } from "node:net";

export type WebhookRequest = {
  body: unknown;
  idempotencyKey: string | undefined;
  contentType: string | undefined;
  status: number;
};

export type WebhookReceiver = {
  url: string;
  requests: WebhookRequest[];
  /** Requests answered 2xx, the deliveries that count. */
  delivered(): WebhookRequest[];
  close(): Promise<void>;
};

/**
 * A local webhook endpoint that answers 500 to the first `failFirst` requests
 * for each payload (by Idempotency-Key) and 204 afterwards; `delayMs` slows
 * every answer, to keep deliveries in flight.
 */
export async function startWebhookReceiver(
  options: { failFirst?: number; delayMs?: number } = {},
): Promise<WebhookReceiver> {
  const requests: WebhookRequest[] = [];
  const seen = new Map<string, number>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", async () => {
      const key = request.headers["idempotency-key"] as string | undefined;
      const count = (seen.get(key ?? "") ?? 0) + 1;
      seen.set(key ?? "", count);
      const status = count <= (options.failFirst ?? 0) ? 500 : 204;
      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
      requests.push({
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
        idempotencyKey: key,
        contentType: request.headers["content-type"],
        status,
      });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    requests,
    delivered: () => requests.filter((r) => r.status < 300),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
