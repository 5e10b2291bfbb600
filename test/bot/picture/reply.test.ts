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
  it("solves only a screenshot's givens and says how many entries it left out", async () => {
    const read = await readPicture(fixture("attempt.png"));
    if (read.status !== "read") throw new Error(read.status);
    expect(read.source).toBe("screenshot");
    const reply = buildPictureReply(read, SOLVE, { attachFiles: false });
    expect(reply.outcome).toBe("unique");
    expect(reply.content).toMatch(
      /^Read from your screenshot: 30 givens\. 34 entries left out: solve takes only the givens/,
    );
    // Without files, the whole answer is text: the lead, the verdict and the solution as a grid.
    expect(reply.files).toEqual([]);
    expect(reply.content).toContain("5 3 4 | 6 7 8 | 9 1 2");
  });

  it("names a photo's digits printed and handwritten, in every language", async () => {
    const read = await readPicture(fixture("attempt.png"));
    if (read.status !== "read") throw new Error(read.status);
    const photo = { ...read, source: "photo" as const };
    expect(buildPictureReply(photo, SOLVE, { attachFiles: false }).content).toMatch(
      /^Read from your picture: 30 printed digits\. 34 handwritten digits left out: solve takes only the printed ones/,
    );
    const check = { ...SOLVE, mode: "check" } as const;
    expect(buildPictureReply(photo, check, { attachFiles: false }).content).toMatch(
      /^Read from your picture: 30 printed digits and 34 handwritten\./,
    );
    expect(
      buildPictureReply(read, check, { attachFiles: false, messages: messagesFor("ko") }).content,
    ).toMatch(/^스크린샷에서 읽은 숫자: 주어진 숫자 30개, 입력한 숫자 34개\./);
    expect(
      buildPictureReply(photo, check, { attachFiles: false, messages: messagesFor("ko") }).content,
    ).toMatch(/^그림에서 읽은 숫자: 인쇄된 숫자 30개, 손글씨 숫자 34개\./);
    expect(
      buildPictureReply(read, check, { attachFiles: false, messages: messagesFor("ja") }).content,
    ).toMatch(/^スクリーンショットから読み取った数字：問題の数字 30 個、入力した数字 34 個。/);
    expect(
      buildPictureReply(photo, check, { attachFiles: false, messages: messagesFor("ja") }).content,
    ).toMatch(/^画像から読み取った数字：印刷 30 個、手書き 34 個。/);
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
