import { z } from "zod";

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
  TRUST_PROXY: z
    .string()
    .transform((v) => v.trim().toLowerCase())
    .pipe(z.enum(["true", "false", "1", "0"]))
    .default("false")
    .transform((v) => v === "true" || v === "1"),
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

/** Parses an environment; empty strings count as unset, like most dotenv tools. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ""));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      return `${name}: ${issue.message} (got ${JSON.stringify(cleaned[name])})`;
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
