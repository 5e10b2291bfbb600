/**
 * The payload-building half of the {@link FakeDiscord} API: interactions to hand to `dispatchInteraction`, built
 * from the fake's own ids and users. FakeDiscord extends it; nothing else does. Glossary: see ../fake-discord.ts.
 */
import type { APIMessage } from "discord-api-types/v10";
import type { FakeDiscord } from "../fake-discord.js";
import type { PayloadBuilder } from "./payloads.js";
import type { InteractionPlace } from "./types.js";

/** The builders of interactions on a {@link FakeDiscord}; each returns a full, realistic payload. */
export class FakeDiscordBuilders {
  protected constructor(protected readonly payloads: PayloadBuilder) {}

  /**
   * Builds a slash-command interaction (in the first guild's channel unless `guildId` or `dm` say otherwise).
   *
   * @param opts - command name, optional subcommand, options (`type` is ApplicationCommandOptionType: 3 string,
   *   4 integer, 5 boolean, 11 attachment with the attachment's id as value), `attachments` for
   *   `resolved.attachments` (from {@link FakeDiscord.addAttachment}), plus where it comes from ({@link InteractionPlace}).
   * @returns a full, realistic payload for {@link FakeDiscord.dispatchInteraction}.
   * @example fake.chatInput({ name: "sudoku", subcommand: "solve", options: [{ name: "board", type: 3, value: "53..7...." }] })
   */
  chatInput(opts: Parameters<PayloadBuilder["chatInput"]>[0]) {
    return this.payloads.chatInput(opts);
  }

  /**
   * Builds a message-context-menu interaction ("Apps → <name>") on a message another user wrote.
   *
   * @param opts - command name, the target message's content and attachments, plus {@link InteractionPlace}.
   * @returns a payload whose `data.resolved.messages[data.target_id]` holds the target message.
   */
  messageContextMenu(opts: Parameters<PayloadBuilder["messageContextMenu"]>[0]) {
    return this.payloads.messageContextMenu(opts);
  }

  /**
   * Builds a modal-submit interaction with one text input per field.
   *
   * discord.js 14.28 parses both component shapes (`ModalSubmitFields` reads `component` of a Label and
   * `components` of an action row); the default is the current Label (type 18) shape.
   *
   * @param opts - the modal's custom id, field custom id → value, the component shape, plus {@link InteractionPlace}.
   * @returns a payload whose fields read back with `interaction.fields.getTextInputValue(customId)`.
   */
  modalSubmit(opts: Parameters<PayloadBuilder["modalSubmit"]>[0]) {
    return this.payloads.modalSubmit(opts);
  }

  /**
   * Builds a button press (MESSAGE_COMPONENT) on a message, usually one the bot sent ({@link FakeDiscord.messageOf}). It may be
   * answered with a message (4), a defer (5), a deferred update (6), an update of that message (7) or a modal (9).
   *
   * @param opts - the button's custom id and the message it is on, plus {@link InteractionPlace}.
   * @returns a payload that discord.js turns into a `ButtonInteraction`.
   */
  button(opts: { customId: string; message: APIMessage } & InteractionPlace) {
    return this.payloads.button(opts);
  }
}
