import { createRequire } from 'node:module';
import type PDFDocument from 'pdfkit';
import { lazyModule } from '../../lib/lazy-module';

const loadPDFDocument = lazyModule<typeof PDFDocument>('pdfkit');

/** One match as the schedule prints it; times are the hall's local times. */
export type ScheduleMatch = {
  number: number | null;
  date: string | null;
  time: string | null;
  timeZone: string | null;
  stage: string;
  teamA: string | null;
  teamB: string | null;
  /** `3-1` once played. */
  score: string | null;
  /** `25-20 22-25 25-18 25-23`. */
  sets: string;
  hall: string | null;
};

export type ScheduleData = {
  orgCode: string;
  tournament: { code: string; name: string; dates: string; place: string };
  matches: readonly ScheduleMatch[];
  /** `YYYY-MM-DD`: the day it was printed. */
  printedOn: string;
};

type Doc = InstanceType<typeof PDFDocument>;

// As the transfer certificate: DejaVu holds every letter of team and hall names.
const resolve = createRequire(import.meta.url).resolve;
const REGULAR = resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const BOLD = resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MARGIN = 40;
const MUTED = '#475569';
const NONE = '—';

/** `TST-1` → `TST-1-schedule.pdf`, with only safe characters. */
export function scheduleFileName(code: string): string {
  return `${code.replace(/[^\w.-]+/g, '_') || 'tournament'}-schedule.pdf`;
}

/** The tournament's schedule, A4 across: the matches by day, each at its hall's local time. */
export async function renderSchedule(data: ScheduleData): Promise<Buffer> {
  const doc = new (loadPDFDocument())({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    font: REGULAR,
    info: {
      Title: `${data.tournament.name}: schedule`,
      Author: data.orgCode,
      Subject: data.tournament.code,
      CreationDate: new Date(`${data.printedOn}T00:00:00Z`),
    },
  });
  const bytes = collect(doc);
  writeHeader(doc, data);
  if (data.matches.length === 0) {
    doc.moveDown(1).font(REGULAR).fontSize(11).fillColor(MUTED).text('No matches are scheduled yet.');
  }
  for (const [day, matches] of byDay(data.matches)) writeDay(doc, day, matches);
  doc.end();
  return bytes;
}

function collect(doc: Doc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolveBytes, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolveBytes(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function writeHeader(doc: Doc, data: ScheduleData): void {
  doc.font(BOLD).fontSize(10).fillColor(MUTED).text(data.orgCode, { characterSpacing: 2 });
  doc.fillColor('black').fontSize(18).text(data.tournament.name);
  doc
    .font(REGULAR)
    .fontSize(10)
    .fillColor(MUTED)
    .text([data.tournament.code, data.tournament.dates, data.tournament.place].filter(Boolean).join('  ·  '))
    .text(`Schedule printed on ${data.printedOn}. Times are local to each hall.`)
    .fillColor('black');
}

function byDay(matches: readonly ScheduleMatch[]): [string, ScheduleMatch[]][] {
  const days = new Map<string, ScheduleMatch[]>();
  for (const match of matches) {
    const day = match.date ?? 'Day to be set';
    days.set(day, [...(days.get(day) ?? []), match]);
  }
  return [...days.entries()];
}

/** `2026-09-01` → `Tuesday 1 September 2026`. */
function dayTitle(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

function writeDay(doc: Doc, day: string, matches: readonly ScheduleMatch[]): void {
  doc.moveDown(1);
  doc.x = MARGIN;
  doc.font(BOLD).fontSize(12).text(dayTitle(day)).moveDown(0.3);
  const header = ['No.', 'Time', 'Stage', 'Team A', 'Score', 'Team B', 'Sets', 'Hall'].map((text) => ({
    text,
    font: { src: BOLD },
  }));
  const rows = matches.map((m) => [
    m.number === null ? NONE : String(m.number),
    m.time ? `${m.time.slice(0, 5)}${m.timeZone ? `\n${m.timeZone}` : ''}` : NONE,
    m.stage || NONE,
    m.teamA ?? 'To be decided',
    m.score ?? 'v',
    m.teamB ?? 'To be decided',
    m.sets || NONE,
    m.hall ?? NONE,
  ]);
  doc
    .font(REGULAR)
    .fontSize(9)
    .table({
      position: { x: MARGIN },
      columnStyles: [32, 80, 58, '*', 38, '*', 152, '*'],
      defaultStyle: { border: 0.5, borderColor: '#94a3b8', padding: 4 },
      rowStyles: (row) => (row === 0 ? { backgroundColor: '#e2e8f0' } : undefined),
      data: [header, ...rows],
    });
}
