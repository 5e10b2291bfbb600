/**
 * The body checks the fake Discord makes before accepting a request — the subset of Discord's own validation a
 * buggy bot could plausibly fail. Each check returns a list of {@link BodyProblem}s (empty = accepted), which
 * {@link invalidFormBody} turns into Discord's 400 "Invalid Form Body" error shape (code 50035).
 *
 * Limits are from https://discord.com/developers/docs/interactions/application-commands (command structure,
 * option structure), …/resources/message (content ≤ 2000, ≤ 10 embeds, ≤ 10 files) and
 * …/components/reference (modal: title ≤ 45, 1–5 top-level components; text input value ≤ 4000).
 */
import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  ComponentType,
  Locale,
} from "discord-api-types/v10";

/** One rejected field: a path into the body (e.g. ["0", "options", "1", "name"]), a Discord error code and text. */
export interface BodyProblem {
  path: string[];
  code: string;
  message: string;
}

const VALID_LOCALES: ReadonlySet<string> = new Set(Object.values(Locale));

/**
 * Discord's chat-input name rule: 1–32 letters/digits/`-_'` (any script), lower case where the script has case.
 * https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-naming
 */
const CHAT_INPUT_NAME = /^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;

const MAX_CONTENT_LENGTH = 2000;
const MAX_EMBEDS = 10;
const MAX_FILES = 10;
const MAX_OPTIONS = 25;
const MAX_CHOICES = 25;
const MAX_STRING_OPTION_LENGTH = 6000;
const MAX_MODAL_TITLE = 45;
const MAX_MODAL_COMPONENTS = 5;
const MAX_TEXT_INPUT_LENGTH = 4000;

function problem(path: (string | number)[], code: string, message: string): BodyProblem {
  return { path: path.map(String), code, message };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Builds Discord's 400 body for a list of problems: `{ code: 50035, message: "Invalid Form Body", errors }`,
 * where `errors` nests by path and ends in `{ _errors: [{ code, message }] }`.
 *
 * @param problems - at least one problem.
 * @returns the JSON body Discord would send.
 * @example invalidFormBody([{ path: ["data", "content"], code: "BASE_TYPE_MAX_LENGTH", message: "…" }])
 */
export function invalidFormBody(problems: BodyProblem[]): { code: number; message: string; errors: unknown } {
  const errors: Record<string, unknown> = {};
  for (const { path, code, message } of problems) {
    let node = errors;
    for (const key of path) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    node._errors ??= [];
    (node._errors as { code: string; message: string }[]).push({ code, message });
  }
  return { code: 50035, message: "Invalid Form Body", errors };
}

/**
 * Checks a message body (interaction callback data, follow-up or edit).
 *
 * @param data - the message fields (`content`, `embeds`, …).
 * @param fileCount - how many files the request carries.
 * @param prefix - the path of `data` in the request body (["data"] for callbacks, [] for webhooks).
 * @returns the problems found; empty when Discord would accept it.
 */
export function checkMessageBody(
  data: Record<string, unknown>,
  fileCount: number,
  prefix: string[],
): BodyProblem[] {
  const problems: BodyProblem[] = [];
  const { content, embeds } = data;
  if (content !== undefined && content !== null && typeof content !== "string") {
    problems.push(problem([...prefix, "content"], "BASE_TYPE_STRING", "Must be a string."));
  }
  if (typeof content === "string" && content.length > MAX_CONTENT_LENGTH) {
    problems.push(
      problem(
        [...prefix, "content"],
        "BASE_TYPE_MAX_LENGTH",
        `Must be ${MAX_CONTENT_LENGTH} or fewer in length.`,
      ),
    );
  }
  if (Array.isArray(embeds) && embeds.length > MAX_EMBEDS) {
    problems.push(
      problem([...prefix, "embeds"], "BASE_TYPE_MAX_LENGTH", `Must be ${MAX_EMBEDS} or fewer in length.`),
    );
  }
  if (fileCount > MAX_FILES) {
    problems.push(
      problem([...prefix, "attachments"], "BASE_TYPE_MAX_LENGTH", `Must be ${MAX_FILES} or fewer in length.`),
    );
  }
  return problems;
}

/**
 * Checks the data of a type-9 (modal) callback.
 *
 * @param data - the modal: `custom_id`, `title`, `components`.
 * @returns the problems found; empty when Discord would accept it.
 */
export function checkModal(data: Record<string, unknown>): BodyProblem[] {
  const problems: BodyProblem[] = [];
  const { custom_id: customId, title, components } = data;
  if (typeof customId !== "string" || customId.length < 1 || customId.length > 100) {
    problems.push(
      problem(["data", "custom_id"], "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length."),
    );
  }
  if (typeof title !== "string" || title.length < 1 || title.length > MAX_MODAL_TITLE) {
    problems.push(
      problem(
        ["data", "title"],
        "BASE_TYPE_BAD_LENGTH",
        `Must be between 1 and ${MAX_MODAL_TITLE} in length.`,
      ),
    );
  }
  if (!Array.isArray(components) || components.length < 1 || components.length > MAX_MODAL_COMPONENTS) {
    problems.push(
      problem(
        ["data", "components"],
        "BASE_TYPE_BAD_LENGTH",
        `Must be between 1 and ${MAX_MODAL_COMPONENTS} in length.`,
      ),
    );
    return problems;
  }
  components.forEach((component, index) => {
    const path = ["data", "components", String(index)];
    if (!isRecord(component)) {
      problems.push(problem(path, "MODEL_TYPE_CONVERT", "Only dictionaries may be used in a ModelType"));
      return;
    }
    // A modal's top level holds action rows (classic), labels (current) or text displays.
    const inputs: [unknown, string[]][] = [];
    if (component.type === ComponentType.ActionRow && Array.isArray(component.components)) {
      component.components.forEach((input, i) => {
        inputs.push([input, [...path, "components", String(i)]]);
      });
    } else if (component.type === ComponentType.Label) {
      if (typeof component.label !== "string" || component.label.length < 1 || component.label.length > 45) {
        problems.push(
          problem([...path, "label"], "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 45 in length."),
        );
      }
      inputs.push([component.component, [...path, "component"]]);
    } else if (component.type !== ComponentType.TextDisplay) {
      problems.push(
        problem([...path, "type"], "UNION_TYPE_CHOICES", 'Value of field "type" must be one of (1, 10, 18).'),
      );
    }
    for (const [input, inputPath] of inputs) {
      if (!isRecord(input) || input.type !== ComponentType.TextInput) continue;
      if (typeof input.custom_id !== "string" || input.custom_id.length < 1 || input.custom_id.length > 100) {
        problems.push(
          problem(
            [...inputPath, "custom_id"],
            "BASE_TYPE_BAD_LENGTH",
            "Must be between 1 and 100 in length.",
          ),
        );
      }
      if (
        typeof input.max_length === "number" &&
        (input.max_length < 1 || input.max_length > MAX_TEXT_INPUT_LENGTH)
      ) {
        problems.push(
          problem(
            [...inputPath, "max_length"],
            "NUMBER_TYPE_MAX",
            `int value should be less than or equal to ${MAX_TEXT_INPUT_LENGTH}.`,
          ),
        );
      }
    }
  });
  return problems;
}

function checkLocalizations(value: unknown, path: (string | number)[], problems: BodyProblem[]): void {
  if (value === undefined || value === null) return;
  if (!isRecord(value)) {
    problems.push(problem(path, "DICT_TYPE_CONVERT", "Only dictionaries may be used in a DictType"));
    return;
  }
  for (const key of Object.keys(value)) {
    if (!VALID_LOCALES.has(key)) {
      problems.push(problem([...path, key], "ENUM_TYPE_COERCE", `Value "${key}" is not a valid enum value.`));
    }
  }
}

function checkChatInputName(name: unknown, path: (string | number)[], problems: BodyProblem[]): void {
  if (typeof name !== "string" || !CHAT_INPUT_NAME.test(name) || name !== name.toLowerCase()) {
    problems.push(problem(path, "APPLICATION_COMMAND_INVALID_NAME", `Command name is invalid`));
  }
}

function checkDescription(description: unknown, path: (string | number)[], problems: BodyProblem[]): void {
  if (typeof description !== "string" || description.length < 1 || description.length > 100) {
    problems.push(problem(path, "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length."));
  }
}

function checkOptions(options: unknown, path: (string | number)[], problems: BodyProblem[]): void {
  if (options === undefined || options === null) return;
  if (!Array.isArray(options)) {
    problems.push(problem(path, "BASE_TYPE_ARRAY", "Must be an array."));
    return;
  }
  if (options.length > MAX_OPTIONS) {
    problems.push(problem(path, "BASE_TYPE_MAX_LENGTH", `Must be ${MAX_OPTIONS} or fewer in length.`));
  }
  let sawOptional = false;
  const names = new Set<string>();
  options.forEach((option, index) => {
    const here = [...path, index];
    if (!isRecord(option)) {
      problems.push(problem(here, "MODEL_TYPE_CONVERT", "Only dictionaries may be used in a ModelType"));
      return;
    }
    checkChatInputName(option.name, [...here, "name"], problems);
    checkDescription(option.description, [...here, "description"], problems);
    checkLocalizations(option.name_localizations, [...here, "name_localizations"], problems);
    checkLocalizations(option.description_localizations, [...here, "description_localizations"], problems);
    if (typeof option.name === "string") {
      if (names.has(option.name)) {
        problems.push(
          problem(
            [...here, "name"],
            "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS",
            "Option names must be unique",
          ),
        );
      }
      names.add(option.name);
    }
    const isGroup =
      option.type === ApplicationCommandOptionType.Subcommand ||
      option.type === ApplicationCommandOptionType.SubcommandGroup;
    if (isGroup) {
      checkOptions(option.options, [...here, "options"], problems);
      return;
    }
    if (option.required === true && sawOptional) {
      problems.push(
        problem(
          [...here, "required"],
          "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
          "Required options must be placed before non-required options",
        ),
      );
    }
    if (option.required !== true) sawOptional = true;
    if (option.type === ApplicationCommandOptionType.String) {
      for (const key of ["min_length", "max_length"] as const) {
        const limit = option[key];
        if (
          limit !== undefined &&
          (typeof limit !== "number" || limit < 0 || limit > MAX_STRING_OPTION_LENGTH)
        ) {
          problems.push(
            problem(
              [...here, key],
              "NUMBER_TYPE_MAX",
              `int value should be less than or equal to ${MAX_STRING_OPTION_LENGTH}.`,
            ),
          );
        }
      }
    }
    if (Array.isArray(option.choices) && option.choices.length > MAX_CHOICES) {
      problems.push(
        problem([...here, "choices"], "BASE_TYPE_MAX_LENGTH", `Must be ${MAX_CHOICES} or fewer in length.`),
      );
    }
  });
}

/**
 * Checks a bulk-overwrite body (PUT …/commands): an array of commands with valid names, descriptions,
 * localizations and options, no two of the same type sharing a name.
 *
 * @param body - the parsed JSON body.
 * @returns the problems found; empty when Discord would accept it.
 * @example checkCommands([{ name: "Solve", description: "x" }]) // → [{ path: ["0","name"], code: "APPLICATION_COMMAND_INVALID_NAME", … }]
 */
export function checkCommands(body: unknown): BodyProblem[] {
  const problems: BodyProblem[] = [];
  if (!Array.isArray(body)) return [problem([], "BASE_TYPE_ARRAY", "Must be an array.")];
  const seen = new Set<string>();
  body.forEach((command, index) => {
    if (!isRecord(command)) {
      problems.push(problem([index], "MODEL_TYPE_CONVERT", "Only dictionaries may be used in a ModelType"));
      return;
    }
    const type = command.type ?? ApplicationCommandType.ChatInput;
    if (type === ApplicationCommandType.ChatInput) {
      checkChatInputName(command.name, [index, "name"], problems);
      checkDescription(command.description, [index, "description"], problems);
      checkOptions(command.options, [index, "options"], problems);
    } else if (typeof command.name !== "string" || command.name.length < 1 || command.name.length > 32) {
      // Context-menu names may hold spaces and capitals ("Solve Sudoku").
      problems.push(problem([index, "name"], "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 32 in length."));
    }
    checkLocalizations(command.name_localizations, [index, "name_localizations"], problems);
    checkLocalizations(command.description_localizations, [index, "description_localizations"], problems);
    const key = `${String(type)}:${String(command.name)}`;
    if (seen.has(key)) {
      problems.push(
        problem(
          [index, "name"],
          "APPLICATION_COMMANDS_DUPLICATE_NAME",
          `Application command names must be unique`,
        ),
      );
    }
    seen.add(key);
  });
  return problems;
}
