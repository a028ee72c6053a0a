import { createInterface } from "node:readline";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import { type AdminAccess, NoDataError, openAccess } from "./admin/access.ts";
import { BackupError, restorePglite, restorePostgres } from "./admin/backup.ts";
import { csvHeader, csvRows } from "./admin/csv.ts";
import { EXPORT_COLUMNS, EXPORT_KINDS, type ExportKind } from "./admin/export.ts";
import { type ErasureSummary, InvalidEmailError, normaliseEmail, type PersonRecord } from "./admin/people.ts";
import { ServerRefusedError } from "./admin/socket.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { DataDirBusyError } from "./db/data-dir-lock.ts";
import { loadEnvFile } from "./env-file.ts";

/**
 * The firm's admin command, run in a checkout with the server's environment:
 *   npm run --silent admin -- export messages --format csv > messages.csv
 * Data goes to stdout; what the command did goes to stderr.
 */

const USAGE = `Usage: npm run --silent admin -- <command>

  export <messages|subscribers> [--format json|csv]
                        every contact message (spam flagged), oldest first, or every
                        current newsletter subscriber with the consent record;
                        csv is safe to open in a spreadsheet
  find --email ADDRESS  everything held about one person, as JSON (access and
                        portability requests)
  erase --email ADDRESS removes everything held about one person, after asking
                        (--yes skips the question); tells the newsletter service
  unsubscribe --email ADDRESS
                        withdraws newsletter consent, kept as a dated withdrawal
  backup FILE           writes a backup of the data while the site runs
  restore FILE          loads a backup into an empty DATA_DIR, or an empty
                        database at DATABASE_URL

Uses the server's configuration: DATABASE_URL, or PGlite in DATA_DIR (default ./.data).
(--silent keeps npm's own lines out of the output.)`;

const say = (line: string) => process.stderr.write(`admin: ${line}\n`);

class UsageError extends Error {}
class NotConfirmedError extends Error {}

type Command =
  | { name: "export"; kind: ExportKind; format: "json" | "csv" }
  | { name: "find" | "unsubscribe"; email: string }
  | { name: "erase"; email: string; yes: boolean }
  | { name: "backup" | "restore"; file: string };

function parse(argv: string[]): Command {
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions(argv);
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    process.exit(0);
  }
  const [name, argument, ...extra] = positionals;
  const usage = (why?: string) => new UsageError(why ? `${why}\n\n${USAGE}` : USAGE);
  if (extra.length > 0) throw usage();
  switch (name) {
    case "export": {
      if (!EXPORT_KINDS.includes(argument as ExportKind)) throw usage();
      if (values.format !== "json" && values.format !== "csv") throw usage("--format must be json or csv");
      return { name, kind: argument as ExportKind, format: values.format };
    }
    case "find":
    case "erase":
    case "unsubscribe": {
      if (argument !== undefined) throw usage();
      if (!values.email) throw usage(`${name} needs --email ADDRESS`);
      const email = normaliseEmail(values.email);
      return name === "erase" ? { name, email, yes: values.yes ?? false } : { name, email };
    }
    case "backup":
    case "restore": {
      if (!argument) throw usage(`${name} needs a FILE`);
      return { name, file: argument };
    }
    default:
      throw usage();
  }
}

function parseOptions(argv: string[]) {
  return parseArgs({
    args: argv,
    options: {
      format: { type: "string", default: "json" },
      email: { type: "string" },
      yes: { type: "boolean", short: "y" },
      help: { type: "boolean", short: "h" },
    },
    allowPositionals: true,
  });
}

/** Writes to stdout, waiting when the reader (a file, a pipe) is slower than the database. */
function writeOut(chunks: Iterable<string> | AsyncIterable<string>): Promise<void> {
  return pipeline(Readable.from(chunks), process.stdout, { end: false });
}

async function exportTo(access: AdminAccess, kind: ExportKind, format: "json" | "csv") {
  let count = 0;
  const columns = EXPORT_COLUMNS[kind];
  async function* out() {
    if (format === "csv") yield csvHeader(columns);
    else yield "[";
    for await (const batch of access.exportBatches(kind)) {
      if (format === "csv") yield csvRows(columns, batch);
      else yield batch.map((row, i) => `${count + i === 0 ? "" : ","}\n  ${JSON.stringify(row)}`).join("");
      count += batch.length;
    }
    if (format === "json") yield count === 0 ? "]\n" : "\n]\n";
  }
  await writeOut(out());
  say(access.say(`read ${count} ${kind}`));
}

function describeRecord(record: PersonRecord): string {
  const parts = [
    plural(record.messages.length, "contact message"),
    plural(record.handoffs.length, "chat hand-off"),
    record.subscription
      ? record.subscription.withdrawnAt
        ? "a withdrawn newsletter subscription"
        : "a newsletter subscription"
      : "no newsletter subscription",
    plural(record.notifications.length, "notification"),
  ];
  return parts.join(", ");
}

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

async function confirm(question: string): Promise<boolean> {
  process.stderr.write(question);
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line.trim().toLowerCase() === "yes";
  }
  return false;
}

function erasureReport(summary: ErasureSummary, delivery: AdminAccess["delivery"]): string {
  const lines = [
    `Erased everything held about ${summary.email}:`,
    `  ${plural(summary.messages, "contact message")}`,
    `  ${plural(summary.handoffs, "chat hand-off")}`,
    `  ${
      summary.subscription === "active"
        ? "the newsletter subscription"
        : summary.subscription === "withdrawn"
          ? "the record of a withdrawn newsletter subscription"
          : "no newsletter subscription"
    }`,
    `  ${plural(summary.notifications, "notification")} (mail and webhooks) carrying their data`,
  ];
  if (summary.unsubscribeQueued) {
    lines.push(
      `The newsletter service (NEWSLETTER_WEBHOOK_URL) is told to unsubscribe the address through the outbox: sent ${delivery}.`,
    );
  } else if (summary.subscription === "active") {
    lines.push("NEWSLETTER_WEBHOOK_URL is not set: remove the address from your newsletter service yourself.");
  }
  return `${lines.join("\n")}\n`;
}

async function withAccess<T>(config: Config, run: (access: AdminAccess) => Promise<T>): Promise<T> {
  const access = await openAccess(config);
  try {
    return await run(access);
  } finally {
    await access.close();
  }
}

async function main() {
  loadEnvFile();
  const command = parse(process.argv.slice(2));
  const config = loadConfig(process.env);

  if (command.name === "restore") {
    if (config.DATABASE_URL) {
      await restorePostgres(config.DATABASE_URL, command.file);
      say(`restored ${command.file} into the database at DATABASE_URL`);
    } else {
      await restorePglite(config.DATA_DIR, command.file);
      say(`restored ${command.file} into ${config.DATA_DIR}`);
    }
    say("start the server on it: it brings the tables up to date with this checkout if the backup is older");
    return;
  }

  await withAccess(config, async (access) => {
    switch (command.name) {
      case "export":
        return exportTo(access, command.kind, command.format);
      case "find": {
        const record = await access.find(command.email);
        await writeOut([`${JSON.stringify(record, null, 2)}\n`]);
        say(access.say(`found ${describeRecord(record)} for ${record.email}`));
        return;
      }
      case "erase": {
        if (!command.yes) {
          const record = await access.find(command.email);
          const ok = await confirm(
            `About to erase everything held about ${record.email}: ${describeRecord(record)}.\n` +
              `This cannot be undone. Type "yes" to erase it: `,
          );
          if (!ok) throw new NotConfirmedError("Nothing was erased.");
        }
        const summary = await access.erase(command.email);
        await writeOut([erasureReport(summary, access.delivery)]);
        say(access.say(`erased what was held about ${summary.email}`));
        return;
      }
      case "unsubscribe": {
        const result = await access.unsubscribe(command.email);
        const text =
          result.status === "withdrawn"
            ? `Withdrew the newsletter consent of ${result.email} on ${result.withdrawnAt}; the withdrawal is kept so the address is not re-added.\n` +
              (result.unsubscribeQueued
                ? `The newsletter service (NEWSLETTER_WEBHOOK_URL) is told through the outbox: sent ${access.delivery}.\n`
                : "NEWSLETTER_WEBHOOK_URL is not set: remove the address from your newsletter service yourself.\n")
            : result.status === "already-withdrawn"
              ? `${result.email} had already withdrawn consent, on ${result.withdrawnAt}. Nothing changed.\n`
              : `${result.email} is not subscribed to the newsletter. Nothing changed.\n`;
        await writeOut([text]);
        say(access.say(`recorded the withdrawal of ${result.email}`));
        return;
      }
      case "backup": {
        const result = await access.backup(command.file);
        say(access.say(`wrote a backup of ${result.bytes} bytes to ${result.file}`));
        return;
      }
    }
  });
}

main().catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError || error instanceof InvalidEmailError) {
    say(error.message);
    process.exit(2);
  }
  if (error instanceof DataDirBusyError) {
    say(`${error.message} If a server is starting on it, try again in a moment.`);
    process.exit(1);
  }
  if (
    error instanceof NotConfirmedError ||
    error instanceof NoDataError ||
    error instanceof BackupError ||
    error instanceof ServerRefusedError ||
    (error instanceof Error && error.name === "SchemaNotReadyError")
  ) {
    say(error.message);
    process.exit(1);
  }
  // PGlite throws plain objects for file-system errors ({name, errno}): show their fields.
  say(`failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`);
  process.exit(1);
});
