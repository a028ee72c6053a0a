import type pg from "pg";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { failure } from "./http.ts";

/** Resolves with null when the client may go on, or with how long it must wait. */
export type Limiter = { take(clientKey: string): Promise<{ retryAfterSeconds: number } | null> };
export type RateLimits = { contact: Limiter; newsletter: Limiter; chat: Limiter };

export type Rule = { points: number; durationSeconds: number };

/**
 * Generous for a person (a message takes minutes to write; a failed check
 * costs an attempt too), tight for a script.
 */
export const DEFAULT_RULES: Record<keyof RateLimits, Rule> = {
  contact: { points: 10, durationSeconds: 10 * 60 },
  newsletter: { points: 10, durationSeconds: 10 * 60 },
  // A brisk conversation is a message every ten seconds.
  chat: { points: 30, durationSeconds: 5 * 60 },
};

/** RELAX_RATE_LIMITS: for load tests only. */
const RELAXED: Rule = { points: 1_000_000, durationSeconds: 1 };

export type RateLimitOptions = {
  /** PostgreSQL pool: limits are shared by every instance. Without it, in memory (PGlite: one process). */
  pool?: pg.Pool;
  relaxed?: boolean;
  rules?: Partial<Record<keyof RateLimits, Rule>>;
};

export function createRateLimits(options: RateLimitOptions = {}): RateLimits {
  const make = (name: keyof RateLimits): Limiter => {
    const rule = options.relaxed ? RELAXED : (options.rules?.[name] ?? DEFAULT_RULES[name]);
    const base = { keyPrefix: name, points: rule.points, duration: rule.durationSeconds };
    const limiter = options.pool
      ? new RateLimiterPostgres({
          ...base,
          storeClient: options.pool,
          storeType: "pool",
          tableName: "rate_limits",
          // The table is part of our migrations.
          tableCreated: true,
          // If PostgreSQL is briefly unreachable, limits hold per instance meanwhile.
          insuranceLimiter: new RateLimiterMemory(base),
        })
      : new RateLimiterMemory(base);
    return {
      async take(clientKey) {
        try {
          await limiter.consume(clientKey);
          return null;
        } catch (rejection) {
          if (rejection instanceof RateLimiterRes) {
            return { retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
          }
          throw rejection;
        }
      },
    };
  };
  return { contact: make("contact"), newsletter: make("newsletter"), chat: make("chat") };
}

/**
 * Counts one attempt of `client` against `limiter`: null when it may go on,
 * else the 429 naming what it sent too many of and when to try again.
 */
export async function takeOrRefuse(limiter: Limiter, client: { address: string }, tooManyWhat: string) {
  const limited = await limiter.take(clientKey(client.address));
  if (!limited) return null;
  return failure(
    429,
    `Too many ${tooManyWhat} from your connection. Please try again in ${waitPhrase(limited.retryAfterSeconds)}.`,
    undefined,
    { "Retry-After": String(limited.retryAfterSeconds) },
  );
}

/** "Please try again in 7 minutes." */
export function waitPhrase(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

/**
 * The key a client is counted under: its IPv4 address, or the /64 network of
 * an IPv6 one (one subscriber line holds a whole /64 and can hop within it).
 */
export function clientKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(":")) return address;
  const [head = "", tail = ""] = address.toLowerCase().split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
