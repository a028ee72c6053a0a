import { openDatabase } from "#server/db/client.ts";

/**
 * `node tests/setup/migrate-data-dir.ts DIR`: creates a PGlite data folder
 * with every migration applied, as the server would on its first start. The
 * test harness copies it for each server instead of running initdb each time.
 */
const dir = process.argv[2];
if (!dir) throw new Error("Usage: node tests/setup/migrate-data-dir.ts DIR");
const database = await openDatabase({ driver: "pglite", dataDir: dir });
await database.migrate();
await database.close();
