import { readFileSync } from "node:fs";
import path from "node:path";
import { MessageFlags } from "discord.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseBoard } from "../../src/core/read/index.js";
import { solve } from "../../src/core/solve/index.js";
import { type Harness, startHarness } from "../bot/harness.js";
import type { InteractionReply } from "../support/fake-discord.js";
import { decodePng } from "../support/png.js";

const STRING = 3;
const ATTACHMENT = 11;
const EPHEMERAL = MessageFlags.Ephemeral;

/** The reply that carries the answer: the callback, or the edit after a deferral. */
const answerOf = (replies: InteractionReply[]) => replies.find((r) => r.type !== 5);
const answered = (replies: InteractionReply[]) => answerOf(replies) !== undefined;

describe("/sudoku new (through the fake Discord)", () => {
  let h: Harness;
  beforeAll(async () => {
    // The fake's CDN is trusted so that a picture can keep the slow lane busy (see the last test).
    h = await startHarness(undefined, { trustFakeCdn: true });
  });
  afterAll(async () => {
    await h?.close();
  });

  const create = (level?: string, locale?: string) =>
    h.fake.chatInput({
      name: "sudoku",
      subcommand: "new",
      options: level === undefined ? [] : [{ name: "level", type: STRING, value: level }],
      ...(locale === undefined ? {} : { locale }),
    });

  it("answers with the puzzle's picture, its level, a copyable line, its seed and three buttons", async () => {
    const answer = await h.ask(create("easy"), answered);
    const reply = answerOf(answer.replies) as InteractionReply;
    const content = String(reply.data.content);
    expect(content).toMatch(/^New Easy puzzle · \d+ givens · seed \d+\n```\n[1-9.]{81}\n```\n/);
    const line = /```\n([1-9.]{81})\n```/.exec(content)?.[1] as string;
    const read = parseBoard(line);
    if (!read.ok) throw new Error("the copyable line is not a board");
    expect(solve(read.board).status).toBe("unique");
    expect(Number(reply.data.flags ?? 0) & EPHEMERAL).toBe(0);
    const png = decodePng(reply.files[0]?.data as Buffer);
    expect(png.width).toBeGreaterThan(500);
    const buttons = reply.data.components[0].components;
    expect(buttons.map((b: { label: string }) => b.label)).toEqual([
      "Hint",
      "Check my answer",
      "Show solution",
    ]);
    expect(buttons.slice(1).map((b: { custom_id: string }) => b.custom_id)).toEqual([
      `sudoku:nc:${line}`,
      `sudoku:ns:e${line}`,
    ]);
    expect(buttons[0].custom_id).toMatch(/^sudoku:hn:0\./);
    for (const b of buttons) expect(b.custom_id.length).toBeLessThanOrEqual(100);
  });

  it("shows the solution privately, and opens the check modal with the puzzle filled in", async () => {
    const made = await h.ask(create("medium"), answered);
    const message = h.fake.messageOf(made.id);
    if (message === undefined) throw new Error("no message for the new puzzle");
    const [hint, check, show] = (answerOf(made.replies) as InteractionReply).data.components[0].components;

    const hinted = await h.ask(h.fake.button({ customId: hint.custom_id, message }), answered);
    const step = answerOf(hinted.replies) as InteractionReply;
    expect(Number(step.data.flags ?? 0) & EPHEMERAL).toBe(EPHEMERAL);
    expect(String(step.data.content)).toMatch(
      /(Full House|Naked Single|Hidden Single|Locked Candidates|Pair|Triple)/,
    );
    expect(step.data.components[0].components[0].custom_id).toMatch(/^sudoku:hn:1\./);

    const solution = await h.ask(h.fake.button({ customId: show.custom_id, message }), answered);
    const solved = answerOf(solution.replies) as InteractionReply;
    expect(Number(solved.data.flags ?? 0) & EPHEMERAL).toBe(EPHEMERAL);
    expect(solved.data.content).toBe("Solution of this Medium puzzle");
    expect(solved.files).toHaveLength(1);

    const modal = await h.ask(h.fake.button({ customId: check.custom_id, message }));
    expect(modal.first.type).toBe(9);
    const puzzleField = modal.first.data.components[1].component;
    expect(puzzleField.custom_id).toBe("puzzle");
    const line = check.custom_id.slice("sudoku:nc:".length);
    const prefilled = parseBoard(puzzleField.value);
    const expected = parseBoard(line);
    if (!prefilled.ok || !expected.ok) throw new Error("the modal's puzzle is not a board");
    expect([...prefilled.board]).toEqual([...expected.board]);
  });

  it("answers in Korean and refuses an edited button id politely", async () => {
    const ko = await h.ask(create("easy", "ko"), answered);
    expect(String((answerOf(ko.replies) as InteractionReply).data.content)).toMatch(
      /^새 문제 · 난이도 쉬움 · /,
    );
    const message = h.fake.messageOf(ko.id);
    if (message === undefined) throw new Error("no message");
    const stale = await h.ask(h.fake.button({ customId: `sudoku:ns:q${".".repeat(81)}`, message }));
    expect(stale.first.data.content).toBe("❌ This button no longer works. Run the command again.");
  });

  it('answers "thinking…" first while the slow lane is busy with pictures, then edits the puzzle in', async () => {
    // Pictures to read (~200 ms of CPU each in the slow lane, whose one worker also generates puzzles), then new
    // puzzles behind them: none can be ready within 100 ms, so each is deferred instead of kept waiting.
    const data = readFileSync(path.resolve(import.meta.dirname, "../fixtures/pictures/puzzle.png"));
    const pictures = Array.from({ length: 3 }, () => {
      const attachment = h.fake.addAttachment({ name: "puzzle.png", contentType: "image/png", data });
      const payload = h.fake.chatInput({
        name: "sudoku",
        subcommand: "solve",
        options: [{ name: "image", type: ATTACHMENT, value: attachment.id }],
        attachments: [attachment],
      });
      return h.fake.dispatchInteraction(payload).id;
    });
    // A picture is deferred first, then downloaded (from the loopback CDN: milliseconds), then read.
    await Promise.all(pictures.map((id) => h.fake.waitForReplies(id, (r) => r.length > 0, 10_000)));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const answers = await Promise.all(Array.from({ length: 3 }, () => h.ask(create("easy"), answered)));
    for (const a of answers) {
      expect(a.first.type).toBe(5);
      const content = String((answerOf(a.replies) as InteractionReply).data.content);
      expect(content).toMatch(/^New Easy puzzle · \d+ givens · seed \d+\n/);
    }
    await Promise.all(pictures.map((id) => h.fake.waitForReplies(id, answered, 10_000)));
  });
});
