import { seedLocal } from "./db.mjs";
import { option, requireModernNode } from "./run.mjs";

requireModernNode();
await seedLocal(option("persist-to"));
