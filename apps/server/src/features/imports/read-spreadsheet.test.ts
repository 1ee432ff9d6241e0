import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { localDay } from '@libero/shared/import/conversion';
import { MAX_IMPORT_ROWS, readSpreadsheet } from './read-spreadsheet';

const utf8 = (text: string) => Buffer.from(text, 'utf8');

/** Windows-1252 for the text of these tests: Latin-1, but for `€`, `’` and `Œ`. */
const windows1252 = (text: string) =>
  Buffer.from([...text].map((char) => ({ '€': 0x80, '’': 0x92, Œ: 0x8c })[char] ?? char.charCodeAt(0)));

function utf16be(text: string): Buffer {
  const bytes = Buffer.from(text, 'utf16le');
  for (let i = 0; i < bytes.length; i += 2) [bytes[i], bytes[i + 1]] = [bytes[i + 1]!, bytes[i]!];
  return bytes;
}

async function workbook(build: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const made = new ExcelJS.Workbook();
  build(made);
  return Buffer.from(await made.xlsx.writeBuffer());
}

const refusal = (code: string, detail: string) => ({ code, detail: expect.stringContaining(detail) });

describe('readSpreadsheet: CSV', () => {
  it('reads a semicolon file in Windows-1252, accents and all', async () => {
    const content = windows1252(
      'Nom;Prénom;Nationalité;Cotisation\r\nD’Œuvre;Zoé;FRA;12,50 €\r\nMüller;Jürgen;GER;8\r\n',
    );
    expect(await readSpreadsheet(content, 'joueurs.csv')).toEqual({
      format: 'csv',
      sheets: ['joueurs'],
      sheet: 'joueurs',
      headers: ['Nom', 'Prénom', 'Nationalité', 'Cotisation'],
      rows: [
        ['D’Œuvre', 'Zoé', 'FRA', '12,50 €'],
        ['Müller', 'Jürgen', 'GER', '8'],
      ],
    });
  });

  it('reads UTF-8 with or without a BOM', async () => {
    const text = 'Name,Nationality\nZoé,FRA\n';
    for (const content of [utf8(`\ufeff${text}`), utf8(text)]) {
      const read = await readSpreadsheet(content, 'players.csv');
      expect(read.headers).toEqual(['Name', 'Nationality']);
      expect(read.rows).toEqual([['Zoé', 'FRA']]);
    }
  });

  it('reads UTF-16 with its BOM (Excel’s Unicode text), tab-delimited', async () => {
    const text = '\ufeffName\tNationality\r\nZoé\tFRA\r\n';
    for (const content of [Buffer.from(text, 'utf16le'), utf16be(text)]) {
      expect(await readSpreadsheet(content, 'players.csv')).toMatchObject({
        headers: ['Name', 'Nationality'],
        rows: [['Zoé', 'FRA']],
      });
    }
  });

  it('guesses the delimiter from the first lines, outside quotes', async () => {
    const guess = async (text: string) => (await readSpreadsheet(utf8(text), 'file.csv')).headers;
    expect(await guess('Name\tHeight, cm\tBorn\nZoé\t185\t2001\n')).toEqual(['Name', 'Height, cm', 'Born']);
    expect(await guess('Name|Born\nZoé|2001\n')).toEqual(['Name', 'Born']);
    // One comma a line is two columns by `,` on every line, as three by `;` are: the more columns win.
    expect(await guess('Name;Height, m;Weight\nZoé;1,85;70\nAna;1,90;75\n')).toEqual(['Name', 'Height, m', 'Weight']);
    expect(await guess('"Name; first";Born\n"Zoé; Ana";2001\n')).toEqual(['Name; first', 'Born']);
    expect(await guess('Name\nZoé\n')).toEqual(['Name']);
  });

  it('reads quoted fields, ragged rows and blank lines, leaving cells as written', async () => {
    const text = [
      'Name,Comment,Formula',
      '"Durand, Zoé","Said ""yes""',
      'on two lines",=1+1',
      '',
      ',,',
      '  Ana  ,5\'11" tall',
      'Bo,,,extra',
    ].join('\r\n');
    expect(await readSpreadsheet(utf8(text), 'players.csv')).toMatchObject({
      headers: ['Name', 'Comment', 'Formula', ''],
      rows: [
        ['Durand, Zoé', 'Said "yes"\r\non two lines', '=1+1', null],
        ['  Ana  ', '5\'11" tall', null, null],
        ['Bo', '', '', 'extra'],
      ],
    });
  });

  it('refuses a quote never closed', async () => {
    await expect(readSpreadsheet(utf8('Name,Comment\nZoé,"never closed\n'), 'a.csv')).rejects.toMatchObject(
      refusal('SpreadsheetUnreadable', 'Quote Not Closed'),
    );
  });

  it('reads a header row alone as no rows, and refuses a file without one', async () => {
    expect(await readSpreadsheet(utf8('Name;Born\r\n'), 'a.csv')).toMatchObject({
      headers: ['Name', 'Born'],
      rows: [],
    });
    for (const content of [Buffer.alloc(0), utf8('\ufeff'), utf8('\r\n\r\n'), utf8(';;\n;;\n')]) {
      await expect(readSpreadsheet(content, 'a.csv')).rejects.toMatchObject({ code: 'SpreadsheetEmpty' });
    }
  });

  it(`reads ${MAX_IMPORT_ROWS} rows, and refuses one more`, async () => {
    const header = Array.from({ length: 20 }, (_, column) => `Column ${column + 1}`).join(';');
    const line = (row: number) => Array.from({ length: 20 }, (_, column) => `r${row}c${column + 1}`).join(';');
    const file = (rows: number) =>
      utf8([header, ...Array.from({ length: rows }, (_, index) => line(index + 1))].join('\r\n'));

    const read = await readSpreadsheet(file(MAX_IMPORT_ROWS), 'big.csv');
    expect(read.rows).toHaveLength(MAX_IMPORT_ROWS);
    expect(read.rows.at(-1)).toEqual(line(MAX_IMPORT_ROWS).split(';'));
    await expect(readSpreadsheet(file(MAX_IMPORT_ROWS + 1), 'big.csv')).rejects.toMatchObject({
      code: 'SpreadsheetTooLong',
    });
  });
});

describe('readSpreadsheet: XLSX', () => {
  const twoSheets = () =>
    workbook((made) => {
      const players = made.addWorksheet('Players');
      players.addRow([' Name ', 'Born', 'Height', 'Double', null, 'Site', 'Check']);
      players.addRow([
        { richText: [{ text: 'Zoé ', font: { bold: true } }, { text: 'Durand' }] },
        new Date(Date.UTC(2001, 3, 23)),
        1.85,
        { formula: 'C2*2', result: 3.7 },
        null,
        { text: 'profile', hyperlink: 'https://example.org/zoe' },
        { error: '#N/A' },
      ]);
      players.addRow(['Ana', new Date(Date.UTC(1999, 11, 31, 13, 45)), 1.9, { sharedFormula: 'D2', result: 3.8 }]);
      // D3's formula is D2's, shared down the column (as Excel writes a formula filled down).
      const shared = { formula: 'C2*2', result: 3.7, shareType: 'shared', ref: 'D2:D3' };
      players.getCell('D2').value = shared as ExcelJS.CellFormulaValue;
      players.getColumn(2).numFmt = 'dd/mm/yyyy';
      players.addRow([]);
      players.addRow([true]);
      players.getCell('A7').font = { bold: true };
      made.addWorksheet('Clubs').addRows([['Club'], ['Roma Volley']]);
    });

  it('reads the first sheet: text, dates, numbers, formulas as text, never their result', async () => {
    const zone = process.env.TZ;
    // West of Greenwich, a date read at UTC midnight would fall on the day before.
    process.env.TZ = 'America/Los_Angeles';
    try {
      const read = await readSpreadsheet(await twoSheets(), 'players.xlsx');
      expect(read).toMatchObject({
        format: 'xlsx',
        sheets: ['Players', 'Clubs'],
        sheet: 'Players',
        headers: ['Name', 'Born', 'Height', 'Double', '', 'Site', 'Check'],
      });
      expect(read.rows).toHaveLength(3);
      const [zoe, ana, last] = read.rows;
      expect(zoe).toEqual(['Zoé Durand', expect.any(Date), 1.85, '=C2*2', null, 'profile', '#N/A']);
      expect(localDay(zoe![1] as Date)).toBe('2001-04-23');
      expect((zoe![1] as Date).getHours()).toBe(0);
      expect(ana).toEqual(['Ana', expect.any(Date), 1.9, '=C3*2', null, null, null]);
      expect([localDay(ana![1] as Date), (ana![1] as Date).getHours(), (ana![1] as Date).getMinutes()]).toEqual([
        '1999-12-31',
        13,
        45,
      ]);
      expect(last).toEqual([true, null, null, null, null, null, null]);
    } finally {
      process.env.TZ = zone;
      if (zone === undefined) delete process.env.TZ;
    }
  });

  it('reads the sheet chosen by its name, and refuses an unknown one', async () => {
    const content = await twoSheets();
    expect(await readSpreadsheet(content, 'players.xlsx', { sheet: 'Clubs' })).toMatchObject({
      sheets: ['Players', 'Clubs'],
      sheet: 'Clubs',
      headers: ['Club'],
      rows: [['Roma Volley']],
    });
    await expect(readSpreadsheet(content, 'players.xlsx', { sheet: 'Teams' })).rejects.toMatchObject(
      refusal('BadParameter', 'Teams'),
    );
  });

  it('gives a merged cell’s value to its first cell only', async () => {
    const content = await workbook((made) => {
      const sheet = made.addWorksheet('Merged');
      sheet.addRows([
        ['Name', 'Club', 'Federation'],
        ['Zoé', 'Roma', 'ITA'],
      ]);
      sheet.mergeCells('B2:C2');
    });
    expect((await readSpreadsheet(content, 'merged.xlsx')).rows).toEqual([['Zoé', 'Roma', null]]);
  });

  it('refuses an empty sheet', async () => {
    const content = await workbook((made) => made.addWorksheet('Empty'));
    await expect(readSpreadsheet(content, 'empty.xlsx')).rejects.toMatchObject(refusal('SpreadsheetEmpty', 'Empty'));
  });

  it(`refuses a sheet of more than ${MAX_IMPORT_ROWS} rows`, async () => {
    const content = await workbook((made) =>
      made.addWorksheet('Long').addRows([['No'], ...Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, no) => [no])]),
    );
    await expect(readSpreadsheet(content, 'long.xlsx')).rejects.toMatchObject({ code: 'SpreadsheetTooLong' });
  });
});

describe('readSpreadsheet: a file that is not what it says', () => {
  const pdf = utf8('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
  const ole = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]);

  it('refuses other extensions, old .xls workbooks included', async () => {
    await expect(readSpreadsheet(ole, 'players.xls')).rejects.toMatchObject(
      refusal('SpreadsheetNotAccepted', 'old .xls workbooks are not read: save it as .xlsx or CSV'),
    );
    await expect(readSpreadsheet(utf8('Name\nZoé\n'), 'players.ods')).rejects.toMatchObject(
      refusal('SpreadsheetNotAccepted', '.ods'),
    );
    await expect(readSpreadsheet(utf8('Name\nZoé\n'), 'players')).rejects.toMatchObject(
      refusal('SpreadsheetNotAccepted', 'no extension'),
    );
  });

  it('refuses an old or password-protected workbook named .xlsx or .csv', async () => {
    for (const name of ['players.xlsx', 'players.csv']) {
      await expect(readSpreadsheet(ole, name)).rejects.toMatchObject(
        refusal('SpreadsheetNotAccepted', 'save it as .xlsx'),
      );
    }
  });

  it('refuses a .xlsx holding text, a PDF or a damaged zip', async () => {
    await expect(readSpreadsheet(utf8('Name,Born\nZoé,2001\n'), 'players.xlsx')).rejects.toMatchObject(
      refusal('SpreadsheetUnreadable', 'is not an Excel workbook'),
    );
    await expect(readSpreadsheet(pdf, 'players.xlsx')).rejects.toMatchObject(refusal('SpreadsheetNotAccepted', 'PDF'));
    const cut = (await workbook((made) => made.addWorksheet('A').addRow(['Name']))).subarray(0, 200);
    await expect(readSpreadsheet(cut, 'players.xlsx')).rejects.toMatchObject(
      refusal('SpreadsheetUnreadable', 'could not be read as an Excel workbook'),
    );
    await expect(readSpreadsheet(Buffer.alloc(0), 'players.xlsx')).rejects.toMatchObject({ code: 'SpreadsheetEmpty' });
  });

  it('refuses a .csv holding a workbook, a PDF, an image or other binary bytes', async () => {
    const xlsx = await workbook((made) => made.addWorksheet('A').addRow(['Name']));
    await expect(readSpreadsheet(xlsx, 'players.csv')).rejects.toMatchObject(
      refusal('SpreadsheetUnreadable', 'is an Excel workbook: name it .xlsx'),
    );
    await expect(readSpreadsheet(pdf, 'players.csv')).rejects.toMatchObject(refusal('SpreadsheetNotAccepted', 'PDF'));
    await expect(readSpreadsheet(png, 'players.csv')).rejects.toMatchObject(refusal('SpreadsheetNotAccepted', 'PNG'));
    await expect(readSpreadsheet(Buffer.from('Name\0Born\n'), 'players.csv')).rejects.toMatchObject(
      refusal('SpreadsheetNotAccepted', 'NUL'),
    );
  });
});
