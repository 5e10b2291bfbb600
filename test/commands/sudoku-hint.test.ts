import { MessageFlags } from "discord.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { solve } from "../../src/core/solve/index.js";
import { type Harness, startHarness } from "../bot/harness.js";
import type { InteractionReply } from "../support/fake-discord.js";
import { decodePng } from "../support/png.js";

const STRING = 3;
const EPHEMERAL = MessageFlags.Ephemeral;
const PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const SOLUTION = solve(Uint8Array.from(PUZZLE, (ch) => (ch === "." ? 0 : Number(ch))));

/** The reply that carries the answer: the callback, or the edit after a deferral. */
const answerOf = (replies: InteractionReply[]) => replies.find((r) => r.type !== 5);
const answered = (replies: InteractionReply[]) => answerOf(replies) !== undefined;

describe("/sudoku hint (through the fake Discord)", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  const ask = (options: { name: string; value: string }[], locale?: string) =>
    h.fake.chatInput({
      name: "sudoku",
      subcommand: "hint",
      options: options.map((o) => ({ ...o, type: STRING })),
      ...(locale === undefined ? {} : { locale }),
    });

  it("answers privately with the step's picture, a sentence naming the technique and a Next step button", async () => {
    const answer = await h.ask(ask([{ name: "board", value: PUZZLE }]), answered);
    const reply = answerOf(answer.replies) as InteractionReply;
    expect(Number(reply.data.flags ?? 0) & EPHEMERAL).toBe(EPHEMERAL);
    expect(String(reply.data.content)).toMatch(/^💡 Naked Single: r5c5 has one candidate left, 5/);
    expect(SOLUTION.status === "unique" && SOLUTION.solution[40]).toBe(5);
    expect(decodePng(reply.files[0]?.data as Buffer).width).toBeGreaterThan(500);
    const [button] = reply.data.components[0].components;
    expect(button.label).toBe("Next step");
    expect(button.custom_id).toMatch(/^sudoku:hn:1\./);
    expect(button.custom_id.length).toBeLessThanOrEqual(100);
  });

  it("Next step shows the following step, and keeps going statelessly", async () => {
    const first = await h.ask(ask([{ name: "board", value: PUZZLE }]), answered);
    const message = h.fake.messageOf(first.id);
    if (message === undefined) throw new Error("no message for the hint");
    let button = (answerOf(first.replies) as InteractionReply).data.components[0].components[0];
    const sentences = [String((answerOf(first.replies) as InteractionReply).data.content)];
    for (let i = 0; i < 2; i++) {
      const next = await h.ask(h.fake.button({ customId: button.custom_id, message }), answered);
      const reply = answerOf(next.replies) as InteractionReply;
      expect(Number(reply.data.flags ?? 0) & EPHEMERAL).toBe(EPHEMERAL);
      sentences.push(String(reply.data.content));
      button = reply.data.components[0].components[0];
      expect(button.custom_id).toMatch(new RegExp(`^sudoku:hn:${i + 2}\\.`));
    }
    expect(new Set(sentences).size).toBe(3);
  });

  it("names a wrong entry first when the puzzle is given", async () => {
    const position = `${PUZZLE.slice(0, 2)}1${PUZZLE.slice(3)}`; // r1c3 is 4 in the solution
    const answer = await h.ask(
      ask([
        { name: "board", value: position },
        { name: "puzzle", value: PUZZLE },
      ]),
      answered,
    );
    expect(String((answerOf(answer.replies) as InteractionReply).data.content)).toMatch(
      /^💡 r1c3 is wrong\. Without it: /,
    );
  });

  it("opens a modal without a board, and answers its submit", async () => {
    const modal = await h.ask(ask([]));
    expect(modal.first.type).toBe(9);
    expect(modal.first.data.custom_id).toBe("sudoku:hint:");
    const submitted = await h.ask(
      h.fake.modalSubmit({ customId: "sudoku:hint:", fields: { board: PUZZLE, puzzle: "" } }),
      answered,
    );
    expect(String((answerOf(submitted.replies) as InteractionReply).data.content)).toMatch(
      /^💡 Naked Single/,
    );
  });

  it("answers in Korean, and refuses what is not a board privately", async () => {
    const ko = await h.ask(ask([{ name: "board", value: PUZZLE }], "ko"), answered);
    expect(String((answerOf(ko.replies) as InteractionReply).data.content)).toMatch(
      /^💡 네이키드 싱글 \(Naked Single\): 5행 5열/,
    );
    const bad = await h.ask(ask([{ name: "board", value: "hello" }]), answered);
    const reply = answerOf(bad.replies) as InteractionReply;
    expect(String(reply.data.content)).toMatch(/^❌ /);
    expect(Number(reply.data.flags ?? 0) & EPHEMERAL).toBe(EPHEMERAL);
  });
});
