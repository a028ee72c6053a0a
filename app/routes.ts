import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("services", "routes/services.tsx"),
  route("projects", "routes/projects.tsx"),
  route("case-studies", "routes/case-studies.tsx"),
  route("case-studies/:id", "routes/case-study.tsx"),
  route("team", "routes/team.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:id", "routes/blog-post.tsx"),
  route("faq", "routes/faq.tsx"),
  route("contact", "routes/contact.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("procurement-playbook", "routes/procurement-playbook.tsx"),
  route("delivery-playbook", "routes/delivery-playbook.tsx"),
  route("healthz", "routes/resources/healthz.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
