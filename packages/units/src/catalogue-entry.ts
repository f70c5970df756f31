// `@unitwise/units/catalogue`: the unit tables and the registry over them, and the pair resolver
// that reads the registry. One entry for both, so neither module has to import the other back.
export * from "./catalogue";
export { resolveUnitPair, unitsIn, type PairResolution } from "./resolve-pair";
