#!/usr/bin/env node
// No secrets in what the browser downloads: scans the build output (dist/) of every workspace package
// except the API (server code, never served; it reads its secrets from the environment by design) for
// private keys, JWT-looking tokens, connection strings, cloud and code-host token patterns, the names and
// values of the API's secret variables, and process.env references that webpack left in.
// Usage: node scripts/check-bundle-secrets.mjs [dir ...]   (default: <package>/dist for each package)
// Exit 0 when clean, 1 with one line per finding (secrets masked), 2 when there was nothing to scan.
// Set the production secrets in the environment when running it in a deploy pipeline: their values are
// then searched for too.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Packages whose dist/ is not sent to browsers. */
const SERVER_PACKAGES = new Set(['api']);
const TEXT_FILES = /\.(m?js|cjs|map|html?|json|css|txt|xml|svg|md)$/i;

/** The API's secret variables (api/src/config.ts, api/src/accounts/config.ts). */
export const SECRET_ENV = ['JWT_SECRET', 'OIDC_CLIENT_SECRET', 'SMTP_URL', 'DATABASE_URL'];

/**
 * process.env reads that libraries make at run time behind a `typeof process` guard (styled-components,
 * the federation runtime): harmless in a browser, where they read nothing. Any other name was either
 * meant to be inlined at build time or is server code that ended up in a bundle.
 */
export const RUNTIME_ENV_PROBES = new Set(['SC_ATTR', 'REACT_APP_SC_ATTR', 'SC_DISABLE_SPEEDY', 'REACT_APP_SC_DISABLE_SPEEDY', 'FEDERATION_DEBUG']);

export const PATTERNS = [
  { rule: 'private key', re: /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY-----/g },
  { rule: 'JWT-looking token', re: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g },
  { rule: 'database URL', re: /\b(?:postgres(?:ql)?|mysql|mariadb|mongodb(?:\+srv)?|redis|rediss|amqps?):\/\/[^\s'"`<>]*/gi },
  { rule: 'URL with a password', re: /\b[a-z][a-z0-9+.-]*:\/\/[^\s'"`<>/:@]+:[^\s'"`<>/@]+@[^\s'"`<>]+/gi },
  { rule: 'AWS access key id', re: /\b(?:AKIA|ASIA|AGPA|AIDA|AROA|ANPA|ANVA)[0-9A-Z]{16}\b/g },
  { rule: 'AWS secret access key', re: /aws_?secret_?access_?key["'`\s:=]+[A-Za-z0-9/+=]{40}/gi },
  { rule: 'GitHub token', re: /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{40,})\b/g },
  { rule: 'npm token', re: /\bnpm_[A-Za-z0-9]{36}\b/g },
  { rule: 'Slack token', re: /\bxox[abposr]-[A-Za-z0-9-]{10,}/g },
  { rule: 'Stripe secret key', re: /\b[sr]k_live_[A-Za-z0-9]{16,}/g },
  { rule: 'Google API key', re: /\bAIza[0-9A-Za-z_-]{35}\b/g },
  { rule: 'secret variable name', re: new RegExp(`\\b(?:${SECRET_ENV.join('|')})\\b`, 'g') },
];

const PROCESS_ENV = /\bprocess\.env(?:\.([A-Za-z_$][\w$]*)|\[\s*["'`]([^"'`]+)["'`]\s*\])/g;

/** The literal strings to look for: each secret variable's value, and the password inside URL-valued ones. */
export function secretValues(env) {
  const values = [];
  for (const name of SECRET_ENV) {
    const value = env[name]?.trim();
    // Very short values would match by chance; nobody uses them as a real secret anyway.
    if (!value || value.length < 6) continue;
    values.push({ name, value });
    try {
      const password = decodeURIComponent(new URL(value).password);
      if (password.length >= 6) values.push({ name: `${name} password`, value: password });
    } catch {
      // Not a URL: the whole value is the secret.
    }
  }
  return values;
}

/** The built-in development JWT secret (api/src/config.ts): in a bundle it means server code was bundled. */
export function devSecrets(root = ROOT) {
  try {
    const source = fs.readFileSync(path.join(root, 'api', 'src', 'config.ts'), 'utf8');
    const match = /DEV_JWT_SECRET\s*=\s*'([^']+)'/.exec(source);
    return match ? [{ name: 'the development JWT_SECRET', value: match[1] }] : [];
  } catch {
    return [];
  }
}

const mask = (text) => (text.length <= 8 ? '*'.repeat(text.length) : `${text.slice(0, 4)}…(${text.length} chars)`);

function lineOf(text, index) {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line += 1;
  return line;
}

/** Findings in one file's text: [{ rule, line, excerpt }]. */
export function scanText(text, literals = []) {
  const findings = [];
  for (const { rule, re } of PATTERNS) {
    for (const match of text.matchAll(re)) findings.push({ rule, line: lineOf(text, match.index), excerpt: mask(match[0]) });
  }
  for (const match of text.matchAll(PROCESS_ENV)) {
    const name = match[1] ?? match[2];
    if (RUNTIME_ENV_PROBES.has(name)) continue;
    findings.push({ rule: 'process.env reference left in the bundle', line: lineOf(text, match.index), excerpt: match[0] });
  }
  for (const { name, value } of literals) {
    for (let at = text.indexOf(value); at !== -1; at = text.indexOf(value, at + value.length)) {
      findings.push({ rule: `value of ${name}`, line: lineOf(text, at), excerpt: mask(value) });
    }
  }
  return findings;
}

function* textFiles(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(full);
    else if (entry.isFile() && TEXT_FILES.test(entry.name)) yield full;
  }
}

/** Scans every text file under `dirs`: { files, findings: [{ file, rule, line, excerpt }] }. */
export function scanDirs(dirs, { env = process.env, root = ROOT } = {}) {
  const literals = [...secretValues(env), ...devSecrets(root)];
  const findings = [];
  let files = 0;
  for (const dir of dirs) {
    for (const file of textFiles(dir)) {
      files += 1;
      for (const finding of scanText(fs.readFileSync(file, 'utf8'), literals)) findings.push({ file, ...finding });
    }
  }
  return { files, findings };
}

/** <package>/dist of every workspace package (pnpm-workspace.yaml) that has one, the API excepted. */
export function defaultDirs(root = ROOT) {
  const workspace = fs.readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const packages = [...workspace.matchAll(/^\s+-\s+['"]?([\w./-]+)['"]?\s*$/gm)].map((m) => m[1]);
  return packages
    .filter((pkg) => !SERVER_PACKAGES.has(pkg))
    .map((pkg) => path.join(root, pkg, 'dist'))
    .filter((dir) => fs.existsSync(dir));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const dirs = args.length ? args.map((dir) => path.resolve(dir)) : defaultDirs();
  const missing = dirs.filter((dir) => !fs.existsSync(dir));
  if (dirs.length === 0 || missing.length) {
    console.error(`Nothing to scan${missing.length ? `: ${missing.join(', ')} not found` : ''}. Build first (npm run build).`);
    process.exit(2);
  }
  const { files, findings } = scanDirs(dirs);
  for (const f of findings) console.error(`${path.relative(ROOT, f.file)}:${f.line}: ${f.rule}: ${f.excerpt}`);
  if (findings.length) {
    console.error(`\n${findings.length} possible secret(s) in ${files} files of ${dirs.length} build folders.`);
    process.exit(1);
  }
  console.log(`No secrets found in ${files} files of ${dirs.length} build folders (${dirs.map((d) => path.relative(ROOT, d)).join(', ')}).`);
}
