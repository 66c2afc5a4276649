/** The window commit, pull-request and issue links open in: one window for every git link of Home. */
export const GIT_LINKS_WINDOW = 'toolboxGitLinks';

/** Opens a git link (a commit, a pull request) in the window of git links. */
export function openGitLink(url: string): void {
  window.open(url, GIT_LINKS_WINDOW);
}
