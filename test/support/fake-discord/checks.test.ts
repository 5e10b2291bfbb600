import { describe, expect, it } from "vitest";
import { checkCommands, checkMessageBody, checkModal, invalidFormBody } from "./checks.js";

const codes = (problems: { code: string }[]) => problems.map((p) => p.code);

describe("invalidFormBody", () => {
  it("nests problems by path and collects two problems on one field", () => {
    const body = invalidFormBody([
      { path: ["0", "name"], code: "A", message: "a" },
      { path: ["0", "name"], code: "B", message: "b" },
      { path: ["1"], code: "C", message: "c" },
    ]);
    expect(body).toEqual({
      code: 50035,
      message: "Invalid Form Body",
      errors: {
        "0": {
          name: {
            _errors: [
              { code: "A", message: "a" },
              { code: "B", message: "b" },
            ],
          },
        },
        "1": { _errors: [{ code: "C", message: "c" }] },
      },
    });
  });
});

describe("checkCommands", () => {
  it("accepts a slash command with localized names and a context-menu command with spaces and capitals", () => {
    const body = [
      {
        name: "sudoku",
        description: "Solve Sudoku puzzles",
        name_localizations: { ko: "스도쿠", ja: "数独" },
        options: [{ type: 3, name: "board", description: "The board", required: true, max_length: 6000 }],
      },
      { name: "Solve Sudoku", type: 3 },
    ];
    expect(checkCommands(body)).toEqual([]);
  });

  it("rejects a body that is not an array", () => {
    expect(codes(checkCommands({ name: "x" }))).toEqual(["BASE_TYPE_ARRAY"]);
  });

  it("rejects an unknown locale key and a missing description", () => {
    const problems = checkCommands([{ name: "solve", name_localizations: { korean: "x" } }]);
    expect(problems).toEqual([
      expect.objectContaining({ path: ["0", "description"], code: "BASE_TYPE_BAD_LENGTH" }),
      expect.objectContaining({ path: ["0", "name_localizations", "korean"], code: "ENUM_TYPE_COERCE" }),
    ]);
  });

  it("rejects two commands of the same type with one name, but not a slash and a menu command sharing it", () => {
    const dup = checkCommands([
      { name: "solve", description: "a" },
      { name: "solve", description: "b" },
    ]);
    expect(codes(dup)).toEqual(["APPLICATION_COMMANDS_DUPLICATE_NAME"]);
    expect(
      checkCommands([
        { name: "solve", description: "a" },
        { name: "solve", type: 3 },
      ]),
    ).toEqual([]);
  });

  it("rejects a slash command name with a space or over 32 characters", () => {
    expect(codes(checkCommands([{ name: "solve it", description: "a" }]))).toEqual([
      "APPLICATION_COMMAND_INVALID_NAME",
    ]);
    expect(codes(checkCommands([{ name: "s".repeat(33), description: "a" }]))).toEqual([
      "APPLICATION_COMMAND_INVALID_NAME",
    ]);
  });

  it("checks options inside subcommands", () => {
    const problems = checkCommands([
      {
        name: "sudoku",
        description: "a",
        options: [
          {
            type: 1,
            name: "solve",
            description: "b",
            options: [{ type: 3, name: "Board", description: "c" }],
          },
        ],
      },
    ]);
    expect(problems).toEqual([
      expect.objectContaining({
        path: ["0", "options", "0", "options", "0", "name"],
        code: "APPLICATION_COMMAND_INVALID_NAME",
      }),
    ]);
  });
});

describe("checkMessageBody", () => {
  it("accepts 2000 characters and rejects 2001", () => {
    expect(checkMessageBody({ content: "x".repeat(2000) }, 0, ["data"])).toEqual([]);
    expect(checkMessageBody({ content: "x".repeat(2001) }, 0, ["data"])).toEqual([
      expect.objectContaining({ path: ["data", "content"], code: "BASE_TYPE_MAX_LENGTH" }),
    ]);
  });

  it("rejects eleven embeds and eleven files", () => {
    const problems = checkMessageBody({ embeds: Array.from({ length: 11 }, () => ({})) }, 11, []);
    expect(problems.map((p) => p.path)).toEqual([["embeds"], ["attachments"]]);
  });
});

describe("checkModal", () => {
  const input = { type: 4, custom_id: "board", style: 2, max_length: 4000 };

  it("accepts the Label shape and the classic action-row shape", () => {
    const label = { type: 18, label: "Your board", component: input };
    expect(checkModal({ custom_id: "m", title: "Solve", components: [label] })).toEqual([]);
    const row = { type: 1, components: [{ ...input, label: "Board" }] };
    expect(checkModal({ custom_id: "m", title: "Solve", components: [row] })).toEqual([]);
  });

  it("rejects a modal with no components, and a text input allowing over 4000 characters", () => {
    expect(codes(checkModal({ custom_id: "m", title: "Solve", components: [] }))).toEqual([
      "BASE_TYPE_BAD_LENGTH",
    ]);
    const label = { type: 18, label: "Board", component: { ...input, max_length: 4001 } };
    expect(checkModal({ custom_id: "m", title: "Solve", components: [label] })).toEqual([
      expect.objectContaining({ path: ["data", "components", "0", "component", "max_length"] }),
    ]);
  });

  it("rejects a Label whose label is longer than 45 characters", () => {
    const label = { type: 18, label: "L".repeat(46), component: input };
    expect(codes(checkModal({ custom_id: "m", title: "Solve", components: [label] }))).toEqual([
      "BASE_TYPE_BAD_LENGTH",
    ]);
  });
});
