/**
 * One byte range of a file (RFC 9110 §14), for media: Safari plays a video
 * only from a server that answers range requests, and every browser seeks
 * and resumes with them. Several ranges in one request are answered with
 * the whole file, which the RFC allows.
 */
export type ByteRange = { start: number; end: number };

/**
 * The range a `Range` header asks for within `size` bytes: a range, "none"
 * when the whole file should be sent (no header, another unit, several
 * ranges or a malformed one), or "unsatisfiable" (416) when it starts past
 * the end of the file.
 */
export function parseByteRange(header: string | null, size: number): ByteRange | "none" | "unsatisfiable" {
  if (!header) return "none";
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return "none";
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return "none";
  // Digits only, but a client can still send more of them than a number holds.
  if (first.length > 15 || last.length > 15) return "none";
  if (first === "") {
    // The last n bytes.
    const suffix = Number(last);
    if (suffix === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== "" && Number(last) < start) return "none";
  if (start >= size) return "unsatisfiable";
  return { start, end };
}
