import type { PostSummary } from "./blog.schema.ts";
import { claims } from "./claims.ts";

export const posts: PostSummary[] = [
  {
    id: "federal-reserve-cost-overruns",
    title: "What a Central Bank's Headquarters Overrun Teaches Developers",
    excerpt:
      "A renovation budget that grew by hundreds of millions shows how cost overruns start, and how early control of design and procurement keeps them out.",
    category: "Case Study",
    date: "2025-07-25",
    featured: true,
  },
  {
    id: "future-of-development-partnerships",
    title: "The Future of Development Partnerships",
    excerpt:
      "Why more developers are asking one partner to lead the professional team, the contractors and procurement, and what that changes for risk and cost.",
    category: "Industry Insights",
    date: "2025-03-22",
    featured: false,
  },
  {
    id: "smart-building-technology-trends-2025",
    title: "Smart Building Technology Trends for 2025",
    excerpt:
      "Remote site management, AI-enabled CCTV, connected intercoms and smart meters: which building technologies pay their way and which are still novelties.",
    category: "Technology",
    date: "2025-02-14",
    featured: false,
  },
  {
    id: "procurement-cost-optimization",
    title: "Procurement Cost Optimisation in Construction",
    excerpt: `Benchmark in the UK, source internationally, inspect at the factory: how direct procurement delivers savings of ${claims.firm.typicalSavings.value} without lowering the specification.`,
    category: "Procurement",
    date: "2025-01-18",
    featured: false,
  },
];

export function findPost(id: string): PostSummary | undefined {
  return posts.find((p) => p.id === id);
}
