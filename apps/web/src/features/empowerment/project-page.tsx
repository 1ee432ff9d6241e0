/** Written by the empowerment helpers (issue #23). */
export function ProjectPage() {
  return null;
}
