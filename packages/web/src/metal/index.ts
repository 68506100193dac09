/** What the rest of the web app may use from metal: the gold price panel of /cours. */
export { CoursOrPanel } from "./CoursOrPanel.tsx";
