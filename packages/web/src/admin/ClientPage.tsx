import {
  type Client,
  type ClientFiche,
  clientInputSchema,
  MSG_CLIENT_ENREGISTRE,
  parentsInterdits,
} from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import { DestinataireNonJoignable } from "../plateforme/index.ts";
import { ClientTree } from "../ui/ClientTree.tsx";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { type Formulaire, useFormulaire } from "../ui/useFormulaire.ts";
import { fiche, useClients, useSaveClient } from "./api.ts";
import { type ClientDraft, ClientForm } from "./ClientForm.tsx";

const FICHE_VIDE = {
  siren: "",
  numTva: "",
  delaiPaiement: 0,
  iban: "",
  bic: "",
  banque: "",
  banqueVille: "",
  email: "",
};
const EMPTY: ClientDraft = {
  id: null,
  nomAgence: "",
  adresse: "",
  cp: "",
  ville: "",
  idParent: null,
  ...FICHE_VIDE,
};

/** A client of the tree (its invoicing and bank details come with its record, fetched on select). */
function toDraft(c: Client | ClientFiche): ClientDraft {
  const f: Partial<ClientFiche> = c;
  return {
    id: c.id,
    nomAgence: c.nomAgence,
    adresse: c.adresse,
    cp: c.cp,
    ville: c.ville,
    idParent: c.idParent,
    siren: f.siren ?? "",
    numTva: f.numTva ?? "",
    delaiPaiement: f.delaiPaiement ?? 0,
    iban: f.iban ?? "",
    bic: f.bic ?? "",
    banque: f.banque ?? "",
    banqueVille: f.banqueVille ?? "",
    email: f.email ?? "",
  };
}

/** Once the whole record arrived: each field the user has not changed since `depart` takes the record's value. */
function completerBrouillon(f: Formulaire<ClientDraft>, depart: ClientDraft, fiche: ClientDraft) {
  for (const k of Object.keys(fiche) as (keyof ClientDraft)[]) {
    if (f.getValues(k) === depart[k]) f.setValue(k, fiche[k]);
  }
}

/** /client: the client tree on the left, the selected client's address on the right. */
export function ClientPage() {
  const clients = useClients();
  const save = useSaveClient();
  const notify = useNotify();
  const f = useFormulaire({
    schema: clientInputSchema,
    valeurs: EMPTY,
    versCorps: ({ id: _, ...input }: ClientDraft) => input,
  });
  const id = useWatch({ control: f.control, name: "id" });
  // The record as saved (its SIREN, not the one being typed: the outbox addressed its documents to it).
  const [enregistre, setEnregistre] = useState<{ id: number | null; siren: string }>({ id: null, siren: "" });
  const list = clients.data ?? [];

  const excludedParents = useMemo(
    () => (id === null ? new Set<number>() : parentsInterdits(clients.data ?? [], id)),
    [clients.data, id],
  );

  const load = (next: ClientDraft) => {
    // The fields stay registered, so Nom can take the focus at once.
    f.reset(next, { keepFieldsRef: true });
    setEnregistre({ id: next.id, siren: next.siren });
  };

  const onNew = () => {
    load(EMPTY);
    f.setFocus("nomAgence");
  };

  const onSave = f.envoyer(
    (input) => save.mutateAsync({ id: f.getValues("id"), input }),
    (saved) => load(toDraft(saved)),
    { succes: MSG_CLIENT_ENREGISTRE },
  );

  // The tree shows the list; the form needs the client's whole record. What the user typed before the
  // record arrived is kept: only the fields still as the list gave them take the record's values.
  const onSelect = (c: Client) => {
    const depart = toDraft(c);
    load(depart);
    fiche(c.id).then(
      (r) => {
        if (f.getValues("id") !== r.id) return;
        completerBrouillon(f, depart, toDraft(r));
        setEnregistre((e) => (e.id === r.id ? { id: r.id, siren: r.siren } : e));
      },
      (e: unknown) => notify(errorMessage(e), { severity: "error" }),
    );
  };

  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "minmax(0, 1fr) 420px" } }}>
      <Paper component="section" aria-labelledby="clients-title" sx={{ p: 2, minWidth: 0 }}>
        <Typography id="clients-title" variant="h5" component="h1" sx={{ mb: 1 }}>
          Clients
        </Typography>
        {clients.isError && <Alert severity="error">{clients.error.message}</Alert>}
        <ClientTree clients={list} loading={clients.isLoading} selectedId={id} onSelect={onSelect} />
      </Paper>
      <Paper component="section" aria-labelledby="client-form-title" sx={{ p: 2, alignSelf: "start" }}>
        <Typography id="client-form-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {id === null ? "Nouveau client" : `Client n° ${id}`}
        </Typography>
        {id !== null && enregistre.id === id && <DestinataireNonJoignable siren={enregistre.siren} />}
        <ClientForm
          control={f.control}
          pending={save.isPending}
          excludedParents={excludedParents}
          onNew={onNew}
          onSave={onSave}
        />
      </Paper>
    </Box>
  );
}
