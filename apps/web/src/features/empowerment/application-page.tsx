/** Written by the empowerment helpers (issue #23). */
export function ApplicationPage() {
  return null;
}
