import { emojiCases } from "./cases/emoji.js";
import { readsEveryCase } from "./table.js";

readsEveryCase("the emoji reader on boards drawn with emoji", emojiCases);
