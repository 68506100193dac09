import { retourSertiSchema } from "@ecrin/domain";
import { useRetournerSerti } from "./lignes-api.ts";
import { RetourForm, type RetourFormProps } from "./RetourForm.tsx";

/** Retour Serti (spec 02 sections 2.1, 2.2): OF, weight, returned weight, price, RETOURNER. */
export function RetourSertiForm(props: RetourFormProps) {
  const retourner = useRetournerSerti();
  return (
    <RetourForm {...props} kind="serti" nom="Retour serti" schema={retourSertiSchema} mutation={retourner} />
  );
}
