import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../lib/request-auth';
import { parseVisXmlOnce, plannedOnce } from './read-cache';
import type { ReadPlan } from './read-plan';

const viewer = (no: number, accesses: AuthUser['accesses'] = []): AuthUser => ({
  no,
  type: 5,
  typeNo: 10 + no,
  username: `u${no}`,
  firstName: '',
  lastName: '',
  email: '',
  countryCode: null,
  language: 'en',
  accesses,
  federationEmpowerment: false,
});

const XML = '<Request Type="GetPlayerList" Fields="No" Take="5"><Filter Search="read cache"/></Request>';

describe('the read cache', () => {
  it('parses a text once and shares a frozen result that cannot be changed', () => {
    const first = parseVisXmlOnce(XML);
    expect(parseVisXmlOnce(XML)).toBe(first);
    const [request] = first.requests;
    expect(() => {
      (request!.attributes as Record<string, string>).Take = '500';
    }).toThrow(TypeError);
  });

  it('does not keep a long text', () => {
    const long = `<Request Type="GetPlayerList" Fields="${'No '.repeat(2000)}"/>`;
    expect(parseVisXmlOnce(long)).not.toBe(parseVisXmlOnce(long));
  });

  it('plans once per viewer and grants, and never keeps a refusal', () => {
    const [request] = parseVisXmlOnce(XML).requests;
    let made = 0;
    const plan = () => ({ made: ++made }) as unknown as ReadPlan;
    const a = plannedOnce(request!, viewer(1), plan);
    expect(plannedOnce(request!, viewer(1), plan)).toBe(a);
    expect(plannedOnce(request!, viewer(2), plan)).not.toBe(a);
    expect(plannedOnce(request!, viewer(1, ['legal']), plan)).not.toBe(a);
    expect(plannedOnce(request!, null, plan)).not.toBe(a);
    expect(made).toBe(4);
    const refuse = () => {
      throw new Error('refused');
    };
    expect(() => plannedOnce(request!, viewer(3), refuse)).toThrow('refused');
    expect(plannedOnce(request!, viewer(3), plan)).toEqual({ made: 5 });
  });
});
