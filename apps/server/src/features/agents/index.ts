// What the agents area offers to the rest of the app: other areas import it from here, never from its files.
export { agentRepresentationBinding } from './agent-representation.binding';
export { agentOfPlayer, playersAgentBinding } from './players-agent.binding';
