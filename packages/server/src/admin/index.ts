/** What the rest of the server uses from admin: its routes, the session guard, password hashing, the client tree and its address copies. */

export { ADMIN_BENCH } from "./admin.bench.ts";
export { authRoutes } from "./auth.routes.ts";
export { hashToken, resolveSession, SESSION_COOKIE } from "./auth.service.ts";
export { dansArbreClient } from "./client-arbre.ts";
export { copiesClient } from "./clients.queries.ts";
export { clientsRoutes } from "./clients.routes.ts";
export { coursRoutes } from "./cours.routes.ts";
export { impressionsRoutes } from "./impressions.routes.ts";
export { hashPassword } from "./password.ts";
export { referenceRoutes } from "./reference.routes.ts";
export { reglagesVendeurRoutes } from "./reglages-vendeur.routes.ts";
export { deleteSession } from "./session.queries.ts";
export { systemeRoutes } from "./systeme.routes.ts";
export { utilisateursRoutes } from "./utilisateurs.routes.ts";
