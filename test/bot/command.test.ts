import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ApplicationCommandType, SlashCommandBuilder } from "discord.js";
import { afterEach, describe, expect, it } from "vitest";
import {
  CommandLoadError,
  commandJSON,
  defaultCommandsDir,
  isCommand,
  loadCommands,
} from "../../src/bot/command.js";

const execute = async () => "ok";

describe("isCommand", () => {
  it("accepts a builder with execute, and a JSON definition with execute and handleModal", () => {
    expect(isCommand({ data: new SlashCommandBuilder().setName("a").setDescription("a"), execute })).toBe(
      true,
    );
    expect(
      isCommand({
        data: { name: "Solve", type: ApplicationCommandType.Message },
        execute,
        handleModal: execute,
      }),
    ).toBe(true);
  });

  it("rejects values missing data, a name or execute, or with a non-function handleModal", () => {
    expect(isCommand(undefined)).toBe(false);
    expect(isCommand({ execute })).toBe(false);
    expect(isCommand({ data: { name: "" }, execute })).toBe(false);
    expect(isCommand({ data: { name: "a" } })).toBe(false);
    expect(isCommand({ data: { name: "a" }, execute: "no" })).toBe(false);
    expect(isCommand({ data: { name: "a" }, execute, handleModal: 3 })).toBe(false);
    expect(isCommand({ data: { name: "a", type: "chat" }, execute })).toBe(false);
  });
});

describe("commandJSON", () => {
  it("turns a builder into its JSON and passes JSON through unchanged", () => {
    const builder = new SlashCommandBuilder().setName("a").setDescription("does a");
    expect(commandJSON({ data: builder, execute })).toEqual(builder.toJSON());
    const json = { name: "Solve", type: ApplicationCommandType.Message } as const;
    expect(commandJSON({ data: json, execute })).toBe(json);
  });
});

describe("loadCommands", () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  async function folderWith(files: Record<string, string>): Promise<string> {
    dir = await mkdtemp(path.join(tmpdir(), "sudoku-commands-"));
    for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
    return dir;
  }

  it("loads the project's commands: /sudoku and the Solve Sudoku message menu", async () => {
    const commands = await loadCommands();
    expect([...commands.keys()].sort()).toEqual(["Check Sudoku", "Solve Sudoku", "sudoku"]);
    expect(commandJSON(commands.get("Solve Sudoku") as never)).toMatchObject({
      type: ApplicationCommandType.Message,
    });
    expect(defaultCommandsDir()).toBe(path.resolve(import.meta.dirname, "../../commands"));
  });

  it("loads every command file in a folder, keyed by name, ignoring other files", async () => {
    const folder = await folderWith({
      "a.ts": `export default { data: { name: "alpha", description: "a" }, execute: async () => "ok" };`,
      "b.ts": `export default { data: { name: "beta", description: "b" }, execute: async () => "ok" };`,
      "notes.md": "not a command",
    });
    const commands = await loadCommands(folder);
    expect([...commands.keys()]).toEqual(["alpha", "beta"]);
  });

  it("fails loudly naming a file whose default export is not a command", async () => {
    const folder = await folderWith({
      "good.ts": `export default { data: { name: "good" }, execute: async () => "ok" };`,
      "broken.ts": `export const data = { name: "broken" };`,
    });
    const error = await loadCommands(folder).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommandLoadError);
    expect((error as CommandLoadError).file).toBe(path.join(folder, "broken.ts"));
    expect((error as Error).message).toContain("broken.ts: must `export default { data, execute }");
  });

  it("fails loudly naming a file that throws on import", async () => {
    const folder = await folderWith({ "boom.ts": `throw new Error("kaboom");\nexport default {};` });
    const error = await loadCommands(folder).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommandLoadError);
    expect((error as Error).message).toMatch(/boom\.ts: failed to import \(.*kaboom/);
  });

  it("fails when two files register the same name", async () => {
    const text = `export default { data: { name: "same" }, execute: async () => "ok" };`;
    const folder = await folderWith({ "one.ts": text, "two.ts": text });
    await expect(loadCommands(folder)).rejects.toThrow(/two\.ts: reuses the command name "same"/);
  });

  it("fails when the folder holds no command files", async () => {
    const folder = await folderWith({ "readme.txt": "" });
    await expect(loadCommands(folder)).rejects.toThrow(/no command files/);
  });
});
