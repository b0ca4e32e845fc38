// The e2e API writes every e-mail as an .eml file here (no SMTP_URL): tests read the codes they send.
import fs from 'node:fs';
import path from 'node:path';

export const E2E_OUTBOX_DIR = path.resolve(__dirname, '..', '..', '.data', 'e2e-outbox');

/** As the API names the files: <time>-<recipient>-<random>.eml (api/src/accounts/mailer.ts). */
const fileSafe = (text: string) => text.toLowerCase().replace(/[^a-z0-9@._-]+/g, '_').slice(0, 80);

export type CodeKind = 'verification' | 'password reset';

/**
 * The six-digit code of the newest message of `kind` to `email` written after `since` (ms), waiting for it
 * (mail goes out in the background after the API answers).
 */
export async function codeFromOutbox(email: string, kind: CodeKind, since: number, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const marker = `-${fileSafe(email)}-`;
  const subject = kind === 'verification' ? /verification code/i : /password reset code/i;
  for (;;) {
    const files = fs.existsSync(E2E_OUTBOX_DIR) ? fs.readdirSync(E2E_OUTBOX_DIR).filter((name) => name.includes(marker) && name.endsWith('.eml')) : [];
    const fresh = files
      .map((name) => ({ name, stat: fs.statSync(path.join(E2E_OUTBOX_DIR, name)) }))
      .filter(({ stat }) => stat.mtimeMs >= since - 1000)
      .sort((a, b) => b.stat.mtimeMs - a.stat.mtimeMs);
    for (const { name } of fresh) {
      // Unfold headers and undo quoted-printable soft line breaks before reading.
      const text = fs
        .readFileSync(path.join(E2E_OUTBOX_DIR, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/\r?\n[ \t]+/g, ' ');
      const code = /Your code is (\d{6})/.exec(text)?.[1];
      if (code && subject.test(text)) return code;
    }
    if (Date.now() > deadline) throw new Error(`No ${kind} code for ${email} in ${E2E_OUTBOX_DIR}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
