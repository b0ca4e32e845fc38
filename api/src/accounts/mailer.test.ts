// Mail through a real SMTP sink (smtp-server on loopback) when SMTP_URL is set, and into the outbox as
// .eml files when it is not.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { VALIDATION_MESSAGES as M } from 'shared-contracts';
import { ACCOUNT_MESSAGES as A } from './messages';
import { CODE_PATTERN, eventually, resetAccounts, startAccountsApp, startSmtpSink, validRegistration, type SmtpSink } from '../test/accounts';
import { createTestDb, testDialects, type TestDb } from '../test/db';
import { MailQueue, outboxMailer, passwordResetMail, smtpMailer, verificationMail } from './mailer';

const silentLog = () => ({ warn: jest.fn(), error: jest.fn() });

describe('mail messages', () => {
  it('have a plain-text and an HTML body with the code, escaped', () => {
    const mail = verificationMail('a@example.com', '<Asha>', '012345');
    expect(mail.text).toContain('Hello <Asha>,');
    expect(mail.text).toMatch(CODE_PATTERN);
    expect(mail.text).toContain('valid for 15 minutes');
    expect(mail.html).toContain('Hello &lt;Asha&gt;,');
    expect(mail.html).toContain('012345');
    expect(passwordResetMail('a@example.com', '', '999999').subject).toMatch(/password reset code/);
  });
});

describe('outboxMailer', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes an .eml file per message and logs where (at warn level)', async () => {
    const log = silentLog();
    const mailer = outboxMailer(path.join(dir, 'nested', 'outbox'), 'Site <no-reply@example.com>', log);
    await mailer.deliver(verificationMail('Asha+1@Example.com', 'Asha', '123456'));
    const files = readdirSync(path.join(dir, 'nested', 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-asha_1@example.com-[0-9a-f]{6}\.eml$/);
    const eml = readFileSync(path.join(dir, 'nested', 'outbox', files[0]), 'utf8');
    expect(eml).toMatch(/^From: Site <no-reply@example.com>$/m);
    expect(eml).toMatch(/^To: Asha\+1@example.com$/m);
    expect(eml).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(eml).toMatch(/^Content-Type: text\/plain/m);
    expect(eml).toMatch(/^Content-Type: text\/html/m);
    expect(eml).toMatch(CODE_PATTERN);
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ file: path.join(dir, 'nested', 'outbox', files[0]) }), expect.stringContaining('SMTP_URL is not set'));
  });
});

describe('one recipient per message', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());
  beforeEach(() => sink.messages.splice(0));

  it('the SMTP envelope carries exactly the one address of `to`', async () => {
    const mailer = smtpMailer(sink.url, 'Guide <no-reply@guide.test>');
    try {
      await mailer.deliver(verificationMail(' one@example.com ', '', '123456'));
      expect(sink.messages.map((m) => ({ from: m.from, to: m.to }))).toEqual([{ from: 'no-reply@guide.test', to: ['one@example.com'] }]);
    } finally {
      mailer.close();
    }
  });

  it.each(['a@x.com,b@y.org,c@z.net', 'a@x.com; b@y.org', 'A <a@x.com>, b@y.org', 'a@x.com\r\nBcc: b@y.org', 'team: a@x.com, b@y.org;'])(
    'a `to` naming several recipients is refused, nothing reaches the server: %j',
    async (to) => {
      const mailer = smtpMailer(sink.url, 'no-reply@guide.test');
      const dir = mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
      try {
        await expect(mailer.deliver(verificationMail(to, '', '123456'))).rejects.toThrow(/not exactly one address/);
        await expect(outboxMailer(dir, 'no-reply@guide.test', silentLog()).deliver(verificationMail(to, '', '123456'))).rejects.toThrow(/not exactly one address/);
        expect(readdirSync(dir)).toEqual([]);
      } finally {
        mailer.close();
        rmSync(dir, { recursive: true, force: true });
      }
      expect(sink.messages).toEqual([]);
    },
  );
});

describe('MailQueue', () => {
  it('sends in the background and logs a failure instead of throwing', async () => {
    const log = silentLog();
    const queue = new MailQueue(smtpMailer('smtp://127.0.0.1:1', 'x@example.com'), log);
    queue.send(verificationMail('a@example.com', '', '123456'));
    await queue.close();
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ to: 'a@example.com' }), expect.stringContaining('smtp://127.0.0.1:1'));
  });
});

describe.each(testDialects())('mail from the account calls (%s)', (dialect) => {
  let t: TestDb;
  let sink: SmtpSink;
  let outbox: string;

  beforeAll(async () => {
    t = await createTestDb(dialect);
    sink = await startSmtpSink();
    outbox = mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
  });
  afterAll(async () => {
    await sink.close();
    await t.destroy();
    rmSync(outbox, { recursive: true, force: true });
  });
  beforeEach(() => resetAccounts(t.db));

  it('with SMTP_URL: the verification code lands in the SMTP sink (authenticated, MAIL_FROM, text and HTML)', async () => {
    const a = await startAccountsApp(t.db, { SMTP_URL: sink.url, MAIL_FROM: 'Guide <no-reply@guide.test>' }, { mailer: null });
    try {
      const res = await a.client.inject({ method: 'POST', url: '/api/register/', payload: validRegistration('smtp@example.com') });
      expect(res.statusCode).toBe(201);
      const message = await eventually(() => sink.messages.find((m) => m.to.includes('smtp@example.com')));
      expect(message.from).toBe('no-reply@guide.test');
      expect(message.user).toBe('mailer');
      expect(message.raw).toMatch(/^From: Guide <no-reply@guide.test>$/m);
      expect(message.raw).toMatch(/^Subject: Your Engineering Admissions Guide verification code$/m);
      expect(message.raw).toMatch(/^Content-Type: text\/plain/m);
      expect(message.raw).toMatch(/^Content-Type: text\/html/m);
      const code = CODE_PATTERN.exec(message.raw)?.[1] as string;
      const verified = await a.client.inject({ method: 'POST', url: '/api/verify-email/confirm/', payload: { email: 'smtp@example.com', code } });
      expect(verified.statusCode).toBe(200);
    } finally {
      await a.client.close();
    }
  });

  it('without SMTP_URL: the message is written to the outbox as .eml', async () => {
    const a = await startAccountsApp(t.db, { MAIL_OUTBOX_DIR: outbox }, { mailer: null });
    try {
      expect((await a.client.inject({ method: 'POST', url: '/api/register/', payload: validRegistration('outbox@example.com') })).statusCode).toBe(201);
      const file = await eventually(() => readdirSync(outbox).find((f) => f.includes('outbox@example.com')));
      const eml = readFileSync(path.join(outbox, file), 'utf8');
      expect(eml).toMatch(/^To: outbox@example.com$/m);
      const code = CODE_PATTERN.exec(eml)?.[1] as string;
      const verified = await a.client.inject({ method: 'POST', url: '/api/verify-email/confirm/', payload: { email: 'outbox@example.com', code } });
      expect(verified.json().message).toBe(A.verified);
    } finally {
      await a.client.close();
    }
  });

  it('a sign-up with a list of addresses is refused and mails no one', async () => {
    const a = await startAccountsApp(t.db, { SMTP_URL: sink.url }, { mailer: null });
    try {
      const res = await a.client.inject({ method: 'POST', url: '/api/register/', payload: validRegistration('list1@example.com,list2@example.org,list3@example.net') });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ email: [M.emailInvalid] });
      const resend = await a.client.inject({ method: 'POST', url: '/api/verify-email/', payload: { email: 'list1@example.com,list2@example.org' } });
      expect(resend.statusCode).toBe(400);
      // A control message proves the queue ran: anything sent before it would be in the sink first.
      expect((await a.client.inject({ method: 'POST', url: '/api/register/', payload: validRegistration('control@example.com') })).statusCode).toBe(201);
      await eventually(() => sink.messages.find((m) => m.to.includes('control@example.com')));
      expect(sink.messages.flatMap((m) => m.to).filter((to) => to.startsWith('list'))).toEqual([]);
    } finally {
      await a.client.close();
    }
  });

  it('a mail server that is down does not fail the sign-up (the user can resend)', async () => {
    const a = await startAccountsApp(t.db, { SMTP_URL: 'smtp://127.0.0.1:1' }, { mailer: null });
    try {
      expect((await a.client.inject({ method: 'POST', url: '/api/register/', payload: validRegistration('down@example.com') })).statusCode).toBe(201);
    } finally {
      await a.client.close();
    }
  });
});
