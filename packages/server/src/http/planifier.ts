import type { FastifyInstance } from "fastify";

/**
 * Runs `tache` when the app is ready, then every `everyMs` until it closes. The timer does not keep the
 * process alive; a failed run is logged under `libelle` and tried again at the next tick.
 */
export function planifierTache(
  app: FastifyInstance,
  libelle: string,
  tache: () => Promise<unknown>,
  everyMs: number,
): void {
  let timer: NodeJS.Timeout | undefined;
  const run = async () => {
    try {
      await tache();
    } catch (err) {
      app.log.error({ err }, libelle);
    }
  };
  app.addHook("onReady", async () => {
    await run();
    timer = setInterval(() => void run(), everyMs);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
