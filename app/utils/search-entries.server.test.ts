import { expect, test } from "vitest";
import { listPosts } from "#app/utils/blog.server.ts";
import { caseStudies } from "#content/case-studies.ts";
import { faq } from "#content/faq.ts";
import { pages } from "#content/pages.ts";
import { projects } from "#content/projects.ts";
import { services } from "#content/services.ts";
import { SEARCH_TYPES, search } from "#lib/search.ts";
import { searchDocuments, siteSearchIndex } from "./search-entries.server.ts";

const documents = searchDocuments();

function entry(title: string, url: string) {
  return documents.find((d) => d.title === title && d.url === url);
}

test("every page, service, project, case study, post and FAQ question has exactly one entry", () => {
  const allPages = Object.values(pages);
  const serviceHeadings = [services.partnership, services.procurementMethods, services.smartTechnology].map(
    (s) => s.heading,
  );
  const posts = listPosts();

  for (const page of allPages) expect(entry(page.title, page.path), page.path).toBeDefined();
  for (const heading of serviceHeadings)
    expect(entry(heading, "/services"), heading).toMatchObject({ type: "Service" });
  for (const project of projects) expect(entry(project.name, "/projects")).toMatchObject({ type: "Project" });
  for (const study of caseStudies) {
    expect(entry(study.title, `/case-studies/${study.id}`)).toMatchObject({ type: "Case Study" });
  }
  for (const post of posts) expect(entry(post.title, `/blog/${post.id}`)).toMatchObject({ type: "Blog" });
  for (const item of faq.items) expect(entry(item.question, "/faq")).toMatchObject({ type: "FAQ" });

  expect(documents).toHaveLength(
    allPages.length + serviceHeadings.length + projects.length + caseStudies.length + posts.length + faq.items.length,
  );
  expect(new Set(documents.map((d) => `${d.type} ${d.title} ${d.url}`)).size).toBe(documents.length);
});

test("both playbooks are entries of the Playbook type, carrying the playbooks' own text", () => {
  expect(entry(pages["procurement-playbook"].title, "/procurement-playbook")).toMatchObject({ type: "Playbook" });
  expect(entry(pages["delivery-playbook"].title, "/delivery-playbook")).toMatchObject({ type: "Playbook" });
  // A step title that only the playbook's walkthrough shows.
  expect(search(siteSearchIndex(), "Pre-Shipment Inspection")[0]?.url).toBe("/procurement-playbook");
});

test("the spec's six entries are among them: a service, a project, two case studies, about and contact", () => {
  const types = documents.map((d) => d.type);
  expect(types).toContain("Service");
  expect(types).toContain("Project");
  expect(types.filter((t) => t === "Case Study").length).toBeGreaterThanOrEqual(2);
  expect(entry(pages.about.title, "/about")).toMatchObject({ type: "About" });
  expect(entry(pages.contact.title, "/contact")).toMatchObject({ type: "Contact" });
});

test("every entry has a title, a site path, a short plain excerpt and one of the spec's types", () => {
  for (const d of documents) {
    expect(d.title.length, d.url).toBeGreaterThan(0);
    expect(d.url).toMatch(/^\/[a-z0-9/-]*$/);
    expect(d.excerpt.length, d.title).toBeGreaterThan(20);
    expect(d.excerpt.length, d.title).toBeLessThanOrEqual(220);
    expect(d.excerpt, d.title).not.toMatch(/[<>]/);
    expect(SEARCH_TYPES).toContain(d.type);
  }
});

test("a post is found by words of its body, not only its title and excerpt", () => {
  const post = listPosts()[0];
  if (!post) throw new Error("no posts");
  const body = documents.find((d) => d.url === `/blog/${post.id}`)?.body ?? "";
  expect(body.length).toBeGreaterThan(post.excerpt.length * 5);
  expect(body).not.toMatch(/<\/?p>/);
});

test("the index is built once per process", () => {
  expect(siteSearchIndex()).toBe(siteSearchIndex());
  expect(siteSearchIndex().documentCount).toBe(documents.length);
});
