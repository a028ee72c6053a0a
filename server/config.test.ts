import { describe, expect, test } from "vitest";
import { ConfigError, loadConfig, publicConfig } from "./config.ts";

/** Runs loadConfig and returns the ConfigError it throws. */
function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe("loadConfig", () => {
  test("an empty environment gives the embedded defaults and switches optional features off", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      SITE_URL: "http://localhost:3000",
      DATA_DIR: "./.data",
      CHAT_MODEL: "gpt-4o-mini",
      TRUST_PROXY: null,
    });
    for (const name of [
      "DATABASE_URL",
      "SMTP_URL",
      "MAIL_FROM",
      "NOTIFY_EMAIL",
      "NEWSLETTER_WEBHOOK_URL",
      "CONTACT_WEBHOOK_URL",
      "OPENAI_API_KEY",
      "OPENAI_BASE_URL",
      "GTM_ID",
      "RETENTION_MONTHS",
    ] as const) {
      expect(config[name], name).toBeUndefined();
    }
  });

  test("empty and blank strings count as unset", () => {
    const config = loadConfig({
      PORT: "",
      HOST: "  ",
      SITE_URL: "",
      DATABASE_URL: "",
      GTM_ID: " ",
      TRUST_PROXY: "",
      OPENAI_API_KEY: "",
      UNDEFINED_ONE: undefined,
    } as Record<string, string | undefined>);
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("0.0.0.0");
    expect(config.SITE_URL).toBe("http://localhost:3000");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.GTM_ID).toBeUndefined();
    expect(config.OPENAI_API_KEY).toBeUndefined();
    expect(config.TRUST_PROXY).toBeNull();
  });

  test("valid values override the defaults", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      SITE_URL: "https://www.example.com",
      DATABASE_URL: "postgres://user:secret@db.internal:5432/site",
      GTM_ID: "GTM-ABC123",
      MAIL_FROM: "site@example.com",
    });
    expect(config.PORT).toBe(8080);
    expect(config.HOST).toBe("127.0.0.1");
    expect(config.SITE_URL).toBe("https://www.example.com");
    expect(config.DATABASE_URL).toBe("postgres://user:secret@db.internal:5432/site");
    expect(config.GTM_ID).toBe("GTM-ABC123");
    expect(config.MAIL_FROM).toBe("site@example.com");
    expect(loadConfig({ DATABASE_URL: "postgresql://localhost/site" }).DATABASE_URL).toBe(
      "postgresql://localhost/site",
    );
  });

  test.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["PORT", "-1"],
    ["PORT", "80.5"],
    ["SITE_URL", "not a url"],
    ["SITE_URL", "ftp://example.com"],
    ["DATABASE_URL", "mysql://localhost/site"],
    ["DATABASE_URL", "https://example.com/db"],
    ["GTM_ID", "UA-12345"],
    ["GTM_ID", "gtm-abc123"],
    ["TRUST_PROXY", "yes"],
    ["TRUST_PROXY", "10.0.0.0/33"],
    ["TRUST_PROXY", "10.0.0.1,proxy.internal"],
    ["TRUST_PROXY", "99"],
  ])("%s=%s stops start-up with a ConfigError naming the variable", (name, value) => {
    const error = configError({ [name]: value });
    expect(error.name).toBe("ConfigError");
    expect(error.message).toContain(`${name}:`);
    expect(error.message).toContain(JSON.stringify(value));
  });

  test("every invalid variable is named, not only the first", () => {
    const { message } = configError({ PORT: "abc", SITE_URL: "nope", GTM_ID: "x", HOST: "localhost" });
    expect(message).toContain("PORT:");
    expect(message).toContain("SITE_URL:");
    expect(message).toContain("GTM_ID:");
    expect(message).not.toContain("HOST:");
  });

  test("SITE_URL loses its trailing slashes", () => {
    expect(loadConfig({ SITE_URL: "https://example.com/" }).SITE_URL).toBe("https://example.com");
    expect(loadConfig({ SITE_URL: "https://example.com///" }).SITE_URL).toBe("https://example.com");
    expect(loadConfig({ SITE_URL: "https://example.com/site/" }).SITE_URL).toBe("https://example.com/site");
  });

  test.each([
    ["true", { hops: 1 }],
    ["1", { hops: 1 }],
    ["2", { hops: 2 }],
    ["false", null],
    ["0", null],
    ["TRUE", { hops: 1 }],
    [" False ", null],
    ["10.0.0.0/8", { ranges: ["10.0.0.0/8"] }],
    ["10.0.0.0/8, 192.0.2.7,2001:db8::/32", { ranges: ["10.0.0.0/8", "192.0.2.7", "2001:db8::/32"] }],
  ])("TRUST_PROXY=%s parses to %j", (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  test("a configuration error never prints a password, a query or an API key", () => {
    const { message } = configError({
      DATABASE_URL: "mysql://site:hunter2@db.internal/site",
      SMTP_URL: "http://mailer:p%40ss@smtp.example.com:587",
      CONTACT_WEBHOOK_URL: "ftp://hooks.example.com/in?token=abc123",
      OPENAI_API_KEY: "sk-secret",
      PORT: "abc",
    });
    expect(message).toContain("DATABASE_URL:");
    expect(message).toContain('"mysql://***@db.internal/site"');
    expect(message).toContain('"http://***@smtp.example.com:587"');
    expect(message).toContain('"ftp://hooks.example.com/in?***"');
    for (const secret of ["hunter2", "p%40ss", "abc123"]) expect(message).not.toContain(secret);
    // A malformed URL is masked as well.
    expect(configError({ DATABASE_URL: "postgres://u:top@secret@/x y" }).message).not.toMatch(/top|secret@/);
  });

  test("the public configuration exposes only the site URL and the tag manager id", () => {
    const config = loadConfig({
      SITE_URL: "https://example.com/",
      GTM_ID: "GTM-XYZ",
      OPENAI_API_KEY: "sk-secret",
      DATABASE_URL: "postgres://u:p@h/db",
    });
    expect(publicConfig(config)).toEqual({ siteUrl: "https://example.com", gtmId: "GTM-XYZ" });
    expect(publicConfig(loadConfig({})).gtmId).toBeNull();
  });
});

describe("RELAX_RATE_LIMITS", () => {
  test("is off unless explicitly switched on", () => {
    expect(loadConfig({}).RELAX_RATE_LIMITS).toBe(false);
    expect(loadConfig({ RELAX_RATE_LIMITS: "" }).RELAX_RATE_LIMITS).toBe(false);
    expect(loadConfig({ RELAX_RATE_LIMITS: "false" }).RELAX_RATE_LIMITS).toBe(false);
    expect(loadConfig({ RELAX_RATE_LIMITS: "true" }).RELAX_RATE_LIMITS).toBe(true);
    expect(loadConfig({ RELAX_RATE_LIMITS: "1" }).RELAX_RATE_LIMITS).toBe(true);
  });

  test("an unclear value stops start-up naming the variable", () => {
    expect(configError({ RELAX_RATE_LIMITS: "yes please" }).message).toContain("RELAX_RATE_LIMITS");
  });

  test("RETENTION_MONTHS is a whole number of months from 1 to 1200", () => {
    expect(loadConfig({ RETENTION_MONTHS: "24" }).RETENTION_MONTHS).toBe(24);
    for (const value of ["0", "-3", "1.5", "two years", "1201"]) {
      expect(configError({ RETENTION_MONTHS: value }).message, value).toContain("RETENTION_MONTHS");
    }
  });
});

describe("LOG_LEVEL", () => {
  test("is info unless set, takes any level in any case, and names a bad value", () => {
    expect(loadConfig({}).LOG_LEVEL).toBe("info");
    expect(loadConfig({ LOG_LEVEL: " WARN " }).LOG_LEVEL).toBe("warn");
    expect(() => loadConfig({ LOG_LEVEL: "verbose" })).toThrow(/LOG_LEVEL/);
  });
});
