import { startServer } from "./server.ts";

/** Serves the production build for the browser tests and stops it afterwards, by process id. */
export default async function globalSetup() {
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  return async () => {
    await server.stop();
  };
}
