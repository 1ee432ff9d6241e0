import { sql } from 'drizzle-orm';
import { agentRepresentations, playerAgents } from '../../db/schema/agents';

/** Today in UTC, the day licences and contracts are counted in, whatever the database's time zone. */
export const TODAY = sql`(now() at time zone 'utc')::date`;

/** An agent's status (`AGENT_STATUSES`): suspension first, then the licence's end. */
export const AGENT_STATUS = sql`case when ${playerAgents.suspended} then 'suspended' when ${playerAgents.licenceValidUntil} < ${TODAY} then 'expired' else 'active' end`;

/** The representation runs today. */
export const RUNS_TODAY = sql`(${agentRepresentations.startDate} <= ${TODAY} and (${agentRepresentations.endDate} is null or ${agentRepresentations.endDate} >= ${TODAY}))`;
