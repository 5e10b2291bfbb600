import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildPictureReply } from "../../../src/bot/picture/reply.js";
import { readPicture } from "../../../src/core/vision/shipped.js";
import { messagesFor } from "../../../src/messages/index.js";

const fixture = (name: string): Buffer =>
  readFileSync(path.resolve(import.meta.dirname, "../../fixtures/pictures", name));
const SOLVE = { mode: "solve", spoiler: false, reveal: false, private: false } as const;

describe("buildPictureReply", () => {
  it("solves only the printed digits and says how many handwritten ones it left out", async () => {
    const read = await readPicture(fixture("attempt.png"));
    expect(read.status).toBe("read");
    const reply = buildPictureReply(read, SOLVE, { attachFiles: false });
    expect(reply.outcome).toBe("unique");
    expect(reply.content).toMatch(
      /^Read from your picture: 30 printed digits\. 34 handwritten digits left out: solve takes only the printed ones/,
    );
    // Without files, the whole answer is text: the lead, the verdict and the solution as a grid.
    expect(reply.files).toEqual([]);
    expect(reply.content).toContain("5 3 4 | 6 7 8 | 9 1 2");
  });

  it("shows an unsure read as text too, with its Edit button, when files cannot be attached", async () => {
    const read = await readPicture(fixture("repeated.png"));
    const reply = buildPictureReply(read, SOLVE, { attachFiles: false, messages: messagesFor("ja") });
    expect(reply.outcome).toBe("unsure");
    expect(reply.content).toMatch(/^❓ 画像を正しく読み取れたか自信がないため/);
    expect(reply.content).toContain("自信がないマス：1行1列、1行3列。");
    expect(reply.content).toContain("5 3 5 | . 7 . | . . .");
    expect(reply.buttons?.map((b) => b.label)).toEqual(["修正"]);
  });
});
