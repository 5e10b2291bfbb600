/**
 * The solver's stable import path: everything it exports lives in the solve/ folder (see solve/index.ts for
 * the glossary, the method and the roads not taken).
 */
export * from "./solve/index.js";
