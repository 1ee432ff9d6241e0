/** What another page may ask the sign-in page to say, through navigation state. */
export type LoginNotice = 'passwordChanged';

export function loginState(notice: LoginNotice): { notice: LoginNotice } {
  return { notice };
}

/** Reads the notice back; anything else in the state is ignored. */
export function loginNoticeOf(state: unknown): LoginNotice | undefined {
  const notice = typeof state === 'object' && state !== null ? (state as { notice?: unknown }).notice : undefined;
  return notice === 'passwordChanged' ? notice : undefined;
}
