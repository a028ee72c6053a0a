/**
 * "25 July 2025": an article's date as the blog, the content index and the assistant show it. Dates are
 * calendar days, so they are read and shown in UTC.
 */
export function formatPostDate(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toLocaleDateString("en-GB", { dateStyle: "long", timeZone: "UTC" });
}
