import { ListeSelect, type ListeSelectProps } from "../ui/ListeSelect.tsx";
import { useReferenceList } from "./pierre-api.ts";

interface PierreSelectProps extends Omit<ListeSelectProps, "items" | "name"> {
  liste: Parameters<typeof useReferenceList>[0];
}

/** A select over a stone reference list (type, shape, colour, quality, supplier). */
export function PierreSelect({ liste, ...props }: PierreSelectProps) {
  const query = useReferenceList(liste);
  return <ListeSelect {...props} name={liste} items={query.data ?? []} />;
}
