import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  from: string;
  to: string[];
  raw: string;
  header(name: string): string | undefined;
  /** The text body, transfer encoding undone. */
  text: string;
};

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

function parse(raw: string, from: string, to: string[]): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  const text =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(body)
      : encoding === "base64"
        ? Buffer.from(body, "base64").toString("utf8")
        : body;
  return { from, to, raw, header: (name) => headers.get(name.toLowerCase()), text: text.replace(/\r\n/g, "\n") };
}

export type TestSmtpServer = {
  url: string;
  port: number;
  /** Messages accepted (the end of DATA answered 250). */
  received: ReceivedMail[];
  /** Sessions that reached DATA, accepted or not. */
  dataStarted: () => number;
  /** While true, DATA is read and then left unanswered: a delivery hangs mid-way. */
  stall: boolean;
  waitForMessages(count: number, ms?: number): Promise<ReceivedMail[]>;
  waitForData(count: number, ms?: number): Promise<void>;
  close(): Promise<void>;
};

async function until(check: () => boolean, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A real SMTP server on a free loopback port (or `port`), keeping what it receives. */
export async function startSmtpServer(options: { port?: number } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let dataSessions = 0;
  const state = { stall: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // Stalled sessions would otherwise hold close() open for 30 s.
    closeTimeout: 100,
    onData(stream, session, callback) {
      dataSessions++;
      const stallThis = state.stall;
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (stallThis) return; // never answered: the sender waits
        received.push(
          parse(
            Buffer.concat(chunks).toString("latin1"),
            session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    dataStarted: () => dataSessions,
    get stall() {
      return state.stall;
    },
    set stall(value: boolean) {
      state.stall = value;
    },
    async waitForMessages(count, ms = 15_000) {
      await until(() => received.length >= count, ms, `${count} message(s); got ${received.length}`);
      return received;
    },
    async waitForData(count, ms = 15_000) {
      await until(() => dataSessions >= count, ms, `${count} DATA command(s)`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
