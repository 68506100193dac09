import { envoiSertiSchema } from "@ecrin/domain";
import { EnvoiForm, type EnvoiFormProps } from "./EnvoiForm.tsx";
import { useEnvoyerSerti, useOuvriers } from "./lignes-api.ts";

/** Envoi Serti (spec 02 sections 2.1, 2.2): active sertisseur, OF, weight, ENVOYER. */
export function EnvoiSertiForm(props: EnvoiFormProps) {
  const ouvriers = useOuvriers();
  const envoyer = useEnvoyerSerti();
  return (
    <EnvoiForm
      {...props}
      nom="Envoi serti"
      ouvrierLabel="Sertisseur"
      ouvriers={ouvriers.data?.sertisseurs}
      schema={envoiSertiSchema}
      mutation={envoyer}
    />
  );
}
