/**
 * The registration packet as a PDF form, drawn with pdf-lib: a
 * letter-size page with the office's header, boxed sections (event, host,
 * contacts, sober monitors, numbers against the office's ratio) and the
 * guest list as a table continued over as many pages as it needs, each page
 * footed with the packet's version, time and page number.
 *
 * Set in Noto Sans, embedded as subsets of the glyphs drawn, with its Arabic,
 * Chinese and Korean companions for the names in those scripts
 * (fallback-text.ts: what is shaped and what is not): every name prints as
 * written.
 */
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { formatLongDate, formatTime, formatInstantInState } from '../../../../shared/dates';
import { plural } from '../../../../shared/numbers';
import { monitorRatioText } from '../../../../shared/monitor-ratio';
import { VENDOR_KIND_LABELS } from '../../../../shared/vendors';
import { trainingText } from '../../../../shared/monitor-training';
import { FontChain } from './fallback-text';
import { PACKET_FONTS } from './packet-font-files';
import { OVER_21_ANSWER, type Contact, type Packet } from './packet-content';

const PAGE = { width: 612, height: 792 } as const;
const MARGIN = 48;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.38, 0.42);
const RULE = rgb(0.75, 0.75, 0.8);
const SHADE = rgb(0.93, 0.93, 0.96);
const ALERT = rgb(0.7, 0.1, 0.1);

interface Fonts {
  regular: FontChain;
  bold: FontChain;
}

/** Draws the packet page by page, moving down a cursor and starting a new page when full. */
class Form {
  page!: PDFPage;
  y = 0;
  pages = 0;
  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly footer: string,
  ) {
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages += 1;
    this.y = PAGE.height - MARGIN;
    this.text(this.footer, MARGIN, MARGIN - 24, 8, MUTED);
    this.text(`Page ${this.pages}`, PAGE.width - MARGIN - 40, MARGIN - 24, 8, MUTED);
  }

  ensure(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }

  text(value: string, x: number, y: number, size: number, color = INK, bold = false, maxWidth?: number): void {
    const fonts = bold ? this.fonts.bold : this.fonts.regular;
    fonts.draw(this.page, maxWidth ? fonts.fit(value, size, maxWidth) : value, { x, y, size, color });
  }

  heading(title: string): void {
    this.ensure(40);
    this.y -= 18;
    this.page.drawRectangle({ x: MARGIN, y: this.y - 4, width: PAGE.width - 2 * MARGIN, height: 18, color: SHADE });
    this.text(title.toUpperCase(), MARGIN + 6, this.y + 1, 9, INK, true);
    this.y -= 20;
  }

  /** A labelled field of the form: the label small above, the value on a ruled line. */
  fields(row: [label: string, value: string][], color = INK): void {
    this.ensure(30);
    const width = (PAGE.width - 2 * MARGIN) / row.length;
    row.forEach(([label, value], i) => {
      const x = MARGIN + i * width;
      this.text(label, x, this.y, 7, MUTED);
      this.text(value || '-', x, this.y - 13, 10, color, false, width - 10);
      this.page.drawLine({ start: { x, y: this.y - 17 }, end: { x: x + width - 10, y: this.y - 17 }, thickness: 0.5, color: RULE });
    });
    this.y -= 30;
  }
}

const contactFields = (role: string, c: Contact | null): [string, string][] => [
  [role, c?.name ?? 'Not on record'],
  ['E-mail', c?.email ?? ''],
  ['Phone', c?.phone ?? ''],
];

/** The packet's PDF bytes. */
export async function packetPdf(packet: Packet): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const e = packet.event;
  doc.setTitle(`Event registration - ${e.title}`);
  doc.setCreationDate(new Date(packet.generatedAt));
  doc.setModificationDate(new Date(packet.generatedAt));
  // The fonts the packet's own words need (its names, titles and places: every string in it); the form's labels are Latin.
  const regular = await FontChain.embed(doc, PACKET_FONTS.regular, JSON.stringify(packet));
  const fonts = { regular, bold: (await FontChain.embed(doc, PACKET_FONTS.bold, '')).followedBy(regular) };
  const stamp = `Packet version ${packet.version} - generated ${formatInstantInState(packet.generatedAt, e.state)}`;
  const form = new Form(doc, fonts, stamp);

  form.text('Greek Life Office', MARGIN, form.y, 10, MUTED, true);
  form.text(e.schoolName, MARGIN, form.y - 13, 10, MUTED);
  form.text('SOCIAL EVENT REGISTRATION', MARGIN, form.y - 38, 18, INK, true);
  form.text(`Version ${packet.version}`, PAGE.width - MARGIN - 110, form.y, 9, INK, true);
  form.text(formatInstantInState(packet.generatedAt, e.state), PAGE.width - MARGIN - 110, form.y - 12, 7, MUTED, false, 110);
  form.y -= 52;
  if (packet.lateRegistration) {
    form.text('LATE REGISTRATION - submitted after the office deadline', MARGIN, form.y, 9, ALERT, true);
    form.y -= 6;
  }

  form.heading('Event');
  form.fields([['Event name', e.title]]);
  form.fields([
    ['Date', formatLongDate(e.date)],
    ['Start time', formatTime(e.time)],
    ['Alcohol present', e.alcoholAllowed ? 'Yes' : 'No'],
  ]);
  form.fields([['Location', e.location]]);
  form.fields([
    ['Registration due', formatInstantInState(packet.registrationDueAt, e.state)],
    ['Guest list due', packet.guestListFreezesAt ? formatInstantInState(packet.guestListFreezesAt, e.state) : 'Not required'],
  ]);

  form.heading('Host chapter');
  form.fields([
    ['Organization', e.letters ? `${e.organizationName} (${e.letters})` : e.organizationName],
    ['Institution', e.schoolName],
  ]);
  form.fields(contactFields('Chapter president', packet.president));
  form.fields(contactFields('Officer in charge', packet.officerInCharge));

  form.heading(`Sober monitors (${packet.soberMonitors.length})`);
  const monitors = packet.soberMonitors.map((m) => m.fullName);
  form.fields([['Designated sober monitors', monitors.length ? monitors.join(', ') : 'MISSING - at least one required']], monitors.length ? INK : ALERT);
  // Each monitor's training on the office's record, two to a row.
  const training = packet.soberMonitors.map((m): [string, string] => [`Training: ${m.fullName}`, trainingText(m.trainedOn)]);
  for (let i = 0; i < training.length; i += 2) form.fields(training.slice(i, i + 2));

  if (packet.vendors?.length) {
    form.heading(`Third-party vendors (${packet.vendors.length})`);
    for (const v of packet.vendors) {
      const certificate = v.certificate ? `On file (received ${formatInstantInState(v.certificate.uploadedAt, e.state)})` : 'MISSING - required before approval';
      form.fields([[VENDOR_KIND_LABELS[v.kind], v.name], ['Certificate of insurance', certificate]], v.certificate ? INK : ALERT);
    }
  }

  form.heading('Attendance');
  form.fields([
    ['Expected guests', String(packet.expectedGuests)],
    ['Capacity', String(e.maxAttendees)],
    ['Sober monitor ratio', monitorRatioText(packet.rules)],
    ['Monitors cover', plural(packet.monitorCapacity, 'guest')],
  ]);
  for (const warning of packet.warnings) {
    form.ensure(14);
    form.text(`! ${warning}`, MARGIN, form.y, 9, ALERT, true);
    form.y -= 14;
  }

  form.heading(`Guest list (${packet.guests.length})`);
  const columns = { n: MARGIN + 6, name: MARGIN + 40, flag: PAGE.width - MARGIN - 90 };
  const tableHead = () => {
    form.text('#', columns.n, form.y, 8, MUTED, true);
    form.text('Name', columns.name, form.y, 8, MUTED, true);
    form.text('21+', columns.flag, form.y, 8, MUTED, true);
    form.y -= 14;
  };
  tableHead();
  if (!packet.guests.length) form.text('No guests yet.', columns.name, form.y, 10, MUTED);
  packet.guests.forEach((g, i) => {
    if (form.y - 14 < MARGIN) {
      form.newPage();
      tableHead();
    }
    if (i % 2 === 0) form.page.drawRectangle({ x: MARGIN, y: form.y - 4, width: PAGE.width - 2 * MARGIN, height: 14, color: SHADE, opacity: 0.6 });
    form.text(String(i + 1), columns.n, form.y, 9, MUTED);
    form.text(g.name, columns.name, form.y, 10, INK, false, columns.flag - columns.name - 12);
    form.text(OVER_21_ANSWER[g.over21], columns.flag, form.y, 10);
    form.y -= 14;
  });
  return doc.save();
}
