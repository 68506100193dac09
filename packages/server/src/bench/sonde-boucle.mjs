// Loaded into the built server by `npm run bench:boucle` (node --import): the event loop's delay
// (perf_hooks.monitorEventLoopDelay) and how busy the thread was (eventLoopUtilization, %), written as
// JSON to the file ECRIN_SONDE_BOUCLE names and reset at each SIGUSR2, so that the bench reads it per
// phase. Not part of the server.
import { writeFileSync } from "node:fs";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";

const fichier = process.env.ECRIN_SONDE_BOUCLE;
if (fichier) {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  let elu = performance.eventLoopUtilization();
  process.on("SIGUSR2", () => {
    const depuis = performance.eventLoopUtilization(elu);
    elu = performance.eventLoopUtilization();
    const ms = (ns) => Math.round(ns / 1e4) / 100;
    writeFileSync(
      fichier,
      JSON.stringify({
        p50: ms(h.percentile(50)),
        p99: ms(h.percentile(99)),
        max: ms(h.max),
        occupe: Math.round(depuis.utilization * 100),
      }),
    );
    h.reset();
  });
}
