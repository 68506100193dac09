/** What other areas use from the OF area: the OF dialog of /of/tracer (opened from the invoicing screen). */
export { TraceOfDialog } from "./TraceOfDialog.tsx";
