/**
 * The local SES twin's inbox, as the integration tests read it: every mail
 * sent since the emulators started, with its attachments decoded to base64.
 */
export interface StoredMail {
  from: string;
  replyTo: string[];
  destination: { to: string[] };
  subject: string;
  body: { html?: string; text?: string };
  attachments: { filename?: string; contentType: string; content: string }[];
}

/** Every stored mail of the emulator at `endpoint` (default: `SES_ENDPOINT` as the test set it up). */
export async function storedMails(endpoint = process.env.SES_ENDPOINT): Promise<StoredMail[]> {
  const store = (await (await fetch(`${endpoint}/store`)).json()) as { emails: StoredMail[] };
  return store.emails;
}
