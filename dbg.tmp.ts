import { understand } from "#server/assistant/question.ts";
import { createEntryIndex } from "#server/assistant/retrieval.ts";
import { siteIndex } from "#server/content/site-index.ts";
const index = createEntryIndex(siteIndex());
for (const q of process.argv.slice(2)) {
  const u = understand(q, []);
  console.log(q, "|", u.concepts.map((c) => c.id).join(","), "|", u.terms.map((t) => `${t.term}:${t.weight.toFixed(2)}${t.carried ? "c" : ""}`).join(" "));
  for (const hit of index.search(index.correct(u.terms), { limit: 5, prefer: new Set(u.concepts.flatMap((c) => c.homes)) })) console.log("   ", hit.score.toFixed(2), hit.coverage.toFixed(2), hit.titleCoverage.toFixed(2), hit.entry.url, "|", hit.entry.title);
}
