import { expect, test } from "vitest";
import type { IndexEntry } from "./content-index.ts";
import { createSearchIndex, loadSearchIndex, search } from "./search.ts";

type Fields = Partial<IndexEntry> & Pick<IndexEntry, "title"> & { body?: string };

function entry({ body = "", ...overrides }: Fields): IndexEntry {
  return {
    id: overrides.title,
    kind: "page",
    url: "/",
    excerpt: "A page of the site.",
    type: "About",
    text: body,
    keywords: [],
    claims: [],
    pageTitle: overrides.title,
    ...overrides,
  };
}

const documents: IndexEntry[] = [
  entry({
    title: "Cable Trays",
    url: "/case-studies/cable-trays",
    excerpt: "A redesigned layout cut the run by 85%.",
    type: "Case Study",
  }),
  entry({ title: "Contact Us", url: "/contact", excerpt: "Send us your project details.", type: "Contact" }),
  entry({
    title: "Services",
    url: "/services",
    excerpt: "Development management and procurement under one roof.",
    type: "Service",
    body: "We buy cable trays, doors and glazing direct from the factory.",
  }),
  entry({
    title: "Procurement Playbook",
    url: "/procurement-playbook",
    excerpt: "Our process step by step.",
    type: "Playbook",
  }),
];

const titles = (query: string, index = createSearchIndex(documents)) => search(index, query).map((r) => r.title);

test("a query of 2 characters or fewer finds nothing, even where it would match", () => {
  const index = createSearchIndex(documents);
  expect(search(index, "ca")).toEqual([]);
  expect(search(index, "c")).toEqual([]);
  expect(search(index, "")).toEqual([]);
  // Spaces do not count towards the 3 characters.
  expect(search(index, "  ca  ")).toEqual([]);
  expect(titles("cab")).toContain("Cable Trays");
  expect(titles("  cab  ")).toContain("Cable Trays");
});

test("matching ignores case in the query and in the content", () => {
  expect(titles("CABLE")).toEqual(titles("cable"));
  expect(titles("cAbLe TrAyS")).toEqual(titles("cable trays"));
  expect(titles("CONTACT")).toEqual(["Contact Us"]);
});

test("a title match ranks above a match in the excerpt or body only", () => {
  // "cable trays" is in one title and in another entry's body.
  expect(titles("cable trays")).toEqual(["Cable Trays", "Services"]);
  // "procurement" is in one title and another entry's excerpt.
  expect(titles("procurement")).toEqual(["Procurement Playbook", "Services"]);
});

test("a title match ranks above an excerpt that repeats the word", () => {
  const index = createSearchIndex([
    entry({ title: "Doors", url: "/doors", excerpt: "Glazing, more glazing and glazing again." }),
    entry({
      title: "Fire-Rated Glazing for the Corridors and Stairs of a London Office",
      url: "/glazing",
      excerpt: "A case study.",
    }),
  ]);
  expect(titles("glazing", index)).toEqual([
    "Fire-Rated Glazing for the Corridors and Stairs of a London Office",
    "Doors",
  ]);
});

test("a word is found while it is still being typed", () => {
  expect(titles("procu")).toContain("Procurement Playbook");
  expect(titles("proc play")).toEqual(["Procurement Playbook"]);
});

test("a small typo still finds the entry", () => {
  expect(titles("procurment")).toContain("Procurement Playbook");
  expect(titles("cabke trays")).toContain("Cable Trays");
  expect(titles("contcat")).toContain("Contact Us");
  // but a different word is not a typo
  expect(titles("planning")).toEqual([]);
});

test("results carry the entry's title, url, excerpt and type, and nothing of the body", () => {
  const [first] = search(createSearchIndex(documents), "services");
  expect(first).toEqual({
    id: 2,
    title: "Services",
    url: "/services",
    excerpt: "Development management and procurement under one roof.",
    type: "Service",
  });
});

test("an index revived from JSON searches and ranks exactly like the one it was built from", () => {
  const built = createSearchIndex(documents);
  const revived = loadSearchIndex(JSON.parse(JSON.stringify(built)));
  for (const query of ["cable trays", "procurment", "proc", "contact", "ca"]) {
    expect(search(revived, query)).toEqual(search(built, query));
  }
});

test("a page appears once, as its best-matching section", () => {
  const index = createSearchIndex([
    entry({ title: "Cable Trays", url: "/case-studies/cable-trays", body: "Cable trays redesigned." }),
    entry({
      title: "Cable Trays: the challenge",
      url: "/case-studies/cable-trays#the-challenge",
      body: "Cable trays.",
    }),
    entry({ title: "Cable Trays: our solution", url: "/case-studies/cable-trays#our-solution", body: "Cable trays." }),
    entry({ title: "Services", url: "/services", body: "We buy cable trays direct." }),
  ]);
  expect(search(index, "cable trays").map((r) => r.url)).toEqual(["/case-studies/cable-trays", "/services"]);
});

test("a section headed like another page names the page it is on", () => {
  const index = createSearchIndex([
    entry({ kind: "page", title: "Procurement Playbook", url: "/procurement-playbook" }),
    entry({
      kind: "section",
      title: "Procurement Playbook",
      url: "/services#procurement-playbook",
      pageTitle: "Services",
    }),
  ]);
  expect(search(index, "procurement playbook").map((r) => r.title)).toEqual([
    "Procurement Playbook",
    "Procurement Playbook (Services)",
  ]);
});
