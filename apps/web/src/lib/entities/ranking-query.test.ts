import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { entityDef } from './entity-schema';
import { rankingFromXml, rankingQuery } from './ranking-query';

const XML =
  '<?xml version="1.0" encoding="utf-8" standalone="yes"?><BeachRoundRanking>' +
  '<BeachRoundRankingEntry Position="1" Rank="1" TeamName="Lupo/Nicolai" TeamFederationCode="ITA" MatchPoints="6"/>' +
  '<BeachRoundRankingEntry Position="2" Rank="-1" TeamName="Ahman &amp; Hellvig" TeamFederationCode="" MatchPoints="4"/>' +
  '</BeachRoundRanking>';
const FIELDS = ['Position', 'Rank', 'TeamName', 'TeamFederationCode', 'MatchPoints'];

describe('rankings read whole', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads an XML answer as the JSON one would be: numbers, text, empty as null', () => {
    expect(rankingFromXml(entityDef('BeachRoundRankingEntry'), FIELDS, XML)).toEqual({
      data: [
        { position: 1, rank: 1, teamName: 'Lupo/Nicolai', teamFederationCode: 'ITA', matchPoints: 6 },
        { position: 2, rank: -1, teamName: 'Ahman & Hellvig', teamFederationCode: null, matchPoints: 4 },
      ],
    });
  });

  it('asks for the ranking with its attributes and the fields wanted, and takes XML or JSON', async () => {
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        sent.push(await request.clone().text());
        return new Response(XML, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
      }),
    );
    const client = new QueryClient();
    const answer = await client.fetchQuery(rankingQuery('BeachRoundRankingEntry', { No: 12 }, FIELDS));
    expect(sent[0]).toBe(
      '<Request Type="GetBeachRoundRanking" Properties="Position Rank TeamName TeamFederationCode MatchPoints" No="12"></Request>',
    );
    expect(answer.data).toHaveLength(2);
  });
});
