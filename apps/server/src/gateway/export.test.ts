import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { buildRequest } from '@libero/shared/vis/request-builder';
import { federations } from '../db/schema/bodies';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signIn(t.app, 'federation');
});
afterAll(() => t?.close());

const exportOf = (xml: string, format: string, withCookie = true) =>
  t.app.inject({
    method: 'POST',
    url: `/proxy/export?format=${format}`,
    headers: { ...(withCookie ? { cookie } : {}), 'content-type': 'application/xml' },
    payload: xml,
  });

const federationsXml = (filter: Record<string, string> = {}) =>
  buildRequest({
    type: 'GetFederationList',
    fields: ['Code', 'Name', 'ConfederationCode'],
    attributes: { Sort: 'Code', Take: 5 },
    filter,
  });

describe('POST /proxy/export', () => {
  it('streams every matching record as CSV, ignoring paging', async () => {
    const response = await exportOf(federationsXml({ ConfederationCode: 'CSV' }), 'csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toBe('attachment; filename="federations.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Code,Name,ConfederationCode');
    expect(lines.length - 1).toBeGreaterThan(5);
    expect(lines.slice(1).every((line) => line.endsWith(',CSV'))).toBe(true);
    expect(lines).toContain('ARG,Argentina Volleyball Federation,CSV');
  });

  it('streams XLSX that a spreadsheet reads back', async () => {
    const response = await exportOf(federationsXml(), 'xlsx');
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Federations');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Code', 'Name', 'ConfederationCode']);
    // A header row, then every federation.
    expect(sheet?.rowCount).toBe((await t.app.identityDb.db.$count(federations)) + 1);
  });

  it('refuses what it cannot export', async () => {
    expect((await exportOf(federationsXml(), 'csv', false)).statusCode).toBe(401);
    expect((await exportOf(federationsXml(), 'pdf')).json().errors[0]).toMatchObject({
      code: 'BadParameter',
      detail: 'format: csv or xlsx',
    });
    expect((await exportOf('<Request Type="GetFederation" No="1"/>', 'csv')).statusCode).toBe(400);
    const withRelation = buildRequest({ type: 'GetFederationList', relations: [{ name: 'Confederation' }] });
    expect((await exportOf(withRelation, 'csv')).statusCode).toBe(400);
    expect((await exportOf('<Request Type="GetFederationList" Fields="Shoe"/>', 'csv')).statusCode).toBe(400);
  });
});
