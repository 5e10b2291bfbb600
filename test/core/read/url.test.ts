import { urlCases } from "./cases/url.js";
import { readsEveryCase } from "./table.js";

readsEveryCase("the link reader on real texts", urlCases);
