import { sql, type SQL } from 'drizzle-orm';
import { agentRepresentations, playerAgents } from '../../db/schema/agents';

/** Today in UTC, the day licences and contracts are counted in, whatever the database's time zone. */
export const TODAY = sql`(now() at time zone 'utc')::date`;

/** An agent's status (`AGENT_STATUSES`): suspension first, then the licence's end. */
export const AGENT_STATUS = sql`case when ${playerAgents.suspended} then 'suspended' when ${playerAgents.licenceValidUntil} < ${TODAY} then 'expired' else 'active' end`;

/** The representation runs on `day` (a date, or SQL giving one). */
export const runsOn = (day: string | SQL) =>
  sql`(${agentRepresentations.startDate} <= ${day} and (${agentRepresentations.endDate} is null or ${agentRepresentations.endDate} >= ${day}))`;

/** The representation runs today. */
export const RUNS_TODAY = runsOn(TODAY);
