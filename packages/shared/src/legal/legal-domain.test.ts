import { describe, expect, it } from 'vitest';
import { awaitedRole, statusAfter, stepsFor, TRANSITIONS, type CaseRole } from './legal-cases';
import {
  addYears,
  checkOriginRules,
  DEFAULT_LEGAL_SETTINGS,
  federationOfOriginFrom,
  ZLegalSettings,
  type OriginChangeFacts,
} from './origin-rules';

const roles = (...names: CaseRole[]) => new Set(names);

describe('the case workflow', () => {
  it('takes a change through both federations before the office decides', () => {
    const path = ['submit', 'accept', 'consent', 'confirm', 'approve', 'close'] as const;
    const statuses = path.map((step) => statusAfter('originChange', step));
    expect(statuses).toEqual([
      'submitted',
      'awaitingCurrentFederation',
      'awaitingNewFederation',
      'underReview',
      'approved',
      'closed',
    ]);
    for (const [i, step] of path.entries())
      expect(TRANSITIONS[step].from).toContain(i === 0 ? 'draft' : statuses[i - 1]);
  });

  it('takes a determination from acceptance straight under review', () => {
    expect(statusAfter('determination', 'accept')).toBe('underReview');
    expect(stepsFor('determination', 'underReview', roles('office'))).toEqual(['approve', 'refuse', 'withdraw']);
  });

  it('gives each party its own step only, in turn', () => {
    expect(stepsFor('originChange', 'awaitingCurrentFederation', roles('currentFederation'))).toEqual([
      'consent',
      'object',
    ]);
    expect(stepsFor('originChange', 'awaitingCurrentFederation', roles('applicant'))).toEqual(['withdraw']);
    expect(stepsFor('originChange', 'awaitingNewFederation', roles('currentFederation'))).toEqual([]);
    expect(stepsFor('originChange', 'underReview', roles('applicant'))).toEqual(['withdraw']);
    expect(stepsFor('originChange', 'approved', roles('applicant'))).toEqual([]);
    expect(stepsFor('determination', 'awaitingCurrentFederation', roles('office'))).toEqual(['withdraw']);
  });

  it('says whose turn it is', () => {
    expect(awaitedRole('awaitingCurrentFederation')).toBe('currentFederation');
    expect(awaitedRole('awaitingNewFederation')).toBe('applicant');
    expect(awaitedRole('underReview')).toBe('office');
    expect(awaitedRole('closed')).toBeNull();
  });
});

const facts: OriginChangeFacts = {
  previousChanges: 0,
  formerFederationNos: [],
  newFederationNo: 2,
  playerNationality: 'IT',
  newFederationCountry: 'IT',
  hasPassport: true,
  lastNationalTeamDay: '2023-06-30',
  seniorOfficialMatches: 4,
  today: '2026-11-27',
};
const rules = DEFAULT_LEGAL_SETTINGS.change;
const failed = (verdicts: ReturnType<typeof checkOriginRules>) => verdicts.filter((v) => !v.passed).map((v) => v.rule);

describe('the eligibility rules of a change', () => {
  it('passes a player who meets every rule', () => {
    expect(failed(checkOriginRules(rules, facts))).toEqual([]);
  });

  it('fails each rule on its own fact', () => {
    expect(failed(checkOriginRules(rules, { ...facts, previousChanges: 1 }))).toEqual(['onceInLifetime']);
    expect(failed(checkOriginRules(rules, { ...facts, formerFederationNos: [2] }))).toEqual(['neverBackToFormer']);
    expect(failed(checkOriginRules(rules, { ...facts, playerNationality: 'FR' }))).toEqual(['nationality']);
    expect(failed(checkOriginRules(rules, { ...facts, hasPassport: false }))).toEqual(['passport']);
    expect(failed(checkOriginRules(rules, { ...facts, lastNationalTeamDay: '2024-01-01' }))).toEqual(['waitingPeriod']);
  });

  it('follows the settings: a rule turned off is not checked, a number changed moves the outcome', () => {
    const recent = { ...facts, lastNationalTeamDay: '2024-01-01' };
    expect(failed(checkOriginRules({ ...rules, waitingYears: 2 }, recent))).toEqual([]);
    expect(checkOriginRules({ ...rules, waitingYears: 0 }, recent).map((v) => v.rule)).not.toContain('waitingPeriod');
    expect(failed(checkOriginRules({ ...rules, seniorMatchLimit: 3 }, facts))).toEqual(['seniorMatches']);
    expect(failed(checkOriginRules({ ...rules, seniorMatchLimit: 4 }, facts))).toEqual([]);
    expect(failed(checkOriginRules({ ...rules, passportRequired: false }, { ...facts, hasPassport: false }))).toEqual(
      [],
    );
  });

  it('says from when a player who played lately becomes eligible', () => {
    const [waiting] = checkOriginRules(
      {
        ...rules,
        onceInLifetime: false,
        neverBackToFormer: false,
        nationalityRequired: false,
        passportRequired: false,
      },
      {
        ...facts,
        lastNationalTeamDay: '2024-02-29',
      },
    );
    expect(waiting).toEqual({
      rule: 'waitingPeriod',
      passed: false,
      params: { years: 3, lastPlayed: '2024-02-29', eligibleFrom: '2027-02-28' },
    });
  });
});

describe('a determination', () => {
  it('points to the federation that first registered the player from the age of 14', () => {
    const registrations = [
      { federationNo: 7, day: '2008-09-01' },
      { federationNo: 9, day: '2012-03-15' },
      { federationNo: 7, day: '2013-01-10' },
    ];
    expect(federationOfOriginFrom('1998-03-10', registrations, 14)).toBe(9);
    expect(federationOfOriginFrom('1998-03-10', registrations, 10)).toBe(7);
    expect(federationOfOriginFrom('1998-03-10', registrations, 16)).toBeNull();
    expect(federationOfOriginFrom(null, registrations, 14)).toBeNull();
  });

  it('counts years by the calendar', () => {
    expect(addYears('2012-03-15', 14)).toBe('2026-03-15');
    expect(addYears('2000-02-29', 1)).toBe('2001-02-28');
  });
});

describe('the settings', () => {
  it('refuse deadlines outside 1–365 days and a fee in no currency', () => {
    expect(ZLegalSettings.safeParse(DEFAULT_LEGAL_SETTINGS).success).toBe(true);
    const late = {
      ...DEFAULT_LEGAL_SETTINGS,
      deadlineDays: { ...DEFAULT_LEGAL_SETTINGS.deadlineDays, underReview: 0 },
    };
    expect(ZLegalSettings.safeParse(late).success).toBe(false);
    const fee = { ...DEFAULT_LEGAL_SETTINGS, change: { ...DEFAULT_LEGAL_SETTINGS.change, feeCurrency: 'chf' } };
    expect(ZLegalSettings.safeParse(fee).success).toBe(false);
  });
});
