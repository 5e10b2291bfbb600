import { Routes } from "discord.js";
import { describe, expect, it } from "vitest";
import { connectEachTest, TEST_TIMEOUT_MS } from "./client.js";

/** Starts a fake and a real discord.js client logged in to it (closed after each test). */
const connect = connectEachTest();

describe("RestApi", () => {
  it(
    "echoes bulk-overwritten commands with ids that later interactions reuse",
    async () => {
      const { fake, client } = await connect();
      const body = [{ name: "solve", description: "Solve a board", type: 1 }];
      const created = (await client.rest.put(
        `/applications/${fake.applicationId}/guilds/${fake.guildId}/commands`,
        {
          body,
        },
      )) as { id: string; name: string }[];
      expect(created).toHaveLength(1);
      expect(created[0]?.name).toBe("solve");
      expect(fake.registeredCommands("guild")[0]?.id).toBe(created[0]?.id);
      expect(fake.chatInput({ name: "solve" }).data.id).toBe(created[0]?.id);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "answers unknown routes with 404 and records them",
    async () => {
      const { fake, client } = await connect();
      await expect(client.rest.get("/channels/1/messages")).rejects.toMatchObject({ status: 404 });
      expect(fake.requests.at(-1)?.path).toBe("/api/v10/channels/1/messages");
      expect(fake.requests.at(-1)?.status).toBe(404);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "rejects a command registration with an upper-case slash command name",
    async () => {
      const { fake, client } = await connect();
      const body = [
        { name: "Solve", description: "Solve a board", type: 1 },
        { name: "Solve Sudoku", type: 3 },
      ];
      const put = client.rest.put(Routes.applicationCommands(fake.applicationId), { body });
      await expect(put).rejects.toMatchObject({ status: 400, code: 50035 });
      const error = await put.catch((e: { rawError?: { errors?: unknown } }) => e.rawError?.errors);
      expect(error).toEqual({
        "0": { name: { _errors: [expect.objectContaining({ code: "APPLICATION_COMMAND_INVALID_NAME" })] } },
      });
      expect(fake.registeredCommands("global")).toEqual([]);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    "rejects a string option whose max_length exceeds 6000 and a required option after an optional one",
    async () => {
      const { fake, client } = await connect();
      const body = [
        {
          name: "sudoku",
          description: "Sudoku tools",
          options: [
            { name: "spoiler", description: "Hide it", type: 5 },
            { name: "board", description: "The board", type: 3, required: true, max_length: 6001 },
          ],
        },
      ];
      const put = client.rest.put(Routes.applicationCommands(fake.applicationId), { body });
      const errors = await put.then(
        () => undefined,
        (e: { rawError?: { errors?: Record<string, unknown> } }) => e.rawError?.errors,
      );
      expect(errors).toEqual({
        "0": {
          options: {
            "1": {
              required: {
                _errors: [expect.objectContaining({ code: "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID" })],
              },
              max_length: { _errors: [expect.objectContaining({ code: "NUMBER_TYPE_MAX" })] },
            },
          },
        },
      });
    },
    TEST_TIMEOUT_MS,
  );
});
