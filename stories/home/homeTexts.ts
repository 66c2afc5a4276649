// Texts of the Home widgets that the story's play also checks, apart from the widgets' code: the widgets that
// show them load lazily, and the story must not pull them (and AG Grid) into Home's first load.

/** The toast when the server pushes a new commit (SPEC §4, gitHubUpdate). */
export const NEW_COMMIT_MESSAGE = 'New Toolbox commit detected!';

/** The roadmap's empty text (SPEC §8). */
export const ROADMAP_EMPTY_TEXT = 'No projects found...';
