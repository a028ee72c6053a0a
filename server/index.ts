import { readFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type ClientAddress, createRequestListener } from "@remix-run/node-fetch-server";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { home } from "#content/home.ts";
import { pagesRenderedPerRequest } from "#content/navigation.ts";
import { ConfigError, getConfig } from "./config.ts";
import { clientContext, servicesContext } from "./context.ts";
import { DataDirBusyError } from "./db/data-dir-lock.ts";
import { loadEnvFile } from "./env-file.ts";
import { drainUnreadBody } from "./http/drain-unread-body.ts";
import { createVisitorResolver } from "./http/proxy-trust.ts";
import { applySecurityHeaders, NON_DOCUMENT_CSP } from "./http/security-headers.ts";
import { createSiteHandler } from "./http/site-handler.ts";
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
async function warnOnSiteUrlMismatch(siteUrl: string) {
  const home = await readFile(path.join(buildDir, "client", "index.html"), "utf8").catch(() => "");
  const built = /<link rel="canonical" href="([^"]+)"/.exec(home)?.[1];
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

async function main() {
  const envFile = loadEnvFile();
  const config = getConfig();
  if (envFile) logger.info("configuration read from the environment and a file", envFile);
  const build = await loadBuild();
  await warnOnSiteUrlMismatch(config.SITE_URL);

  const services = await createServices(config, logger);

  const handle = createSiteHandler({
    build,
    clientDir: path.join(buildDir, "client"),
    siteUrl: config.SITE_URL,
    // The hero's embedded player is the only frame a page may hold, and only when configured.
    frameSources: home.heroVideoUrl ? [new URL(home.heroVideoUrl).origin] : [],
    analytics: config.GTM_ID !== undefined,
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
    async (request: Request, client: ClientAddress) => {
      const started = performance.now();
      // Forwarding headers are read here, by TRUST_PROXY's rules, not by the listener.
      const visitor = visitorOf(client.address, request.headers);
      const response = await handle(visitor.https ? overHttps(request) : request, visitor);
      const url = new URL(request.url);
      logger.info("request", {
        method: request.method,
        path: url.pathname,
        status: response.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      });
      return response;
    },
    {
      trustProxy: false,
      onError(error) {
        logger.error("unhandled request error", { error: String(error instanceof Error ? error.stack : error) });
        const headers = new Headers({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
        applySecurityHeaders(headers, { https: config.SITE_URL.startsWith("https:"), csp: NON_DOCUMENT_CSP });
        return new Response("Internal Server Error", { status: 500, headers });
      },
    },
  );

  let stopping = false;
  const server = http.createServer((req, res) => {
    // Once shutting down, close each connection after its answer so a
    // keep-alive client cannot hold the process open until the grace period.
    if (stopping) res.setHeader("Connection", "close");
    res.once("finish", () => {
      if (stopping) server.closeIdleConnections();
    });
    drainUnreadBody(req, res);
    return listener(req, res);
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

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirBusyError) {
    logger.error(error.message);
  } else {
    logger.error("failed to start", { error: String(error instanceof Error ? (error.stack ?? error.message) : error) });
  }
  process.exit(1);
});
