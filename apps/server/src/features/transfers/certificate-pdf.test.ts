import { inflateSync } from 'node:zlib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { certificateFileName, renderCertificate, type CertificateData } from './certificate-pdf';

const DATA: CertificateData = {
  orgCode: 'FIVB',
  itcNumber: 'ITC-2026-10001',
  issuedOn: '2026-07-02',
  player: { no: 100234, name: 'Zofia Łukasiewicz-Núñez', birthDate: '2001-04-17', nationality: 'Poland' },
  agent: { name: 'Andrés Castillo', licenceNumber: 'COL-AG-0142' },
  releasingFederation: { code: 'POL', name: 'Polski Związek Piłki Siatkowej' },
  releasingClub: 'Chemik Police',
  receivingFederation: { code: 'TUR', name: 'Türkiye Voleybol Federasyonu' },
  receivingClub: 'VakıfBank Spor Kulübü',
  handlingBody: 'Fédération Internationale de Volleyball',
  firstSeason: 2026,
  lastSeason: 2027,
  contractStart: '2026-07-15',
  contractEnd: '2028-05-15',
  signatures: [
    { party: 'Player', signedBy: 'Zofia Łukasiewicz-Núñez', onBehalfOf: null, signedAt: '2026-06-20T09:05:00.000Z' },
    {
      party: 'Receiving club',
      signedBy: 'Gülşen Yıldırım',
      onBehalfOf: 'VakıfBank Spor Kulübü',
      signedAt: '2026-06-21T14:30:00.000Z',
    },
  ],
};

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
const LITERAL = String.raw`\(((?:\\[\s\S]|[^\\)])*)\)`;

/**
 * A string of the Info dictionary, given in place or (as pdfkit writes it) as a reference to an
 * object: a PDF literal string, in UTF-16BE after a byte-order mark when not ASCII.
 */
function infoEntry(pdf: Buffer, key: string): string | undefined {
  const raw = pdf.toString('latin1');
  const ref = new RegExp(String.raw`/${key} (\d+) 0 R`).exec(raw);
  const pattern = ref ? String.raw`\n${ref[1]} 0 obj\n${LITERAL}` : `/${key} ${LITERAL}`;
  const literal = new RegExp(pattern).exec(raw)?.[1];
  return literal === undefined ? undefined : decodeLiteral(literal);
}

function decodeLiteral(literal: string): string {
  const unescaped = literal.replace(/\\([0-7]{1,3}|[\s\S])/g, (_, c: string) =>
    /^[0-7]/.test(c) ? String.fromCharCode(parseInt(c, 8)) : (ESCAPES[c] ?? c),
  );
  const bytes = Buffer.from(unescaped, 'latin1');
  if (bytes[0] !== 0xfe || bytes[1] !== 0xff) return bytes.toString('latin1');
  return bytes.subarray(2).swap16().toString('utf16le');
}

/** Every Flate-compressed stream, inflated (fonts, content, ToUnicode maps). */
function inflatedStreams(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  return [...raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)].flatMap((m) => {
    try {
      return [inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1')];
    } catch {
      return [];
    }
  });
}

/** The text of every page, as a PDF reader extracts it, one line per text run. */
async function textOf(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item && item.str.trim() !== '') lines.push(item.str);
  }
  await document.destroy();
  return lines.join('\n');
}

describe('certificate PDF', () => {
  it("reads as the transfer: the player, the players' agent, the clubs and the signatures", async () => {
    const text = await textOf(await renderCertificate(DATA));
    expect(text).toContain('Zofia Łukasiewicz-Núñez');
    expect(text).toContain("Players' agent");
    expect(text).toContain('Andrés Castillo (licence COL-AG-0142)');
    expect(text).toContain('VakıfBank Spor Kulübü');
    expect(text).toContain('Gülşen Yıldırım');
  });

  it('is a PDF whose metadata names the certificate, the federation and the player', async () => {
    const pdf = await renderCertificate(DATA);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(infoEntry(pdf, 'Title')).toBe('FIVB International Transfer Certificate ITC-2026-10001');
    expect(infoEntry(pdf, 'Author')).toBe('FIVB');
    expect(infoEntry(pdf, 'Subject')).toBe('Zofia Łukasiewicz-Núñez');
    expect(infoEntry(pdf, 'CreationDate')).toBe('D:20260702000000Z');
  });

  it('embeds a Unicode font that carries every letter of the names', async () => {
    const pdf = await renderCertificate(DATA);
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSans\b/);
    expect(raw).toMatch(/\/FontName \/[A-Z]{6}\+DejaVuSans-Bold\b/);
    const toUnicode = inflatedStreams(pdf)
      .filter((s) => s.includes('beginbfrange'))
      .join('\n')
      .toLowerCase();
    for (const letter of 'ıüşŁłąúñé') {
      const hex = letter.codePointAt(0)!.toString(16).padStart(4, '0');
      expect(toUnicode, letter).toContain(`<${hex}>`);
    }
  });

  it('renders the same certificate to the same bytes', async () => {
    const [a, b] = await Promise.all([renderCertificate(DATA), renderCertificate(DATA)]);
    expect(a.equals(b)).toBe(true);
  });

  it('renders without optional facts or signatures', async () => {
    const pdf = await renderCertificate({
      ...DATA,
      player: { ...DATA.player, birthDate: null, nationality: null },
      agent: null,
      releasingClub: null,
      contractStart: null,
      contractEnd: null,
      lastSeason: DATA.firstSeason,
      signatures: [],
    });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await textOf(pdf)).not.toContain("Players' agent");
  });

  it('names the file after the ITC number', () => {
    expect(certificateFileName('ITC-2026-10001')).toBe('ITC-2026-10001.pdf');
  });
});
