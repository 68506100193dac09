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
import { useMemo, useRef, useState } from "react";
import { DestinataireNonJoignable } from "../plateforme/index.ts";
import { ClientTree } from "../ui/ClientTree.tsx";
import { errorMessage } from "../ui/fieldErrors.ts";
import { useNotify } from "../ui/NotifyProvider.tsx";
import { useSchemaSave } from "../ui/useSchemaSave.ts";
import { fiche, useClients, useSaveClient } from "./api.ts";
import { type ClientDraft, type ClientErrors, ClientForm } from "./ClientForm.tsx";

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

const CHAMPS = ["nomAgence", "adresse", "cp", "ville", "idParent", ...Object.keys(FICHE_VIDE)] as const;

function pickErrors(errors: Record<string, string>): ClientErrors {
  return Object.fromEntries(CHAMPS.filter((k) => errors[k] !== undefined).map((k) => [k, errors[k]]));
}

/** /client: the client tree on the left, the selected client's address on the right. */
export function ClientPage() {
  const clients = useClients();
  const save = useSaveClient();
  const notify = useNotify();
  const [draft, setDraft] = useState<ClientDraft>(EMPTY);
  const [errors, setErrors] = useState<ClientErrors>({});
  // The record as saved (its SIREN, not the one being typed: the outbox addressed its documents to it).
  const [enregistre, setEnregistre] = useState<{ id: number | null; siren: string }>({ id: null, siren: "" });
  const nameRef = useRef<HTMLInputElement>(null);
  const list = clients.data ?? [];

  const excludedParents = useMemo(
    () => (draft.id === null ? new Set<number>() : parentsInterdits(clients.data ?? [], draft.id)),
    [clients.data, draft.id],
  );

  const load = (next: ClientDraft) => {
    setDraft(next);
    setEnregistre({ id: next.id, siren: next.siren });
    setErrors({});
  };

  const onNew = () => {
    load(EMPTY);
    nameRef.current?.focus();
  };

  const saveWith = useSchemaSave({
    schema: clientInputSchema,
    mutation: save,
    toVars: (input) => ({ id: draft.id, input }),
    setErrors: (e) => setErrors(pickErrors(e)),
    successMessage: MSG_CLIENT_ENREGISTRE,
    onSaved: (saved) => load(toDraft(saved)),
  });
  const onSave = () => {
    const { id: _, ...input } = draft;
    saveWith(input);
  };

  // The tree shows the list; the form needs the client's whole record.
  const onSelect = (c: Client) => {
    load(toDraft(c));
    fiche(c.id).then(
      (f) => {
        setDraft((d) => (d.id === f.id ? toDraft(f) : d));
        setEnregistre((e) => (e.id === f.id ? { id: f.id, siren: f.siren } : e));
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
        <ClientTree clients={list} loading={clients.isLoading} selectedId={draft.id} onSelect={onSelect} />
      </Paper>
      <Paper component="section" aria-labelledby="client-form-title" sx={{ p: 2, alignSelf: "start" }}>
        <Typography id="client-form-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {draft.id === null ? "Nouveau client" : `Client n° ${draft.id}`}
        </Typography>
        {draft.id !== null && enregistre.id === draft.id && (
          <DestinataireNonJoignable siren={enregistre.siren} />
        )}
        <ClientForm
          draft={draft}
          errors={errors}
          pending={save.isPending}
          excludedParents={excludedParents}
          nameRef={nameRef}
          onChange={setDraft}
          onNew={onNew}
          onSave={onSave}
        />
      </Paper>
    </Box>
  );
}
