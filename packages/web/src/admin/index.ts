/** What other areas may use from admin: the client list (pickers). */
export { CLIENTS_QUERY_KEY, useClients } from "./api.ts";
