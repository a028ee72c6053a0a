import { z } from "zod";
import { parseTrustProxy, TRUST_PROXY_HELP } from "./http/proxy-trust.ts";

/** LOG_LEVEL's values, from the most to the least said. */
export const LOG_LEVELS = ["debug", "info", "warn", "error", "silent"] as const;

/**
 * Deployment settings read from the environment. Every variable is optional:
 * a missing one falls back to the embedded default or switches its feature
 * off; an invalid one stops start-up with a message naming it.
 */
const optionalUrl = (protocols: string[]) =>
  z
    .url({ protocol: new RegExp(`^(${protocols.join("|")})$`) })
    .optional()
    .describe(`a ${protocols.join(" or ")} URL`);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  SITE_URL: z
    .url({ protocol: /^https?$/ })
    .default("http://localhost:3000")
    .transform((u) => u.replace(/\/+$/, "")),
  DATABASE_URL: optionalUrl(["postgres", "postgresql"]),
  DATA_DIR: z.string().min(1).default("./.data"),
  SMTP_URL: optionalUrl(["smtp", "smtps"]),
  MAIL_FROM: z.email().optional(),
  NOTIFY_EMAIL: z.email().optional(),
  NEWSLETTER_WEBHOOK_URL: optionalUrl(["http", "https"]),
  CONTACT_WEBHOOK_URL: optionalUrl(["http", "https"]),
  OPENAI_API_KEY: z.string().min(1).optional(),
  OPENAI_BASE_URL: optionalUrl(["http", "https"]),
  CHAT_MODEL: z.string().min(1).default("gpt-4o-mini"),
  GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]+$/, "must look like GTM-XXXXXXX")
    .optional(),
  // Which proxies may say who the visitor is: see server/http/proxy-trust.ts.
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, context) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        context.addIssue({ code: "custom", message: error instanceof Error ? error.message : TRUST_PROXY_HELP });
        return z.NEVER;
      }
    }),
  // Contact messages older than this many months are deleted once a day; unset keeps them.
  RETENTION_MONTHS: z.coerce
    .number()
    .int("must be a whole number of months")
    .min(1, "must be at least 1")
    .max(1200, "must be at most 1200")
    .optional(),
  // Lines below this level are not written: "warn" drops the one line per request.
  LOG_LEVEL: z
    .string()
    .transform((v) => v.trim().toLowerCase())
    .pipe(z.enum(LOG_LEVELS))
    .default("info"),
  // Load tests only (bench/contact-load.ts): lifts the per-client form limits.
  RELAX_RATE_LIMITS: z
    .enum(["true", "false", "1", "0"])
    .default("false")
    .transform((v) => v === "true" || v === "1"),
});

export type Config = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Variables whose whole value is a secret. */
const SECRET_NAMES = new Set(["OPENAI_API_KEY"]);

/**
 * A value as an error message may quote it: a URL's user and password and any
 * query (tokens travel there) are masked, a secret is never shown at all.
 */
export function printable(name: string, value: string | undefined): string {
  if (value === undefined) return "nothing";
  if (SECRET_NAMES.has(name)) return "a value, not shown";
  // Masked by pattern, not by URL parsing, so an invalid URL shows no password either:
  // everything up to the last "@" is the user part, which may hold a token too.
  const masked = value.replace(/^([a-z][a-z0-9+.-]*:\/\/).*@/is, "$1***@").replace(/\?.+$/s, "?***");
  return JSON.stringify(masked);
}

/** Parses an environment; empty strings count as unset, like most dotenv tools. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ""));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      return `${name}: ${issue.message} (got ${printable(name, cleaned[name])})`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  return result.data;
}

let cached: Config | undefined;

/** The process's configuration, parsed once. */
export function getConfig(): Config {
  cached ??= loadConfig(process.env);
  return cached;
}

/** What the browser may know about the deployment. */
export function publicConfig(config: Config = getConfig()) {
  return { siteUrl: config.SITE_URL, gtmId: config.GTM_ID ?? null };
}
export type PublicConfig = ReturnType<typeof publicConfig>;
