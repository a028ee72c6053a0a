import { readFileSync } from "node:fs";
import http from "node:http";

/**
 * The yardstick of the throughput step: a bare `node:http` server answering
 * recorded answers (status, headers, bytes) from memory by exact URL, and
 * nothing else. The step records the site's answers and serves them here, so
 * both servers send the same bytes with the same headers.
 *
 *   node bench/bare-server.ts answers.json    (PORT and HOST from the environment)
 */
export type RecordedAnswer = { status: number; headers: Record<string, string>; bodyBase64: string };

if (import.meta.main) {
  const file = process.argv[2];
  if (!file) throw new Error("usage: node bench/bare-server.ts answers.json");
  const recorded = JSON.parse(readFileSync(file, "utf8")) as Record<string, RecordedAnswer>;
  const answers = new Map(
    Object.entries(recorded).map(([url, answer]) => [
      url,
      { status: answer.status, headers: answer.headers, body: Buffer.from(answer.bodyBase64, "base64") },
    ]),
  );
  http
    .createServer((req, res) => {
      const answer = answers.get(req.url ?? "");
      if (!answer) return void res.writeHead(404).end();
      res.writeHead(answer.status, answer.headers);
      res.end(req.method === "HEAD" ? undefined : answer.body);
    })
    .listen(Number(process.env.PORT), process.env.HOST ?? "127.0.0.1");
}
