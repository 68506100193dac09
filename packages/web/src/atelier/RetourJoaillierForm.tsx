import { retourJoaillierSchema } from "@ecrin/domain";
import { useRetournerJoaillier } from "./lignes-api.ts";
import { RetourForm, type RetourFormProps } from "./RetourForm.tsx";

/** Retour Atelier / Retour Joaillier (spec 02 sections 2.1, 2.2): OF, weight, returned weight, time. */
export function RetourJoaillierForm(props: RetourFormProps) {
  const retourner = useRetournerJoaillier();
  return (
    <RetourForm
      {...props}
      kind="joaillier"
      nom="Retour joaillier"
      schema={retourJoaillierSchema}
      mutation={retourner}
    />
  );
}
