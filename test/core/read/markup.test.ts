import { markupCases } from "./cases/markup.js";
import { readsEveryCase } from "./table.js";

readsEveryCase("the markup and app-format reader on real texts", markupCases);
