import { describe, expect, it } from "vitest";
import { makeStep } from "../../src/core/logic/step.js";
import { TECHNIQUES } from "../../src/core/logic/techniques/index.js";
import { hintJa } from "../../src/messages/hint-ja.js";
import { hintKo } from "../../src/messages/hint-ko.js";

const hiddenSingle = makeStep(
  "hidden-single",
  { placements: [{ cell: 19, digit: 4 }] },
  { units: [{ kind: "box", index: 0 }], cells: [19] },
);

describe("hint words in Korean and Japanese", () => {
  it("name every technique in the community's term with the English name in parentheses", () => {
    for (const t of TECHNIQUES) {
      expect(hintKo.technique(t.id)).toMatch(
        new RegExp(`\\p{Script=Hangul}.* \\(${t.name.replace(/[()+]/g, "\\$&")}\\)$`, "u"),
      );
      expect(hintJa.technique(t.id).endsWith(`（${t.name}）`)).toBe(true);
    }
  });

  it("explain a hidden single with the cell named the local way", () => {
    expect(hintKo.step(hiddenSingle)).toBe(
      "히든 싱글 (Hidden Single): 1번 박스에서 숫자 4의 자리는 3행 2열뿐입니다.",
    );
    expect(hintJa.step(hiddenSingle)).toBe(
      "ヒドゥンシングル（Hidden Single）：ブロック1で4が入るマスは3行2列だけです。",
    );
    expect(hintKo.grade("hard", "x-wing")).toBe("어려움: 엑스윙 (X-Wing)");
    expect(hintJa.grade("hard", "x-wing")).toBe("むずかしい：Xウィング（X-Wing）");
  });
});
