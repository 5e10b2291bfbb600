import { MessageFlags } from "discord.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatBoard } from "../../../src/core/board.js";
import { type Harness, startHarness } from "../harness.js";
import { EASY, EASY_SOLUTION } from "../puzzles.js";

const solutionGrid = formatBoard(Uint8Array.from(EASY_SOLUTION, Number), "grid");

describe("answerSolve fallbacks (through the fake Discord)", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  const solve = (extra: { appPermissions?: string; private?: boolean } = {}) =>
    h.fake.chatInput({
      name: "sudoku",
      subcommand: "solve",
      options: [
        { name: "board", type: 3, value: EASY },
        ...(extra.private ? [{ name: "private", type: 5, value: true }] : []),
      ],
      ...(extra.appPermissions ? { appPermissions: extra.appPermissions } : {}),
    });

  it("retries as a text grid when Discord refuses the attachment with 403 Missing Permissions", async () => {
    h.fake.failNext({ pathIncludes: "/callback", withFiles: true }, 403, {
      message: "Missing Permissions",
      code: 50013,
    });
    const answer = await h.ask(solve({ private: true }));
    // The refused request is recorded but is not a reply; the accepted one is the text answer.
    expect(answer.replies).toHaveLength(1);
    expect(answer.first.files).toEqual([]);
    expect(answer.first.data.content).toContain(solutionGrid);
    expect(answer.first.data.content).toMatch(/^Unique solution · Easy \(Naked Single\) · 30 givens/);
    expect(Number(answer.first.data.flags)).toBe(MessageFlags.Ephemeral);
    expect(answer.firstResponseMs).toBeLessThan(1500);
    const refused = h.fake.requests.filter(
      (r) => r.path.includes(`/interactions/${answer.id}/`) && r.status === 403,
    );
    expect(refused).toHaveLength(1);
    expect(refused[0]?.files).toHaveLength(1);
    await h.waitForLog((l) => l.interactionId === answer.id && String(l.msg).startsWith("Discord refused"));
  });

  it("does not attach anything when the interaction says the bot lacks Attach Files", async () => {
    const before = h.fake.requests.length;
    const answer = await h.ask(solve({ appPermissions: "3072" }));
    expect(answer.first.files).toEqual([]);
    expect(answer.first.data.content).toContain(solutionGrid);
    // One request only: no doomed upload attempt first.
    expect(h.fake.requests.slice(before).filter((r) => r.path.includes("/callback"))).toHaveLength(1);
  });

  it("reports other upload failures to the catch-all (🐞), not as a silent text answer", async () => {
    h.fake.failNext({ pathIncludes: "/callback", withFiles: true }, 400, {
      message: "Invalid Form Body",
      code: 50035,
    });
    const answer = await h.ask(solve());
    expect(answer.first.data.content).toMatch(/^🐞 Something went wrong on our side/);
    expect(Number(answer.first.data.flags)).toBe(MessageFlags.Ephemeral);
  });
});
