const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".pdf": "application/pdf",
};

export function contentTypeFor(filePath: string): string {
  const dot = filePath.lastIndexOf(".");
  return (dot >= 0 && TYPES[filePath.slice(dot).toLowerCase()]) || "application/octet-stream";
}

/** Text formats worth compressing; images, fonts and video already are. */
export function isCompressible(contentType: string | null): boolean {
  if (!contentType) return false;
  return /^(text\/|application\/(json|javascript|xml|manifest\+json|rss\+xml|atom\+xml)|image\/svg\+xml)/.test(
    contentType,
  );
}
