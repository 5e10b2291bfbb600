import { shapesCases } from "./cases/shapes.js";
import { readsEveryCase } from "./table.js";

readsEveryCase("what a text that is not a 9×9 board looks like", shapesCases);
