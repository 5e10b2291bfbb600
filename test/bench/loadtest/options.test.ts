import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseLoadtestArgs } from "../../../src/bench/loadtest/options.js";
import { SCENARIOS } from "../../../src/bench/loadtest/scenarios.js";

describe("parseLoadtestArgs", () => {
  it("runs every scenario once by default", () => {
    const parsed = parseLoadtestArgs([]);
    expect(parsed.kind === "options" && parsed.options).toEqual({
      quick: false,
      scenarios: SCENARIOS,
      repeat: 1,
      json: undefined,
      env: {},
      bot: undefined,
      log: undefined,
      compare: undefined,
      byKind: false,
    });
  });

  it("reads every option into its value, the paths resolved and --repeat kept within 1 to 10", () => {
    const [first, second] = SCENARIOS;
    const parsed = parseLoadtestArgs([
      "--quick",
      "--scenarios",
      `${second?.name},${first?.name}`,
      "--repeat",
      "30",
      "--json",
      "r.json",
      "--env",
      "A=b=c",
      "--bot",
      "b.js",
      "--log",
      "l.log",
      "--compare",
      "c.js",
      "--by-kind",
    ]);
    expect(parsed).toEqual({
      kind: "options",
      options: {
        quick: true,
        scenarios: [second, first],
        repeat: 10,
        json: "r.json",
        env: { A: "b=c" },
        bot: path.resolve("b.js"),
        log: path.resolve("l.log"),
        compare: path.resolve("c.js"),
        byKind: true,
      },
    });
  });

  it("asks for the usage on --help or -h", () => {
    expect(parseLoadtestArgs(["--quick", "--help"])).toEqual({ kind: "help" });
    expect(parseLoadtestArgs(["-h"])).toEqual({ kind: "help" });
  });

  it("names an unknown argument or scenario, and an option without its value, instead of throwing", () => {
    expect(parseLoadtestArgs(["--quik"])).toEqual({ kind: "wrong", problem: "unknown argument --quik" });
    expect(parseLoadtestArgs(["--scenarios", `${SCENARIOS[0]?.name},nope`])).toEqual({
      kind: "wrong",
      problem: 'unknown scenario "nope"',
    });
    expect(parseLoadtestArgs(["--json"])).toEqual({ kind: "wrong", problem: "--json needs a value" });
  });
});
