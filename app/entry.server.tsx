import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { scriptsAfterFirstPaint } from "#app/utils/scripts-after-first-paint.ts";
import { handScriptHashes, inlineScriptHashes, SCRIPT_HASHES_HEADER } from "#server/http/security-headers.ts";

export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering. The server hashes every
 * inline script of the finished HTML for the Content-Security-Policy, so
 * there is nothing to gain from streaming the shell early; and the finished
 * document starts its JavaScript after the first paint.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onAllReady() {
        const chunks: Buffer[] = [];
        const body = new PassThrough();
        body.on("data", (chunk: Buffer) => chunks.push(chunk));
        body.on("end", () => {
          clearTimeout(timeout);
          try {
            // Throws on a document of a shape it does not know (lib/page-document.ts): the
            // prerender stops the build; a server-rendered page answers 500.
            const { html, inlineScripts } = scriptsAfterFirstPaint(Buffer.concat(chunks).toString("utf8"));
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.set(SCRIPT_HASHES_HEADER, handScriptHashes(inlineScriptHashes(inlineScripts)));
            resolve(new Response(html, { headers: responseHeaders, status }));
          } catch (error) {
            reject(error);
          }
        });
        body.on("error", reject);
        pipe(body);
      },
      onShellError(error) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error) {
        status = 500;
        console.error(error);
      },
    });
  });
}
