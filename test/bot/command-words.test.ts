import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadCommands } from "../../src/bot/command.js";
import { loadConfig } from "../../src/bot/config.js";
import { createLogger } from "../../src/bot/logger.js";
import { deployCommands } from "../../src/deploy.js";
import { CATALOGUES } from "../../src/messages/index.js";
import { FakeDiscord } from "../support/fake-discord.js";
import { captureLogs } from "./harness.js";

/** Discord's rule for slash-command and option names (application-commands, "Application Command Naming"). */
const SLASH_NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
const LOCALES = Object.keys(CATALOGUES).filter((tag) => tag !== "en");

interface Node {
  name: string;
  description?: string;
  type?: number;
  contexts?: number[];
  name_localizations?: Record<string, string> | null;
  description_localizations?: Record<string, string> | null;
  options?: Node[];
  choices?: Node[];
}

/** Every command, subcommand, option and choice in a deploy body, with a path for messages. */
function* nodes(list: readonly Node[], path = ""): Generator<[string, Node, "slash" | "menu" | "choice"]> {
  for (const node of list) {
    const here = `${path}/${node.name}`;
    const kind = path === "" && (node.type === 2 || node.type === 3) ? "menu" : "slash";
    yield [here, node, kind];
    for (const choice of node.choices ?? []) yield [`${here}=${choice.name}`, choice, "choice"];
    yield* nodes(node.options ?? [], here);
  }
}

describe("the deployed commands (through the fake Discord)", () => {
  let fake: FakeDiscord;
  beforeEach(async () => {
    fake = await FakeDiscord.start();
  });
  afterEach(async () => {
    await fake.close();
  });

  /** Deploys every command to the fake's guild and returns what it registered. */
  async function deployed(): Promise<Node[]> {
    const loaded = loadConfig({
      DISCORD_TOKEN: fake.token,
      DISCORD_API_URL: fake.apiUrl,
      DISCORD_GUILD_ID: fake.guildId,
    });
    if (!loaded.ok) throw loaded.error;
    await deployCommands(
      loaded.config,
      await loadCommands(),
      createLogger({ destination: captureLogs().destination }),
    );
    return fake.registeredCommands("guild") as unknown as Node[];
  }

  it("lets every command be used in servers, the bot's DMs and group DMs, both menus on messages", async () => {
    const registered = await deployed();
    // Discord's interaction context types: 0 guild, 1 bot DM, 2 private channel; command type 3 a message menu.
    expect(registered.map((c) => [c.name, c.contexts])).toEqual(registered.map((c) => [c.name, [0, 1, 2]]));
    expect(registered.filter((c) => c.type === 3).map((c) => c.name)).toEqual(
      expect.arrayContaining(["Solve Sudoku", "Check Sudoku"]),
    );
  });

  it("gives every command, subcommand, option and choice a valid name and description in ko and ja", async () => {
    const registered = await deployed();
    expect(registered.length).toBeGreaterThan(0);
    const problems: string[] = [];
    let checked = 0;
    for (const [path, node, kind] of nodes(registered)) {
      checked++;
      for (const locale of LOCALES) {
        const name = node.name_localizations?.[locale];
        if (name === undefined) problems.push(`${path}: no ${locale} name`);
        else if (kind === "slash" && (!SLASH_NAME.test(name) || name !== name.toLowerCase()))
          problems.push(`${path}: ${locale} name "${name}" breaks Discord's naming rule`);
        else if (name.length < 1 || name.length > (kind === "choice" ? 100 : 32))
          problems.push(`${path}: ${locale} name "${name}" has a bad length`);
        if (kind !== "slash") continue;
        const description = node.description_localizations?.[locale];
        if (description === undefined) problems.push(`${path}: no ${locale} description`);
        else if (description.length < 1 || description.length > 100)
          problems.push(`${path}: ${locale} description has ${description.length} characters`);
        else if (description === node.description)
          problems.push(`${path}: ${locale} description is the English one`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(12);
  });
});
