import { envoiJoaillierSchema } from "@ecrin/domain";
import { EnvoiForm, type EnvoiFormProps } from "./EnvoiForm.tsx";
import { useEnvoyerJoaillier, useOuvriers } from "./lignes-api.ts";

/** Envoi Atelier / Envoi Joaillier (spec 02 sections 2.1, 2.2): active jeweller, OF, weight, ENVOYER. */
export function EnvoiJoaillierForm(props: EnvoiFormProps) {
  const ouvriers = useOuvriers();
  const envoyer = useEnvoyerJoaillier();
  return (
    <EnvoiForm
      {...props}
      nom="Envoi joaillier"
      ouvrierLabel="Joaillier"
      ouvriers={ouvriers.data?.joailliers}
      schema={envoiJoaillierSchema}
      mutation={envoyer}
    />
  );
}
