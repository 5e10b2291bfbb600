import { linesCases } from "./cases/lines.js";
import { readsEveryCase } from "./table.js";

readsEveryCase("the line and grid reader on real texts", linesCases);
