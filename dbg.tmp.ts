import { siteIndex } from "#server/content/site-index.ts";
const e = siteIndex().find((x) => x.url === "/case-studies/fire-rated-glazed-doors");
console.log(e?.text);
