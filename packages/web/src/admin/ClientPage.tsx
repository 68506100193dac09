import { type Client, clientInputSchema, parentsInterdits } from "@ecrin/domain";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useMemo, useRef, useState } from "react";
import { ClientTree } from "../ui/ClientTree.tsx";
import { useSchemaSave } from "../ui/useSchemaSave.ts";
import { useClients, useSaveClient } from "./api.ts";
import { type ClientDraft, type ClientErrors, ClientForm } from "./ClientForm.tsx";

const EMPTY: ClientDraft = { id: null, nomAgence: "", adresse: "", cp: "", ville: "", idParent: null };

function toDraft(c: Client): ClientDraft {
  return {
    id: c.id,
    nomAgence: c.nomAgence,
    adresse: c.adresse,
    cp: c.cp,
    ville: c.ville,
    idParent: c.idParent,
  };
}

function pickErrors(errors: Record<string, string>): ClientErrors {
  const { nomAgence, adresse, cp, ville, idParent } = errors;
  return { nomAgence, adresse, cp, ville, idParent };
}

/** /client: the client tree on the left, the selected client's address on the right. */
export function ClientPage() {
  const clients = useClients();
  const save = useSaveClient();
  const [draft, setDraft] = useState<ClientDraft>(EMPTY);
  const [errors, setErrors] = useState<ClientErrors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const list = clients.data ?? [];

  const excludedParents = useMemo(
    () => (draft.id === null ? new Set<number>() : parentsInterdits(clients.data ?? [], draft.id)),
    [clients.data, draft.id],
  );

  const load = (next: ClientDraft) => {
    setDraft(next);
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
    successMessage: "Client enregistré",
    onSaved: (saved) => load(toDraft(saved)),
  });
  const onSave = () =>
    saveWith({
      nomAgence: draft.nomAgence,
      adresse: draft.adresse,
      cp: draft.cp,
      ville: draft.ville,
      idParent: draft.idParent,
    });

  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "minmax(0, 1fr) 420px" } }}>
      <Paper component="section" aria-labelledby="clients-title" sx={{ p: 2, minWidth: 0 }}>
        <Typography id="clients-title" variant="h5" component="h1" sx={{ mb: 1 }}>
          Clients
        </Typography>
        {clients.isError && <Alert severity="error">{clients.error.message}</Alert>}
        <ClientTree
          clients={list}
          loading={clients.isLoading}
          selectedId={draft.id}
          onSelect={(c) => load(toDraft(c))}
        />
      </Paper>
      <Paper component="section" aria-labelledby="client-form-title" sx={{ p: 2, alignSelf: "start" }}>
        <Typography id="client-form-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {draft.id === null ? "Nouveau client" : `Client n° ${draft.id}`}
        </Typography>
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
