import { migrateLocal } from "./db.mjs";
import { option, requireModernNode } from "./run.mjs";

requireModernNode();
await migrateLocal(option("persist-to"));
