/** The agents' list (`/agents`). */
export const AGENTS_PATH = '/agents';

/** An agent's profile (`/agents/{no}`): a PlayerAgent user's own profile is theirs. */
export const agentPath = (no: number) => `${AGENTS_PATH}/${no}`;
