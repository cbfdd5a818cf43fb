// Every way of starting the server in production must carry the memory settings (server/memory-settings.ts,
// decision 0022): a process started without them holds ~100 MB more after a minute of load, and nothing
// else would notice, since neither setting changes what the server answers.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from "../../server/memory-settings.js";

const environmentAssignments = Object.entries(SERVER_ENVIRONMENT).map(([name, value]) => `${name}=${value}`);

/** The final stage of the Dockerfile: the image that runs. */
function runtimeStage(): string[] {
  const stages = readFileSync("Dockerfile", "utf8").split(/^FROM /m);
  return stages[stages.length - 1]!.split("\n");
}

describe("memory settings", () => {
  it("the Docker image's command and environment carry them", () => {
    const stage = runtimeStage();
    const command = stage.find((line) => line.startsWith("CMD "));
    expect(JSON.parse(command!.slice("CMD ".length))).toEqual(["node", ...SERVER_NODE_FLAGS, "build/server.js"]);
    const environment = stage.filter((line) => line.startsWith("ENV ")).flatMap((line) => line.slice(4).split(/\s+/));
    expect(environment).toEqual(expect.arrayContaining(environmentAssignments));
  });

  it("`npm start` and `npm run serve` carry them", () => {
    const { scripts } = JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    const prefix = [...environmentAssignments, "node", ...SERVER_NODE_FLAGS].join(" ");
    expect(scripts.start).toBe(`${prefix} scripts/start.js`);
    expect(scripts.serve).toBe(`${prefix} build/server.js`);
  });
});
