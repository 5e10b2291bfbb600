import { describe, expect, it } from "vitest";
import { FONT_PACKAGES, fontPrerequisiteProblem } from "../../src/tools/font-prerequisites.js";

const FONT = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc";

describe("fontPrerequisiteProblem", () => {
  it("is null when the source font and fontTools are both there", () => {
    expect(fontPrerequisiteProblem(FONT, true, true)).toBeNull();
  });

  it("names a missing source font and the packages to install", () => {
    const message = fontPrerequisiteProblem(FONT, false, true);
    expect(message).toContain(`${FONT} (not found)`);
    expect(message).not.toContain("fontTools");
    expect(message).toContain(`sudo apt-get install -y ${FONT_PACKAGES}`);
  });

  it("names a missing fontTools", () => {
    const message = fontPrerequisiteProblem(FONT, true, false);
    expect(message).toContain("cannot import fontTools.subset");
    expect(message).not.toContain("not found");
  });

  it("names both when both are missing, in one message", () => {
    const message = fontPrerequisiteProblem(FONT, false, false) ?? "";
    expect(message).toMatch(/not found\) and Python's fontTools/);
    expect(message.split("\n")).toHaveLength(2);
  });
});
