import { describe, expect, it } from 'vitest';
import { UserTypeNo, type UserTypeCode } from '@libero/shared/auth/user-types';
import {
  agentWriteAccess,
  canCreateAgent,
  canKeepRepresentations,
  canSuspendAgent,
  licensingFederationOf,
} from './agent-permissions';

const user = (type: UserTypeCode, typeNo = 0) => ({ type: UserTypeNo[type], typeNo });
const AGENT = { no: 41, noFederation: 30 };

describe("the agents' rules, as the server applies them", () => {
  it('let admins and the licensing federation change the whole licence, the agent their own details', () => {
    expect(agentWriteAccess(user('Administrator'), AGENT)).toBe('all');
    expect(agentWriteAccess(user('Supervisor'), AGENT)).toBe('all');
    expect(agentWriteAccess(user('Federation', 30), AGENT)).toBe('all');
    expect(agentWriteAccess(user('Federation', 10), AGENT)).toBe('none');
    expect(agentWriteAccess(user('PlayerAgent', 41), AGENT)).toBe('self');
    expect(agentWriteAccess(user('PlayerAgent', 42), AGENT)).toBe('none');
    expect(agentWriteAccess(user('Player', 41), AGENT)).toBe('none');
  });

  it('let admins and federations license agents, a federation for itself', () => {
    expect(canCreateAgent(user('Administrator'))).toBe(true);
    expect(canCreateAgent(user('Federation', 30))).toBe(true);
    expect(canCreateAgent(user('PlayerAgent', 41))).toBe(false);
    expect(licensingFederationOf(user('Federation', 30))).toBe(30);
    expect(licensingFederationOf(user('Administrator'))).toBeUndefined();
  });

  it('keep suspensions for admins, and contracts for admins and the agent', () => {
    expect(canSuspendAgent(user('Administrator'))).toBe(true);
    expect(canSuspendAgent(user('Federation', 30))).toBe(false);
    expect(canKeepRepresentations(user('Administrator'), 41)).toBe(true);
    expect(canKeepRepresentations(user('PlayerAgent', 41), 41)).toBe(true);
    expect(canKeepRepresentations(user('PlayerAgent', 42), 41)).toBe(false);
    expect(canKeepRepresentations(user('Federation', 30), 41)).toBe(false);
  });
});
