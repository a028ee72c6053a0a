import net from "node:net";

/**
 * TRUST_PROXY: which peers may tell us who the visitor is. A proxy appends
 * the address it received a request from to X-Forwarded-For (nginx's
 * `$proxy_add_x_forwarded_for`), so everything left of the entries our own
 * proxies wrote is whatever the visitor sent. The visitor is therefore the
 * right-most address that is not one of our proxies, never the left-most.
 *
 * - `hops`: this many proxies stand in front of the server (`TRUST_PROXY=1`;
 *   `true` means 1, the usual single reverse proxy).
 * - `ranges`: the proxies' addresses or CIDR ranges
 *   (`TRUST_PROXY=10.0.0.0/8,192.0.2.7`).
 */
export type TrustProxy = { hops: number } | { ranges: string[] } | null;

export const TRUST_PROXY_HELP =
  "must be false, true (one proxy), a number of proxies, or a comma-separated list of proxy addresses or CIDR ranges";

/** Parses TRUST_PROXY; throws with TRUST_PROXY_HELP on a value it cannot read. */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim().toLowerCase();
  if (text === "" || text === "false" || text === "0") return null;
  if (text === "true") return { hops: 1 };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 0 && hops <= 32) return { hops };
    throw new Error(TRUST_PROXY_HELP);
  }
  const ranges = text
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (ranges.length === 0) throw new Error(TRUST_PROXY_HELP);
  blockList(ranges);
  return { ranges };
}

function blockList(ranges: string[]): net.BlockList {
  const list = new net.BlockList();
  for (const range of ranges) {
    const [address = "", prefix] = range.split("/");
    const family = net.isIP(address);
    const bits = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
    if (family === 0 || !Number.isInteger(bits) || bits < 0 || bits > (family === 6 ? 128 : 32)) {
      throw new Error(`${TRUST_PROXY_HELP} ("${range}" is neither)`);
    }
    list.addSubnet(address, bits, family === 6 ? "ipv6" : "ipv4");
  }
  return list;
}

/** `::ffff:192.0.2.1` is the IPv4 address a dual-stack socket reports; brackets and ports come off. */
function plainAddress(value: string): string {
  let address = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(":"));
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

export type Visitor = { address: string; https: boolean };

export type ProxyTrustOptions = {
  trust: TrustProxy;
  /** Told once, at the first request with X-Forwarded-For while no proxy is trusted. */
  onUntrustedForwardedFor?: () => void;
};

/**
 * Who sent a request and whether it arrived over https, from the socket's
 * peer and, when that peer is a trusted proxy, the forwarding headers.
 */
export function createVisitorResolver({ trust, onUntrustedForwardedFor }: ProxyTrustOptions) {
  const trusted = trust && "ranges" in trust ? blockList(trust.ranges) : null;
  const isTrusted = (address: string, depth: number) => {
    if (!trust) return false;
    if ("hops" in trust) return depth < trust.hops;
    const family = net.isIP(address);
    return family !== 0 && (trusted?.check(address, family === 6 ? "ipv6" : "ipv4") ?? false);
  };
  let warned = false;

  return function resolve(peer: string, headers: Pick<Headers, "get">, encrypted = false): Visitor {
    const socketAddress = plainAddress(peer);
    const forwardedFor = headers.get("x-forwarded-for");
    if (!trust) {
      if (forwardedFor !== null && !warned) {
        warned = true;
        onUntrustedForwardedFor?.();
      }
      return { address: socketAddress, https: encrypted };
    }
    if (!isTrusted(socketAddress, 0)) return { address: socketAddress, https: encrypted };

    // Walk from the nearest hop outwards while each hop is one of ours.
    const hops = (forwardedFor ?? "").split(",").map(plainAddress).filter(Boolean).reverse();
    let address = socketAddress;
    for (const [index, hop] of hops.entries()) {
      if (net.isIP(hop) === 0) break;
      address = hop;
      if (!isTrusted(hop, index + 1)) break;
    }
    // The nearest proxy states the scheme it was reached on (nginx: `X-Forwarded-Proto $scheme`).
    const proto = (headers.get("x-forwarded-proto") ?? "").split(",").at(-1)?.trim().toLowerCase();
    return { address, https: proto ? proto === "https" : encrypted };
  };
}
