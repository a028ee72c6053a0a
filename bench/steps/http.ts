import http from "node:http";

export type Answer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The headers as they came, names in their own case, in order: [name, value, name, value…]. */
  rawHeaders: string[];
  body: Buffer;
};

/** GETs a URL and answers the status, headers (also as sent) and raw body (still compressed when encoded). */
export function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          rawHeaders: response.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      );
      response.on("error", reject);
    });
    request.setTimeout(30_000, () => request.destroy(new Error(`timeout: ${url}`)));
    request.on("error", reject);
  });
}
