import { numeroExact } from "@ecrin/domain";
import { useSearchParams } from "react-router";
import { TraceOfPanel } from "./TraceOfPanel.tsx";

/** /of/tracer: the Trace OF, the OF number kept in the address (?of=) so a link opens it. */
export function TraceOfPage() {
  const [params, setParams] = useSearchParams();
  const n = numeroExact(params.get("of") ?? "");
  return (
    <TraceOfPanel
      numSachet={n}
      onOfChange={(suivant) => setParams(suivant === null ? {} : { of: String(suivant) }, { replace: true })}
    />
  );
}
