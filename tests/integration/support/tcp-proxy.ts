import net from "node:net";

export type TcpProxy = {
  port: number;
  /** Stops accepting and drops every connection: the database is gone. */
  cut(): Promise<void>;
  /** Accepts again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
};

/** A loopback TCP forwarder to `target`, so a test can take a database away and give it back. */
export async function startTcpProxy(
  target: { host: string; port: number },
  port = 0,
  listening = true,
): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;

  function listen(onPort: number): Promise<number> {
    server = net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
        socket.on("error", () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
    });
    const current = server;
    return new Promise((resolve, reject) => {
      current.once("error", reject);
      current.listen(onPort, "127.0.0.1", () => resolve((current.address() as net.AddressInfo).port));
    });
  }

  async function cut() {
    const current = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  }

  const bound = listening ? await listen(port) : port;
  return { port: bound, cut, restore: () => listen(bound).then(() => {}), close: cut };
}
