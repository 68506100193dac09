// The rendering worker when the server runs from its TypeScript sources (vitest, tsx): a worker thread
// does not inherit the parent's TypeScript loader, so this plain module loads worker.ts through tsx.
// The built server runs dist/pdf-worker.js directly (pool.ts picks which).
import { tsImport } from "tsx/esm/api";

const worker = await tsImport("./worker.ts", import.meta.url);
export default worker.default;
