import { describe, expect, it } from "vitest";
import { readFields } from "../../../src/core/read/fields.js";
import { STRAY } from "../../../src/core/read/marks.js";
import { normaliseLine } from "../../../src/core/read/normal.js";

const read = (text: string) => readFields(normaliseLine(text), 4);
const valuesOf = (text: string) => read(text)?.tokens.map((t) => t.marks[0]?.value);

describe("readFields", () => {
  it("reads 9 comma fields, an empty field a blank", () => {
    expect(valuesOf("5,3,,,7,,,,")).toEqual([5, 3, 0, 0, 7, 0, 0, 0, 0]);
    expect(read("5,3,,,7,,,,")?.empty).toBe(false);
  });

  it("reads a markdown table row, dropping the empty fields outside its outer pipes", () => {
    expect(valuesOf("| 5 | 3 |   |   | 7 |   |   |   |   |")).toEqual([5, 3, 0, 0, 7, 0, 0, 0, 0]);
  });

  it("reads tab- and semicolon-separated rows", () => {
    expect(valuesOf("5\t\t\t\t\t\t\t\t9")).toEqual([5, 0, 0, 0, 0, 0, 0, 0, 9]);
    expect(valuesOf(`;1;${" ;".repeat(7)}2;`)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 2]);
  });

  it("gives each mark its line number and 1-based column, a blank the column where its field starts", () => {
    const tokens = read("5,3,,,7,,,,")?.tokens ?? [];
    expect(tokens.slice(0, 5).map((t) => [t.marks[0]?.char, t.marks[0]?.line, t.marks[0]?.column])).toEqual([
      ["5", 4, 1],
      ["3", 4, 3],
      [" ", 4, 5],
      [" ", 4, 6],
      ["7", 4, 7],
    ]);
  });

  it("counts a character that is no cell as a stray", () => {
    const tokens = read("5,a,,,,,,,")?.tokens ?? [];
    expect([tokens[1]?.marks[0]?.value, tokens[1]?.strays, tokens[0]?.strays]).toEqual([STRAY, 1, 0]);
  });

  it("reports a row whose every field is empty (a table's empty header)", () => {
    expect(read("|   |   |   |   |   |   |   |   |   |")?.empty).toBe(true);
  });

  it("is not for a row with no empty field (other readers take those)", () => {
    expect(read("5,3,1,2,7,4,6,8,9")).toBeUndefined();
  });

  it("is not for a field of two characters", () => {
    expect(read("53,,,,7,,,,,")).toBeUndefined();
  });

  it("is not for 8 or 12 fields", () => {
    expect(read("5,3,,,7,,,")).toBeUndefined();
    expect(read("5,3,,,7,,,,,,,")).toBeUndefined();
  });
});
