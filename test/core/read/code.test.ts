import { cCases, codeCases } from "./cases/code.js";
import { readsEveryCase } from "./table.js";

readsEveryCase("the code reader on real code", codeCases);
readsEveryCase("the code reader on C and C++ files", cCases);
