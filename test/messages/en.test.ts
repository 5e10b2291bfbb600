import { describe, expect, it } from "vitest";
import { en } from "../../src/messages/en.js";
import { CATALOGUES, DEFAULT_MESSAGES, messagesFor } from "../../src/messages/index.js";

describe("messagesFor", () => {
  it("finds a catalogue by exact tag, by language, and falls back to English", () => {
    expect(messagesFor("en")).toBe(en);
    expect(messagesFor("en-US")).toBe(en);
    expect(messagesFor("EN-gb")).toBe(en);
    expect(messagesFor("xx-YY")).toBe(DEFAULT_MESSAGES);
    expect(messagesFor(undefined)).toBe(DEFAULT_MESSAGES);
  });

  it("keys every catalogue by its own locale's language", () => {
    for (const [key, catalogue] of Object.entries(CATALOGUES))
      expect(catalogue.locale.split("-")[0]).toBe(key);
  });
});

describe("en", () => {
  it("joins lists without the serial comma", () => {
    expect(en.list([])).toBe("");
    expect(en.list(["2"])).toBe("2");
    expect(en.list(["2", "7"])).toBe("2 and 7");
    expect(en.list(["2", "5", "7"])).toBe("2, 5 and 7");
  });

  it("agrees verbs and nouns with their counts", () => {
    expect(en.check.disagree(1, 4)).toBe("1 of your 4 entries disagrees with the solution.");
    expect(en.check.disagree(2, 1)).toBe("2 of your 1 entry disagree with the solution.");
    expect(en.check.wrong(1)).toBe("Not right yet: 1 cell is wrong.");
    expect(en.check.onTrack(1)).toBe("On track: still solvable, 1 entry so far.");
    expect(en.solve.facts(1, "0.4 ms")).toBe("1 given · solved in 0.4 ms");
    expect(en.solve.facts(30, "0.4 ms")).toBe("30 givens · solved in 0.4 ms");
    expect(en.picture.doubtful("r2c3", 1)).toBe("not sure of r2c3: please check it");
    expect(en.picture.doubtful("r2c3 and r4c1", 2)).toBe("not sure of r2c3 and r4c1: please check them");
  });

  it("formats durations as people read them", () => {
    expect(en.duration(0.05)).toBe("<0.1 ms");
    expect(en.duration(0.4321)).toBe("0.4 ms");
    expect(en.duration(12.6)).toBe("13 ms");
  });

  it("names --reveal in the command line's hint and reveal: True in the bot's", () => {
    expect(en.check.revealHint.cli).toContain("--reveal");
    expect(en.check.revealHint.bot).toContain("reveal: True");
  });

  it("lists the accepted board shapes in at most 8 lines", () => {
    const lines = en.acceptedFormats.split("\n");
    expect(lines.length).toBeLessThanOrEqual(8);
    expect(en.acceptedFormats).toMatch(/81 characters/);
    expect(en.acceptedFormats).toMatch(/9 lines of 9/);
    expect(en.acceptedFormats).toMatch(/\[\[5,3,0/);
  });
});
