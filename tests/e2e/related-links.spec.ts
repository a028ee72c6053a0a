import { faq } from "../../content/faq.ts";
import { relatedLinkCards, relatedPages } from "../../content/related-links.ts";
import { expect, test, visit } from "./fixtures.ts";

test("the about page's related pages: eight others, high priority first, never the about page", async ({ page }) => {
  await visit(page, "/about");
  const block = page.getByRole("region", { name: "Explore More" });
  const links = block.getByRole("link");
  await expect(links).toHaveCount(8);
  const hrefs = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
  expect(hrefs).not.toContain("/about");

  const high = relatedPages.filter((p) => p.priority === "high" && p.href !== "/about").map((p) => p.href);
  expect(hrefs.slice(0, high.length)).toEqual(high);
  for (const href of hrefs) {
    const entry = relatedPages.find((p) => p.href === href);
    expect(entry, `${href} is one of the twelve entries`).toBeDefined();
    const card = block.getByRole("listitem").filter({ has: page.locator(`a[href="${href}"]`) });
    await expect(card).toContainText(entry?.description ?? "");
    await expect(card).toContainText(entry?.category ?? "");
  }
});

test("the services page's categorised cards: grouped, with icon and two keywords, plus a consultation link", async ({
  page,
}) => {
  await visit(page, "/services");
  const block = page.getByRole("region", { name: relatedLinkCards.heading });
  const others = relatedLinkCards.cards.filter((card) => card.href !== "/services");

  await expect(block.getByRole("heading", { level: 3 })).toHaveText([...new Set(others.map((c) => c.category))]);
  for (const card of others) {
    const link = block.getByRole("link", { name: card.title, exact: true });
    await expect(link).toHaveAttribute("href", card.href);
    const item = block.getByRole("listitem").filter({ has: page.getByRole("link", { name: card.title, exact: true }) });
    await expect(item).toContainText(card.description);
    await expect(item.locator("svg")).toHaveCount(1);
    await expect(item.getByRole("list", { name: "Keywords" }).getByRole("listitem")).toHaveText(
      card.keywords.slice(0, 2),
    );
  }
  await expect(block.getByRole("link", { name: "Development Services" })).toHaveCount(0);

  await block.getByRole("link", { name: "Get Project Consultation" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test("the FAQ's further reading: site links in place, outside links in a new tab, each with an icon", async ({
  page,
  context,
}) => {
  await visit(page, "/faq");
  const block = page.getByRole("navigation", { name: faq.furtherReading.title });
  await expect(block.getByRole("link")).toHaveCount(faq.furtherReading.links.length);

  for (const link of faq.furtherReading.links) {
    const anchor = block.getByRole("link", { name: new RegExp(`^${link.title}`) });
    await expect(anchor).toHaveAttribute("href", link.href);
    await expect(anchor.locator("svg").first()).toBeAttached();
    if (link.isExternal) {
      await expect(anchor).toHaveAttribute("target", "_blank");
      await expect(anchor).toHaveAttribute("rel", "noopener noreferrer");
      await expect(anchor).toContainText("(opens in a new tab)");
    } else {
      await expect(anchor).not.toHaveAttribute("target", /.*/);
    }
  }

  // The outside site is stood in for locally: nothing in a test reaches the internet.
  const external = faq.furtherReading.links.find((link) => link.isExternal);
  if (!external) throw new Error("the FAQ's further reading needs an outside link");
  await context.route(`${external.href}**`, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Outside</title>" }),
  );
  const [popup] = await Promise.all([
    context.waitForEvent("page"),
    block.getByRole("link", { name: new RegExp(`^${external.title}`) }).click(),
  ]);
  await expect(popup).toHaveURL(external.href);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  expect(page.url()).toMatch(/\/faq$/);
});
