// First: React and React Router read NODE_ENV when they are first imported.
import "./production-mode.ts";
import http from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type ClientAddress, createRequestListener } from "@remix-run/node-fetch-server";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { home } from "#content/home.ts";
import { pagesRenderedPerRequest, prerenderedPaths } from "#content/navigation.ts";
import { ConfigError, getConfig } from "./config.ts";
import { clientContext, servicesContext } from "./context.ts";
import { DataDirBusyError } from "./db/data-dir-lock.ts";
import { loadEnvFile } from "./env-file.ts";
import { drainUnreadBody } from "./http/drain-unread-body.ts";
import { createFastPath } from "./http/fast-path.ts";
import { loadPrerenderedPages, type PrerenderedPage } from "./http/page-model.ts";
import { perRequestHeaders } from "./http/per-request-headers.ts";
import { createVisitorResolver } from "./http/proxy-trust.ts";
import { applySecurityHeaders, NON_DOCUMENT_CSP } from "./http/security-headers.ts";
import { createSiteHandler } from "./http/site-handler.ts";
import { StaticFiles } from "./http/static-files.ts";
import { logger } from "./logger.ts";
import { createServices } from "./services.ts";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.join(projectRoot, "build");
const SHUTDOWN_GRACE_MS = 10_000;

async function loadBuild(): Promise<ServerBuild> {
  const entry = path.join(buildDir, "server", "index.js");
  try {
    return (await import(pathToFileURL(entry).href)) as ServerBuild;
  } catch (error) {
    throw new Error(`No production build at ${entry}. Run "npm run build" first (npm start does).`, { cause: error });
  }
}

/** Prerendered pages carry the SITE_URL of the build; say so when the server runs with another. */
function warnOnSiteUrlMismatch(pages: ReadonlyMap<string, PrerenderedPage>, siteUrl: string) {
  const built = pages.get("/")?.canonical;
  if (built && built !== `${siteUrl}/`) {
    logger.warn("prerendered pages were built for another SITE_URL; rebuild with this one", {
      built,
      running: `${siteUrl}/`,
    });
  }
}

/**
 * The request as the visitor made it, when a trusted proxy says it came over
 * https: same-origin checks (a Referer, a page to return to) then compare
 * like with like.
 */
function overHttps(request: Request): Request {
  const url = new URL(request.url);
  if (url.protocol === "https:") return request;
  url.protocol = "https:";
  const init: RequestInit & { duplex?: "half" } = {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal,
    duplex: "half",
  };
  return new Request(url, init);
}

/** A Node request's headers read as the fetch API reads them (the first of a repeated header). */
function headersOf(req: http.IncomingMessage): Pick<Headers, "get"> {
  return {
    get(name: string) {
      const value = req.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(", ") : (value ?? null);
    },
  };
}

async function main() {
  const envFile = loadEnvFile();
  const config = getConfig();
  logger.setLevel(config.LOG_LEVEL);
  if (envFile) logger.info("configuration read from the environment and a file", envFile);
  const build = await loadBuild();
  const site = {
    https: config.SITE_URL.startsWith("https:"),
    // The hero's embedded player is the only frame a page may hold, and only when configured.
    frameSources: home.heroVideoUrl ? [new URL(home.heroVideoUrl).origin] : [],
    analytics: config.GTM_ID !== undefined,
  };
  // Every prerendered page is read and parsed once, here (page-model.ts); those
  // that state run-time settings are rendered for each request instead.
  const perRequest = new Set<string>(pagesRenderedPerRequest);
  const pages = await loadPrerenderedPages(
    path.join(buildDir, "client"),
    prerenderedPaths.filter((p) => !perRequest.has(p)),
    site,
  );
  const files = new StaticFiles(path.join(buildDir, "client"));
  warnOnSiteUrlMismatch(pages, config.SITE_URL);

  const services = await createServices(config, logger);

  const handle = createSiteHandler({
    build,
    pages,
    files,
    siteUrl: config.SITE_URL,
    frameSources: site.frameSources,
    analytics: site.analytics,
    renderedPerRequest: pagesRenderedPerRequest,
    getLoadContext(_request, visitor) {
      const context = new RouterContextProvider();
      context.set(servicesContext, services);
      context.set(clientContext, { address: visitor?.address ?? "unknown" });
      return context;
    },
  });

  const visitorOf = createVisitorResolver({
    trust: config.TRUST_PROXY,
    onUntrustedForwardedFor: () =>
      logger.warn(
        "requests carry X-Forwarded-For but TRUST_PROXY is off: every visitor behind the proxy shares one rate limit. " +
          "Set TRUST_PROXY to the number of proxies in front of the server, or their addresses",
      ),
  });

  const listener = createRequestListener(
    (request: Request, client: ClientAddress) => {
      // Forwarding headers are read by TRUST_PROXY's rules (proxy-trust.ts), not by the listener.
      const visitor = visitorOf(client.address, request.headers);
      return handle(visitor.https ? overHttps(request) : request, visitor);
    },
    {
      trustProxy: false,
      onError(error) {
        logger.error("unhandled request error", { error: String(error instanceof Error ? error.stack : error) });
        const headers = new Headers({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
        applySecurityHeaders(headers, { csp: NON_DOCUMENT_CSP });
        return new Response("Internal Server Error", { status: 500, headers });
      },
    },
  );

  const serveFromMemory = createFastPath({ pages, files });
  let stopping = false;
  // Once shutting down, each connection closes after its answer, so that a keep-alive client cannot hold
  // the process open until the grace period.
  const answered = requestLog(() => {
    if (stopping) server.closeIdleConnections();
  });
  const throughRouter = (req: http.IncomingMessage, res: http.ServerResponse) => {
    drainUnreadBody(req, res);
    return listener(req, res);
  };
  const fastPathFailed = (req: http.IncomingMessage, res: http.ServerResponse, error: unknown) => {
    logger.error("fast path failed; answering through the router", { error: String(error) });
    if (res.headersSent) return void res.destroy();
    return throughRouter(req, res);
  };
  const hsts = { https: site.https, trustsProxy: config.TRUST_PROXY !== null };
  // Not an async function: what is answered from memory is answered without a promise.
  const server = http.createServer((req, res) => {
    const started = performance.now();
    if (stopping) res.setHeader("Connection", "close");
    const extra = perRequestHeaders(() => visitorOf(req.socket.remoteAddress ?? "", headersOf(req)), hsts);
    // Without a trusted proxy the visitor is not resolved here, but forwarding headers still get their one warning.
    if (!hsts.trustsProxy && req.headers["x-forwarded-for"] !== undefined)
      visitorOf(req.socket.remoteAddress ?? "", headersOf(req));
    if (extra) for (const name in extra) res.setHeader(name, extra[name] as string);
    let served: boolean | Promise<boolean>;
    try {
      served = serveFromMemory(req, res);
    } catch (error) {
      res.on("finish", () => answered(req, res, started));
      return fastPathFailed(req, res, error);
    }
    // Answered from memory: the whole answer is with Node already, so it is logged now, without a listener.
    if (served === true) return answered(req, res, started);
    res.on("finish", () => answered(req, res, started));
    if (served === false) return throughRouter(req, res);
    served.then(
      (found) => (found ? undefined : throughRouter(req, res)),
      (error: unknown) => fastPathFailed(req, res, error),
    );
  });
  server.keepAliveTimeout = 65_000;
  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    logger.info("listening", { url: `http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${port}`, port });
  });

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    // Finish requests in flight, refuse new ones, let the outbox finish its
    // delivery in flight, close the database (and its folder's lock), exit.
    server.close(async () => {
      try {
        await services.close();
        logger.info("stopped");
        process.exit(0);
      } catch (error) {
        logger.error("unclean stop", { error: String(error) });
        process.exit(1);
      }
    });
    server.closeIdleConnections();
    setTimeout(() => {
      logger.warn("forcing exit after grace period", { ms: SHUTDOWN_GRACE_MS });
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/**
 * What follows every answer: `afterAnswer`, and the request log's JSON line
 * (off when LOG_LEVEL is above info): a request id, the method, the path
 * (without the query, which may hold what a visitor typed), the status and
 * the milliseconds since the request arrived (`started`, performance.now()).
 * Called once the answer is finished, or at once for an answer from memory.
 */
function requestLog(afterAnswer: () => void) {
  if (!logger.enabled("info")) return afterAnswer;
  const boot = Date.now().toString(36);
  let count = 0;
  return (req: http.IncomingMessage, res: http.ServerResponse, started: number) => {
    afterAnswer();
    const url = req.url ?? "";
    const query = url.indexOf("?");
    logger.request({
      id: `${boot}-${(++count).toString(36)}`,
      method: req.method ?? "",
      path: query === -1 ? url : url.slice(0, query),
      status: res.statusCode,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  };
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirBusyError) {
    logger.error(error.message);
  } else {
    logger.error("failed to start", { error: String(error instanceof Error ? (error.stack ?? error.message) : error) });
  }
  process.exit(1);
});
