import { readFileSync } from "node:fs";
import path from "node:path";
import type { APIAttachment } from "discord.js";
import { MessageFlags } from "discord.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseBoard } from "../../../src/core/read/index.js";
import { PALETTE } from "../../../src/core/render/index.js";
import type { CdnFile, InteractionReply } from "../../support/fake-discord.js";
import { colourDistance, decodePng, hexToRgb, pixelAt } from "../../support/png.js";
import { type Harness, startHarness } from "../harness.js";
import { EASY, EASY_SOLUTION } from "../puzzles.js";

const ATTACHMENT = 11;
const STRING = 3;
const BOOLEAN = 5;
const EPHEMERAL = MessageFlags.Ephemeral;
const fixture = (name: string): Buffer =>
  readFileSync(path.resolve(import.meta.dirname, "../../fixtures/pictures", name));

/** The reply that carries the answer: the callback, or the edit (or follow-up) after a deferral. */
const answerOf = (replies: InteractionReply[]): InteractionReply =>
  replies.find((r) => r.type !== 5) as InteractionReply;
const answered = (replies: InteractionReply[]) => replies.some((r) => r.type !== 5);
const flagsOf = (r: InteractionReply): number => Number(r.data.flags ?? 0);

describe("pictures through the fake Discord: /sudoku solve|check image:, the message menus, Edit", () => {
  let h: Harness;
  beforeAll(async () => {
    // A short time limit and a 200 kB cap, so the slow and oversized attachments are quick to test.
    h = await startHarness(undefined, {
      trustFakeCdn: true,
      downloads: { timeoutMs: 1500, maxBytes: 200_000 },
    });
  });
  afterAll(async () => {
    await h?.close();
  });

  const picture = (name: string, data = fixture(name), extra: Partial<CdnFile> = {}) =>
    h.fake.addAttachment({ name, contentType: "image/png", data, ...extra });

  const slash = (
    subcommand: "solve" | "check",
    attachment: APIAttachment,
    extra: { options?: { name: string; type: number; value: unknown }[]; locale?: string } = {},
    attachments = [attachment],
  ) =>
    h.fake.chatInput({
      name: "sudoku",
      subcommand,
      options: [{ name: "image", type: ATTACHMENT, value: attachment.id }, ...(extra.options ?? [])],
      attachments,
      ...(extra.locale ? { locale: extra.locale } : {}),
    });

  it("solves the printed digits of a picture: defers at once, then edits in the answer with what was read", async () => {
    const a = picture("puzzle.png");
    const answer = await h.ask(slash("solve", a), answered);
    expect(answer.first.type).toBe(5);
    expect(flagsOf(answer.first) & EPHEMERAL).toBe(0);
    const reply = answerOf(answer.replies);
    expect(reply.kind).toBe("edit-original");
    expect(reply.data.content).toMatch(
      /^Read from your screenshot: 30 givens\.\nUnique solution · Easy \(Naked Single\) · 30 givens/,
    );
    expect(reply.files).toHaveLength(1);
    expect(decodePng(reply.files[0]?.data as Buffer).width).toBe(572);
    expect(h.fake.cdn.downloads.get(a.id)).toBe(1);
    const line = await h.waitForLog((l) => l.interactionId === answer.id && l.msg === "interaction handled");
    expect(line.outcome).toBe("unique");
  });

  it("checks a picture: printed digits are the puzzle, the coloured (handwritten) ones the attempt", async () => {
    const a = picture("attempt.png");
    const answer = await h.ask(slash("check", a), answered);
    const reply = answerOf(answer.replies);
    // Check answers privately by default, so it defers privately.
    expect(flagsOf(answer.first) & EPHEMERAL).toBe(EPHEMERAL);
    expect(reply.data.content).toMatch(
      /^Read from your screenshot: 30 givens and 34 entries\.\n👍 On track: still solvable/,
    );
    expect(reply.files).toHaveLength(1);
  });

  it("does not answer an unsure read: shows the grid as read, doubtful cells marked, and an Edit button", async () => {
    const a = picture("repeated.png");
    const answer = await h.ask(
      slash("solve", a, { options: [{ name: "spoiler", type: BOOLEAN, value: true }] }),
      answered,
    );
    const reply = answerOf(answer.replies);
    const content = String(reply.data.content);
    expect(content).toMatch(/^❓ I'm not sure I read your picture right, so I haven't answered yet\./);
    expect(content).toContain("Not sure of r1c1 and r1c3.");
    // A repeat is about the digits, not about which of them are givens.
    expect(content).not.toContain("Sure of the digit");
    expect(content).toContain("As read, a digit repeats in a row, column or box.");
    expect(content).not.toMatch(/Unique solution/);
    // The picture is the grid as read (no solved digits), the doubtful cells' "?" badge drawn in its colour.
    const png = decodePng(reply.files[0]?.data as Buffer);
    expect(reply.files[0]?.name).toBe("sudoku-as-read.png");
    // Left of the badge's "?" (the badge: radius 10, centred 14 px in from the cell's top-right corner).
    const badge = (cell: number) =>
      colourDistance(
        pixelAt(png, 16 + (cell % 9) * 60 + 39, 16 + Math.floor(cell / 9) * 60 + 14),
        hexToRgb(PALETTE.dark.doubtful),
      );
    expect(badge(0)).toBeLessThan(30);
    expect(badge(2)).toBeLessThan(30);
    expect(badge(1)).toBeGreaterThan(100);
    // A grid that breaks a rule as read can only be fixed, not answered as it is.
    expect(content).not.toContain("Solve as read");
    expect(reply.data.components[0].components).toHaveLength(1);
    const [button] = reply.data.components[0].components;
    expect(button.label).toBe("Edit");
    expect(button.custom_id).toBe(`sudoku:edit:s1:535.7....${EASY.slice(9).replace(/0/g, ".")}`);
    expect(button.custom_id.length).toBeLessThanOrEqual(100);
    const outcome = await h.waitForLog(
      (l) => l.interactionId === answer.id && l.msg === "interaction handled",
    );
    expect(outcome.outcome).toBe("unsure");

    // Edit opens the solve box with the grid as read; fixing r1c3 and submitting answers it, spoiler kept.
    const message = h.fake.messageOf(answer.id);
    if (message === undefined) throw new Error("no message to press Edit on");
    const modal = await h.ask(h.fake.button({ customId: button.custom_id, message }));
    expect(modal.first.type).toBe(9);
    expect(modal.first.data.custom_id).toBe("sudoku:solve:spoiler");
    const field = modal.first.data.components[0].component;
    expect(field.value).toBe(`535.7....\n${nineLines(EASY).split("\n").slice(1).join("\n")}`);
    const fixed = field.value.replace(/^535/, "53.");
    const solved = await h.ask(
      h.fake.modalSubmit({ customId: modal.first.data.custom_id, fields: { board: fixed } }),
      answered,
    );
    const final = answerOf(solved.replies);
    expect(final.data.content).toMatch(/^Unique solution · Easy/);
    expect(final.files[0]?.name).toMatch(/^SPOILER_/);
  });

  it("asks whether a digit is part of the puzzle when only that is in doubt (GNOME Sudoku's selected cell)", async () => {
    // A real GNOME Sudoku screenshot (test/fixtures/app-screens-extra, tune): the selected given 5 at r2c3
    // is drawn like an entry would be; its digit is sure, whether it is a given is not.
    const name = "extra12-gnome-sudoku-light-window-860x720-5.png";
    const data = readFileSync(path.resolve(import.meta.dirname, "../../fixtures/app-screens-extra", name));
    const answer = await h.ask(slash("solve", picture(name, data)), answered);
    const content = String(answerOf(answer.replies).data.content);
    expect(content).toMatch(/^❓ I'm not sure I read your picture right/);
    expect(content).toContain(
      "Sure of the digit in r2c3 (5), but not whether it is part of the puzzle or filled in.",
    );
    expect(content).not.toContain("Not sure of");
    // The digits as read break no rule, so the grid may be answered as it is, once compared with the picture.
    expect(content).toContain("If every cell was read right, press **Solve as read**.");
    const buttons = answerOf(answer.replies).data.components[0].components;
    expect(buttons.map((b: { label: string }) => b.label)).toEqual(["Solve as read", "Edit"]);
    const message = h.fake.messageOf(answer.id);
    if (message === undefined) throw new Error("no message to press Solve as read on");
    const confirmed = await h.ask(h.fake.button({ customId: buttons[0].custom_id, message }), answered);
    const reply = answerOf(confirmed.replies);
    expect(reply.data.content).toMatch(/^Unique solution · \w+ \([^)]+\) · \d+ givens/);
    expect(reply.files).toHaveLength(1);
    expect(decodePng(reply.files[0]?.data as Buffer).width).toBe(572);
    const line = await h.waitForLog(
      (l) => l.interactionId === confirmed.id && l.msg === "interaction handled",
    );
    expect(line.outcome).toBe("unique");
  });

  it("Check as read checks the grid as read, privately as a check answers, when it breaks no rule", async () => {
    const name = "extra12-gnome-sudoku-light-window-860x720-5.png";
    const data = readFileSync(path.resolve(import.meta.dirname, "../../fixtures/app-screens-extra", name));
    const answer = await h.ask(slash("check", picture(name, data)), answered);
    const buttons = answerOf(answer.replies).data.components[0].components;
    expect(buttons.map((b: { label: string }) => b.label)).toEqual(["Check as read", "Edit"]);
    expect(buttons[0].custom_id).toMatch(/^sudoku:confirm:c2:/);
    const message = h.fake.messageOf(answer.id);
    if (message === undefined) throw new Error("no message to press Check as read on");
    const checked = await h.ask(h.fake.button({ customId: buttons[0].custom_id, message }), answered);
    const reply = answerOf(checked.replies);
    const privately = reply.kind === "edit-original" ? checked.first : reply;
    expect(flagsOf(privately) & EPHEMERAL).toBe(EPHEMERAL);
    const line = await h.waitForLog((l) => l.interactionId === checked.id && l.msg === "interaction handled");
    expect(["correct", "on-track", "wrong", "dead-end"]).toContain(line.outcome);
    expect(String(reply.data.content)).not.toMatch(/not sure/i);
  });

  it("Edit on an unsure check opens the check box with the attempt and the puzzle filled in", async () => {
    const a = picture("repeated.png");
    const answer = await h.ask(slash("check", a), answered);
    const [button] = answerOf(answer.replies).data.components[0].components;
    expect(button.custom_id).toMatch(/^sudoku:edit:c2:/);
    const message = h.fake.messageOf(answer.id);
    if (message === undefined) throw new Error("no message to press Edit on");
    const modal = await h.ask(h.fake.button({ customId: button.custom_id, message }));
    expect(modal.first.type).toBe(9);
    expect(modal.first.data.custom_id).toBe("sudoku:check:private");
    const [attempt, puzzle] = modal.first.data.components.map(
      (c: { component: { value: string } }) => c.component.value,
    );
    const expected = `535.7....\n${nineLines(EASY).split("\n").slice(1).join("\n")}`;
    expect(attempt).toBe(expected);
    expect(puzzle).toBe(expected);
    // Fixing the misread digit in both fields and submitting gets the check's answer, privately.
    const fixed = expected.replace(/^535/, "53.");
    const checked = await h.ask(
      h.fake.modalSubmit({
        customId: modal.first.data.custom_id,
        fields: { attempt: fixed, puzzle: fixed },
      }),
      answered,
    );
    const verdict = answerOf(checked.replies);
    expect(verdict.data.content).toMatch(/^👍 On track: still solvable/);
    expect(flagsOf(verdict) & EPHEMERAL).toBe(EPHEMERAL);
  });

  it("reads the picture on a message with no board text (Apps → Solve Sudoku), and the text when there is one", async () => {
    // A text file first (skipped), then the puzzle as WebP.
    const notes = h.fake.addAttachment({
      name: "notes.txt",
      contentType: "text/plain",
      data: Buffer.from("hi"),
    });
    const a = picture("puzzle.webp", undefined, { contentType: "image/webp" });
    const attachments = [notes, a];
    const menu = await h.ask(
      h.fake.messageContextMenu({ name: "Solve Sudoku", content: "stuck, help?", attachments }),
      answered,
    );
    expect(flagsOf(menu.first) & EPHEMERAL).toBe(EPHEMERAL);
    expect(answerOf(menu.replies).data.content).toMatch(
      /^Read from your screenshot: 30 givens\.\nUnique solution/,
    );
    expect(h.fake.cdn.downloads.get(a.id)).toBe(1);
    expect(h.fake.cdn.downloads.get(notes.id)).toBeUndefined();

    const text = await h.ask(
      h.fake.messageContextMenu({ name: "Solve Sudoku", content: EASY, attachments }),
      answered,
    );
    expect(answerOf(text.replies).data.content).toMatch(/^Unique solution/);
    expect(h.fake.cdn.downloads.get(a.id)).toBe(1);
  });

  it("checks the picture on a message with no board text (Apps → Check Sudoku)", async () => {
    // A JPEG with no content type: taken for a picture by its name, and by its first bytes.
    const a = picture("attempt.jpg", undefined, { contentType: "" });
    const attachments = [a];
    const menu = await h.ask(
      h.fake.messageContextMenu({ name: "Check Sudoku", content: "", attachments }),
      answered,
    );
    expect(answerOf(menu.replies).data.content).toMatch(
      /^Read from your screenshot: 30 givens and 34 entries\./,
    );
  });

  describe("a picture that cannot be read gets a clear private ❌, never a crash", () => {
    const refusal = async (
      attachment: APIAttachment,
      subcommand: "solve" | "check" = "solve",
      locale?: string,
    ) => {
      const answer = await h.ask(slash(subcommand, attachment, locale ? { locale } : {}), answered);
      const reply = answerOf(answer.replies);
      // Private: a follow-up flagged ephemeral, or the edit of a private "thinking…".
      const privately = reply.kind === "edit-original" ? answer.first : reply;
      expect(flagsOf(privately) & EPHEMERAL).toBe(EPHEMERAL);
      expect(reply.files).toEqual([]);
      expect(String(reply.data.content)).not.toMatch(/🐞/);
      return String(reply.data.content);
    };

    it("404: the attachment was deleted", async () => {
      const a = picture("puzzle.png", undefined, { behaviour: { status: 404 } });
      expect(await refusal(a)).toBe(
        "❌ The picture is no longer available (deleted or expired). Please send it again.",
      );
    });

    it("slow: the download passes the time limit", async () => {
      const a = picture("puzzle.png", undefined, { behaviour: { delayMs: 4000 } });
      expect(await refusal(a)).toBe(
        "❌ The picture took too long to download (more than 1.5 s). Please try again in a moment.",
      );
    });

    it("oversized: declared larger than the cap (not even asked for), or larger than declared while streaming", async () => {
      const big = Buffer.concat([fixture("puzzle.png"), Buffer.alloc(250_000)]);
      const declared = picture("big.png", big);
      const text =
        "❌ The picture is too large for me (the limit is 0.2 MB). A screenshot or a smaller photo will do.";
      expect(await refusal(declared)).toBe(text);
      expect(h.fake.cdn.downloads.get(declared.id)).toBeUndefined();
      const lying = picture("small.png", big, { behaviour: { declaredSize: 1000 } });
      expect(await refusal(lying)).toBe(text);
      expect(h.fake.cdn.downloads.get(lying.id)).toBe(1);
    });

    it("cut off: the connection drops part-way through the file", async () => {
      const a = picture("puzzle.png", undefined, { behaviour: { dropAfterBytes: 4000 } });
      expect(await refusal(a)).toBe("❌ I couldn't download the picture. Please try again in a moment.");
    });

    it("mislabelled: a web page served as image/png", async () => {
      const a = picture("board.png", Buffer.from("<!doctype html><title>Log in</title>"));
      expect(await refusal(a)).toBe("❌ This attachment is not a picture (PNG, JPEG or WebP).");
    });

    it("corrupt: a PNG whose image data is garbage after the header", async () => {
      const garbage = Buffer.concat([fixture("puzzle.png").subarray(0, 100), Buffer.alloc(3000, 0x55)]);
      const a = picture("broken.png", garbage);
      expect(await refusal(a)).toBe(
        "❌ I couldn't read a Sudoku from your picture: the picture is damaged and could not be decoded.",
      );
    });

    it("a picture format the reader does not take (GIF), and a PNG whose header is cut", async () => {
      const gif = Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;", "latin1");
      const a = picture("board.gif", gif, { contentType: "image/gif" });
      expect(await refusal(a)).toBe(
        "❌ I couldn't read a Sudoku from your picture: GIF pictures are not supported: send a PNG, JPEG or WebP.",
      );
      const b = picture("cut.png", fixture("puzzle.png").subarray(0, 20));
      expect(await refusal(b)).toBe(
        "❌ I couldn't read a Sudoku from your picture: the picture is damaged and could not be decoded.",
      );
    });

    it("no board: a 9×9 grid with too few digits", async () => {
      const a = picture("empty.png");
      expect(await refusal(a, "check")).toBe(
        "❌ I couldn't read a Sudoku from your picture: found a 9×9 grid, but with too few digits for a Sudoku puzzle.",
      );
    });

    it("not 9×9: a 6×6 grid, worded in the user's language", async () => {
      const a = picture("six-by-six.png");
      expect(await refusal(a)).toBe(
        "❌ I couldn't read a Sudoku from your picture: no 9×9 Sudoku grid found in this picture.",
      );
      const b = picture("six-by-six.png");
      expect(await refusal(b, "solve", "ko")).toBe(
        "❌ 그림에서 스도쿠를 읽지 못했습니다: 이 그림에서 9×9 스도쿠 격자를 찾지 못했습니다.",
      );
    });

    it("an attachment URL off Discord's CDN is never fetched", async () => {
      const a = picture("puzzle.png");
      const foreign = { ...a, url: "https://example.com/puzzle.png" };
      const answer = await h.ask(slash("solve", a, {}, [foreign]), answered);
      expect(answerOf(answer.replies).data.content).toBe(
        "❌ I only download pictures from Discord's own servers, and this one is somewhere else.",
      );
      expect(h.fake.cdn.downloads.get(a.id)).toBeUndefined();
    });

    it("a board and a picture together: asks for one", async () => {
      const a = picture("puzzle.png");
      const answer = await h.ask(
        slash("solve", a, { options: [{ name: "board", type: STRING, value: EASY }] }),
      );
      expect(answer.first.type).toBe(4);
      expect(answer.first.data.content).toBe("❌ Give me a board or a picture, not both.");
      expect(h.fake.cdn.downloads.get(a.id)).toBeUndefined();
    });
  });

  it("still answers text after all of that", async () => {
    const answer = await h.ask(
      h.fake.chatInput({
        name: "sudoku",
        subcommand: "solve",
        options: [{ name: "board", type: STRING, value: EASY }],
      }),
      answered,
    );
    expect(answerOf(answer.replies).data.content).toMatch(/^Unique solution/);
    const solved = parseBoard(EASY_SOLUTION);
    expect(solved.ok).toBe(true);
  });
});

function nineLines(line: string): string {
  return line.replace(/0/g, ".").match(/.{9}/g)?.join("\n") ?? "";
}
