import http from "node:http";

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** GETs a URL and answers the status, headers and raw body (still compressed when encoded). */
export function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    });
    request.setTimeout(30_000, () => request.destroy(new Error(`timeout: ${url}`)));
    request.on("error", reject);
  });
}
