import { codeCases } from "./cases/code.js";
import { readsEveryCase } from "./table.js";

readsEveryCase("the code reader on real code", codeCases);
