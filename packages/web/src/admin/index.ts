/** What the rest of the web app may use from admin: the session and its login screen, the client list (pickers). */

export { useClients } from "./api.ts";
export { SessionProvider, useSession } from "./auth/SessionProvider.tsx";
export { USER_STORAGE_KEY } from "./auth/storedUser.ts";
export { LoginPage } from "./LoginPage.tsx";
export { MonMotDePasseButton } from "./utilisateurs/MonMotDePasseButton.tsx";
