import { defineConfig } from "drizzle-kit";

// Used only by `npm run db:generate`, which writes SQL migrations from the schema.
export default defineConfig({
  dialect: "postgresql",
  schema: "./server/db/schema.ts",
  out: "./server/db/migrations",
});
