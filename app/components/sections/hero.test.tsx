// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { setConsent } from "#app/hooks/use-cookie-consent.ts";
import { canPlayBackgroundVideo, Hero } from "./hero.tsx";

const VIDEO_URL = "https://player.example.com/embed/film";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "connection");
});

function renderHero({
  videoUrl = VIDEO_URL,
  reducedMotion = false,
  saveData = false,
}: {
  videoUrl?: string | null;
  reducedMotion?: boolean;
  saveData?: boolean;
} = {}) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: query.includes("reduce") && reducedMotion,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
  Object.defineProperty(navigator, "connection", { value: { saveData }, configurable: true });
  const { container } = render(
    <MemoryRouter>
      <Hero
        eyebrow="Development management"
        heading="Development partners"
        intro="We manage developments and procure what they are built from."
        image="home/hero"
        videoUrl={videoUrl}
        primaryAction={{ label: "Book Exploratory Call", href: "/contact" }}
        secondaryAction={{ label: "View Our Projects", href: "/projects" }}
      />
    </MemoryRouter>,
  );
  return { player: () => container.querySelector("iframe") };
}

test("the background video needs a configured player, accepted cookies, motion and full data", () => {
  const allowed = { videoUrl: VIDEO_URL, consent: "accepted", reducedMotion: false, saveData: false };
  expect(canPlayBackgroundVideo(allowed)).toBe(true);
  expect(canPlayBackgroundVideo({ ...allowed, videoUrl: null })).toBe(false);
  expect(canPlayBackgroundVideo({ ...allowed, consent: null })).toBe(false);
  expect(canPlayBackgroundVideo({ ...allowed, consent: "declined" })).toBe(false);
  expect(canPlayBackgroundVideo({ ...allowed, consent: "unknown" })).toBe(false);
  expect(canPlayBackgroundVideo({ ...allowed, reducedMotion: true })).toBe(false);
  expect(canPlayBackgroundVideo({ ...allowed, saveData: true })).toBe(false);
});

test("the hero shows its heading, the still image and the call button to /contact", () => {
  act(() => setConsent("declined"));
  renderHero();
  expect(screen.getByRole("heading", { level: 1, name: "Development partners" })).toBeTruthy();
  expect(screen.getByRole("link", { name: "Book Exploratory Call" }).getAttribute("href")).toBe("/contact");
  expect(document.querySelector("picture img")).toBeTruthy();
});

test("the player loads only once the visitor accepts cookies", () => {
  act(() => setConsent("declined"));
  const { player } = renderHero();
  expect(player()).toBeNull();
  act(() => setConsent("accepted"));
  expect(player()?.getAttribute("src")).toBe(VIDEO_URL);
  expect(document.querySelector("picture img")).toBeTruthy();
});

test("visitors who prefer reduced motion keep the still image", () => {
  act(() => setConsent("accepted"));
  const { player } = renderHero({ reducedMotion: true });
  expect(player()).toBeNull();
});

test("visitors saving data keep the still image", () => {
  act(() => setConsent("accepted"));
  const { player } = renderHero({ saveData: true });
  expect(player()).toBeNull();
});

test("with no player configured the still image stays, even after consent", () => {
  act(() => setConsent("accepted"));
  const { player } = renderHero({ videoUrl: null });
  expect(player()).toBeNull();
  expect(document.querySelector("picture img")).toBeTruthy();
});
