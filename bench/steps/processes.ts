import type * as chromeLauncher from "chrome-launcher";
import type { RunningServer } from "../server.ts";

/**
 * What one bench run has started (servers, Chromium, child scripts), so that
 * everything is stopped by its process id however the run ends. One instance
 * per run, made by `main` and handed to the steps.
 */
export class Started {
  readonly #servers = new Set<RunningServer>();
  readonly #children = new Set<number>();
  #chrome: chromeLauncher.LaunchedChrome | undefined;

  server(server: RunningServer): RunningServer {
    this.#servers.add(server);
    return server;
  }

  async stopServer(server: RunningServer) {
    this.#servers.delete(server);
    await server.stop("SIGTERM");
  }

  child(pid: number | undefined) {
    if (pid !== undefined) this.#children.add(pid);
  }

  childExited(pid: number | undefined) {
    if (pid !== undefined) this.#children.delete(pid);
  }

  chrome(chrome: chromeLauncher.LaunchedChrome) {
    this.#chrome = chrome;
  }

  async stopChrome() {
    const running = this.#chrome;
    this.#chrome = undefined;
    if (!running) return;
    try {
      await running.kill();
    } catch {
      // Already gone.
    }
    try {
      process.kill(running.pid, 0);
      process.kill(running.pid, "SIGKILL");
    } catch {
      // Stopped, as it should be.
    }
  }

  async stopEverything() {
    await this.stopChrome();
    for (const server of [...this.#servers]) await this.stopServer(server);
    for (const pid of this.#children) {
      try {
        process.kill(pid, "SIGTERM");
      } catch {
        // Already gone.
      }
    }
    this.#children.clear();
  }
}
