#!/usr/bin/env node
// Prints every figure the three city guides (src/posts/*.md) quote, straight from the data:
//   MHT-CET: the latest year of mhtcet/mhtcet_cutoffs.csv, CAP Round I, Maharashtra-seats list, stage I.
//     For each college and main branch: the GOPENS closing percentile on State Level seats where the
//     choice code has State Level seats (autonomous institutes), otherwise GOPENH on Home University seats
//     allotted to Home University candidates (the affiliated colleges; their open seats are split HU/OHU).
//   NIRF: the latest year of nirf/nirf_engineering.csv (rank, or rank band as printed).
// Plus a few worked examples (other seat types of one choice code, later rounds) used in the text.
//
// Usage: node remote-blog/scripts/guide-figures.mjs [--later-rounds | --json | --tables | --fixture]
//   (no flag: readable summary; --tables: the guides' GFM tables;
//   --fixture > remote-blog/src/test/fixtures/quotedFigures.json: the figures the tests check)
// Data: $DATA_DIR, else ../shared/data next to the repository. Nothing is copied into the repository.
import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const DATA_DIR = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.resolve(here, '../../../shared/data');
const MHTCET_CSV = path.join(DATA_DIR, 'mhtcet', 'mhtcet_cutoffs.csv');
const NIRF_CSV = path.join(DATA_DIR, 'nirf', 'nirf_engineering.csv');

/** The main branches, by the 3-digit course code inside a choice code (college code + course + suffix). */
const BRANCHES = [
  { key: 'computer', label: 'Computer', courses: ['245', '242'] }, // Computer Engineering, else Computer Science and Engineering
  { key: 'it', label: 'IT', courses: ['246'] }, // Information Technology
  { key: 'entc', label: 'E&TC', courses: ['372', '376'] }, // Electronics and Telecommunication, else Electronics Engineering
  { key: 'mechanical', label: 'Mechanical', courses: ['612'] },
  { key: 'civil', label: 'Civil', courses: ['191'] },
  { key: 'electrical', label: 'Electrical', courses: ['293'] },
];

const STATE_LEVEL = 'State Level';
const HOME_UNIVERSITY = 'Home University Seats Allotted to Home University Candidates';
const OTHER_THAN_HOME = 'Other Than Home University Seats Allotted to Other Than Home University Candidates';

/**
 * The colleges each guide covers, by college code as printed in the latest lists.
 * `nirf` is the institute's name exactly as the NIRF file spells it, when it appears there.
 */
const GUIDES = {
  'mumbai-engineering-colleges': {
    city: 'Mumbai',
    // Every CAP college in Mumbai City and Mumbai Suburban. Several have an empty district in the data
    // (bare "Mumbai" is ambiguous there), so the list is explicit.
    colleges: [
      { code: '03012', short: 'VJTI, Matunga', nirf: 'Veermata Jijabai Technological Institute,  (VJTI, Mumbai)' },
      { code: '03014', short: 'Sardar Patel College of Engineering, Andheri' },
      { code: '03215', short: 'Sardar Patel Institute of Technology (SPIT), Andheri' },
      { code: '03199', short: 'D. J. Sanghvi College of Engineering, Vile Parle', nirf: 'Shri Vile Parle Kelavani Mandal`s  Dwarkadas J. Sanghvi College of Engineering' },
      { code: '03025', short: 'SVKM Shri Bhagubhai Mafatlal Polytechnic & College of Engineering' },
      { code: '03182', short: 'Thadomal Shahani Engineering College, Bandra' },
      { code: '03185', short: 'VES Institute of Technology, Chembur' },
      { code: '03184', short: 'Fr. Conceicao Rodrigues College of Engineering, Bandra' },
      { code: '03148', short: 'Shah & Anchor Kutchhi Engineering College, Chembur' },
      { code: '03176', short: 'Thakur College of Engineering and Technology, Kandivali' },
      { code: '03204', short: 'St. Francis Institute of Technology, Borivali' },
      { code: '03139', short: 'Vidyalankar Institute of Technology, Wadala' },
      { code: '03214', short: 'Xavier Institute of Engineering, Mahim' },
      { code: '03208', short: 'Don Bosco Institute of Technology, Kurla' },
      { code: '03135', short: 'Rajiv Gandhi Institute of Technology, Andheri' },
      { code: '03143', short: 'Thakur Shyamnarayan Engineering College, Kandivali' },
      { code: '03203', short: 'Atharva College of Engineering, Malad' },
      { code: '03183', short: 'M. H. Saboo Siddik College of Engineering, Byculla' },
      { code: '03201', short: 'Rizvi College of Engineering, Bandra' },
      { code: '03188', short: 'Vasantdada Patil Pratishthan College of Engineering, Sion' },
      { code: '03035', short: 'Usha Mittal Institute of Technology (SNDT, women)' },
      { code: '03036', short: 'Institute of Chemical Technology (ICT), Matunga', nirf: 'Institute of Chemical Technology', extraCourses: ['507'] },
    ],
    // Ranked by NIRF but not filled through CAP; the guide mentions them for completeness.
    nirfOutsideCap: ['Indian Institute of Technology Bombay', 'SVKM`s Narsee Monjee Institute of Management Studies', 'Padmashree Dr. D. Y. Patil Vidyapeeth, Mumbai'],
    examples: [
      { code: '0301224510', seatTypes: ['GOPENS', 'LOPENS', 'TFWS', 'EWS'] },
      { code: '0318224510', seatTypes: ['GOPENH', 'GOPENO', 'LOPENH', 'TFWS'] },
    ],
    roundExamples: ['0321524510', '0313524510'],
  },
  'pune-engineering-colleges': {
    city: 'Pune',
    // The Pune colleges students ask about most: the university and autonomous institutes, the
    // established colleges of Pune and Pimpri-Chinchwad, and the government college at Avasari.
    colleges: [
      { code: '16006', short: 'COEP Technological University', nirf: 'COEP Technological University' },
      { code: '06271', short: 'Pune Institute of Computer Technology (PICT)' },
      { code: '06273', short: 'Vishwakarma Institute of Technology (VIT), Bibwewadi', nirf: 'Bansilal Ramnath Agarwal Charitable Trust`s Vishwakarama Institute of Technology' },
      { code: '06175', short: 'Pimpri Chinchwad College of Engineering (PCCOE)', nirf: 'Pimpri Chinchwad College of Engineering' },
      { code: '06276', short: 'Cummins College of Engineering for Women, Karvenagar', nirf: "Maharshi Karve Stree Shikshan Samstha's Cummins College of Engineering for Women" },
      { code: '06278', short: 'AISSMS College of Engineering' },
      { code: '06282', short: 'AISSMS Institute of Information Technology' },
      { code: '06141', short: 'JSPM Rajarshi Shahu College of Engineering, Tathawade', nirf: "JSPM's Rajarshi Shahu College of Engineering" },
      { code: '06272', short: 'D. Y. Patil College of Engineering, Akurdi' },
      { code: '06207', short: 'Dr. D. Y. Patil Institute of Technology, Pimpri', nirf: 'Dr. D. Y. Patil Institute of Technology' },
      { code: '06146', short: 'MIT Academy of Engineering, Alandi' },
      { code: '06274', short: 'PVG College of Engineering, Technology & Management' },
      { code: '06156', short: 'Marathwada Mitra Mandal College of Engineering, Karvenagar' },
      { code: '06139', short: 'PES Modern College of Engineering' },
      { code: '06754', short: 'International Institute of Information Technology (I²IT)' },
      { code: '06822', short: 'PCCOE & Research, Ravet' },
      { code: '06177', short: 'Sinhgad College of Engineering, Vadgaon' },
      { code: '06178', short: 'Smt. Kashibai Navale College of Engineering, Vadgaon' },
      { code: '06281', short: 'MES Wadia College of Engineering' },
      { code: '06285', short: "Bharati Vidyapeeth's College of Engineering for Women, Katraj" },
      { code: '06187', short: 'Sinhgad Academy of Engineering, Kondhwa' },
      { code: '06004', short: 'Government College of Engineering & Research, Avasari Khurd' },
    ],
    nirfOutsideCap: [
      'Symbiosis International',
      'Defence Institute of Advanced Technology',
      'Dr. Vishwanath Karad MIT World Peace University',
      'Bharati Vidyapeeth Deemed University College of Engineering',
      'Ajeenkya D Y Patil University',
      'Army Institute of Technology',
      'MIT Art, Design and Technology University, Pune',
    ],
    examples: [
      { code: '1600624210', seatTypes: ['GOPENS', 'LOPENS', 'TFWS', 'EWS'] },
      { code: '0617724510', seatTypes: ['GOPENH', 'GOPENO', 'LOPENH', 'TFWS'] },
    ],
    roundExamples: ['1600624210', '0627861210'],
  },
  'nashik-engineering-colleges': {
    city: 'Nashik',
    // Every CAP college the data places in Nashik district (checked below), with a short name.
    district: 'Nashik',
    colleges: [
      { code: '05121', short: 'K. K. Wagh Institute of Engineering Education and Research' },
      { code: '05108', short: 'MVPS KBT College of Engineering' },
      { code: '05109', short: 'Sandip Institute of Technology and Research Centre, Mahiravani' },
      { code: '05173', short: 'SNJB College of Engineering, Chandwad' },
      { code: '05177', short: 'Matoshri College of Engineering and Research Centre, Eklahare' },
      { code: '05151', short: 'MET Bhujbal Knowledge City Engineering College, Adgaon' },
      { code: '05330', short: 'PVG College of Engineering, Nashik' },
      { code: '05181', short: 'GES R. H. Sapat College of Engineering' },
      { code: '05418', short: 'Guru Gobind Singh College of Engineering & Research Centre' },
      { code: '05390', short: 'Loknete Gopinathji Munde Institute of Engineering Education & Research' },
      { code: '05331', short: 'Sandip Institute of Engineering & Management' },
      { code: '05125', short: 'Sir Visvesvaraya Institute of Technology, Chincholi' },
      { code: '05124', short: 'S.N.D. College of Engineering & Research, Babulgaon' },
      { code: '05130', short: 'Brahma Valley College of Engineering & Research, Trimbakeshwar' },
      { code: '05182', short: 'Late G. N. Sapkal College of Engineering, Anjaneri' },
      { code: '05399', short: 'Sanghavi College of Engineering, Varvandi' },
      { code: '05184', short: 'Shatabdi Institute of Engineering & Research, Agaskhind' },
      { code: '05263', short: 'Matoshri Institute of Technology, Dhanore' },
      { code: '05401', short: 'Jawahar Institute of Technology, Management & Research' },
      { code: '05244', short: "MET's Institute of Technology Polytechnic, Adgaon" },
    ],
    nirfOutsideCap: [],
    examples: [
      { code: '0512124510', seatTypes: ['GOPENS', 'LOPENS', 'TFWS', 'EWS'] },
      { code: '0515124510', seatTypes: ['GOPENH', 'GOPENO', 'LOPENH', 'TFWS'] },
    ],
    roundExamples: ['0533024510', '0510824610'],
  },
};

function parseCsvLine(line) {
  const out = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      out.push(field);
      field = '';
    } else field += ch;
  }
  out.push(field);
  return out;
}

async function readCsv(file, keep) {
  const lines = readline.createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let header = null;
  const rows = [];
  for await (const line of lines) {
    if (!line) continue;
    const cells = parseCsvLine(line);
    if (!header) {
      header = cells;
      continue;
    }
    const row = Object.fromEntries(header.map((name, i) => [name, cells[i] ?? '']));
    if (keep(row)) rows.push(row);
  }
  return rows;
}

const pad5 = (code) => code.padStart(5, '0');
const courseOf = (choiceCode) => choiceCode.padStart(10, '0').slice(5, 8);
const romanOrder = ['I', 'II', 'III', 'IV', 'V'];

async function main() {
  for (const file of [MHTCET_CSV, NIRF_CSV]) {
    if (!existsSync(file)) throw new Error(`Missing ${file}: set DATA_DIR to the folder holding mhtcet/ and nirf/`);
  }
  // MH-list rows only (the All India lists use seat type AI and another merit list).
  const mh = await readCsv(MHTCET_CSV, (row) => row.seat_type !== 'AI');
  const year = mh.reduce((max, row) => Math.max(max, Number(row.year)), 0);
  const latest = mh.filter((row) => Number(row.year) === year);
  const rounds = [...new Set(latest.map((row) => row.round))].sort((a, b) => romanOrder.indexOf(a) - romanOrder.indexOf(b));
  const round = 'I';
  const roundRows = latest.filter((row) => row.round === round);

  const nirf = await readCsv(NIRF_CSV, () => true);
  const nirfYear = nirf.reduce((max, row) => Math.max(max, Number(row.year)), 0);
  const nirfLatest = nirf.filter((row) => Number(row.year) === nirfYear);
  const nirfRank = (name) => {
    const hit = nirfLatest.find((row) => row.name === name);
    if (!hit) throw new Error(`NIRF ${nirfYear}: no institute named ${JSON.stringify(name)}`);
    return hit.rank;
  };

  const find = (choiceCode, seatType, quota, rows = roundRows) => {
    const hits = rows.filter((row) => row.branch_code === choiceCode && row.seat_type === seatType && (!quota || row.quota === quota) && row.stage === 'I');
    if (hits.length > 1) throw new Error(`Ambiguous ${choiceCode} ${seatType} ${quota}: ${hits.length} rows`);
    return hits[0];
  };

  // The open-category seat a guide quotes for a choice code: general State Level seats, else general Home
  // University seats; women's colleges have only ladies' seats (L...), taken in the same order.
  const openSeat = (choiceCode, rows = roundRows) =>
    find(choiceCode, 'GOPENS', STATE_LEVEL, rows) ??
    find(choiceCode, 'GOPENH', HOME_UNIVERSITY, rows) ??
    find(choiceCode, 'LOPENS', STATE_LEVEL, rows) ??
    find(choiceCode, 'LOPENH', HOME_UNIVERSITY, rows);

  const figure = (row, guide) => ({
    guide,
    collegeCode: pad5(row.college_code),
    collegeName: row.college_name,
    branchCode: row.branch_code,
    branchName: row.branch_name,
    year: Number(row.year),
    round: row.round,
    stage: row.stage,
    seatType: row.seat_type,
    quota: row.quota,
    closingRank: Number(row.closing_rank),
    closingPercentile: row.closing_percentile,
  });

  const result = { dataDir: DATA_DIR, year, roundsInLatestYear: rounds, round, nirfYear, guides: {} };

  for (const [slug, guide] of Object.entries(GUIDES)) {
    const colleges = guide.colleges;
    if (guide.district) {
      const inDistrict = [...new Set(roundRows.filter((row) => row.district === guide.district).map((row) => pad5(row.college_code)))].sort();
      const listed = colleges.map((college) => college.code).sort();
      if (inDistrict.join() !== listed.join()) throw new Error(`${slug}: district ${guide.district} has ${inDistrict.join(', ')}; the guide lists ${listed.join(', ')}`);
    }
    const out = { city: guide.city, colleges: [], skipped: [], examples: [], rounds: [], laterRounds: [], nirfOutsideCap: [] };
    for (const college of colleges) {
      const rows = roundRows.filter((row) => pad5(row.college_code) === college.code);
      if (rows.length === 0) throw new Error(`${slug}: college ${college.code} has no ${year} CAP ${round} rows`);
      const entry = {
        code: college.code,
        name: rows[0].college_name,
        short: college.short ?? rows[0].college_name,
        status: rows[0].status,
        district: rows[0].district,
        nirf: college.nirf ? nirfRank(college.nirf) : null,
        branches: {},
        extra: [],
      };
      for (const branch of BRANCHES) {
        // First course code of the branch that the college offers; the plain choice code ("...10") first.
        let chosen = null;
        for (const course of branch.courses) {
          const codes = [...new Set(rows.filter((row) => courseOf(row.branch_code) === course).map((row) => row.branch_code))].sort(
            (a, b) => Number(!a.endsWith('10')) - Number(!b.endsWith('10')) || a.localeCompare(b),
          );
          if (codes.length) {
            chosen = codes[0];
            break;
          }
        }
        if (!chosen) continue;
        const row = openSeat(chosen);
        entry.branches[branch.key] = row ? figure(row, slug) : { branchCode: chosen, branchName: rows.find((r) => r.branch_code === chosen).branch_name, none: true };
      }
      for (const course of college.extraCourses ?? []) {
        const code = rows.find((row) => courseOf(row.branch_code) === course)?.branch_code;
        const row = code && openSeat(code);
        if (row) entry.extra.push(figure(row, slug));
      }
      if (Object.keys(entry.branches).length === 0 && entry.extra.length === 0) {
        out.skipped.push({ code: entry.code, name: entry.name, reason: 'offers none of the main branches' });
        continue;
      }
      out.colleges.push(entry);
    }
    for (const example of guide.examples) {
      for (const seatType of example.seatTypes) {
        const quota = seatType.endsWith('S') || seatType === 'TFWS' || seatType === 'EWS' ? null : seatType.endsWith('H') ? HOME_UNIVERSITY : OTHER_THAN_HOME;
        const row = find(example.code, seatType, quota);
        if (!row) throw new Error(`${slug}: no ${seatType} row for ${example.code}`);
        out.examples.push(figure(row, slug));
      }
    }
    for (const code of guide.roundExamples ?? []) {
      for (const r of rounds) {
        const row = openSeat(code, latest.filter((row) => row.round === r));
        if (row) out.rounds.push(figure(row, slug));
      }
    }
    // Which quoted seats were allotted again in later rounds (to pick round examples from).
    for (const college of out.colleges) {
      for (const f of Object.values(college.branches)) {
        if (f.none) continue;
        const later = rounds
          .filter((r) => r !== round)
          .map((r) => [r, find(f.branchCode, f.seatType, f.quota, latest.filter((row) => row.round === r))])
          .filter(([, row]) => row)
          .map(([r, row]) => `${r} ${row.closing_percentile}`);
        if (later.length) out.laterRounds.push(`${f.branchCode} ${f.seatType} I ${f.closingPercentile}; ${later.join('; ')}`);
      }
    }
    out.nirfOutsideCap = guide.nirfOutsideCap.map((name) => ({ name, rank: nirfRank(name) }));
    result.guides[slug] = out;
  }
  return result;
}

function printText(result) {
  const lines = [];
  lines.push(`Data: ${result.dataDir}`);
  lines.push(`MHT-CET latest year ${result.year}; MH-list rounds in it: ${result.roundsInLatestYear.join(', ')}. Figures: CAP Round ${result.round}, stage I.`);
  lines.push(`Seat type: GOPENS on "${STATE_LEVEL}" where the choice code has it, else GOPENH on "${HOME_UNIVERSITY}".`);
  lines.push(`NIRF latest year ${result.nirfYear} (Engineering).`);
  for (const [slug, guide] of Object.entries(result.guides)) {
    lines.push('', `== ${slug} (${guide.city}): ${guide.colleges.length} colleges`);
    for (const college of guide.colleges) {
      lines.push(`${college.code} ${college.short} | ${college.status} | district ${college.district || '(empty)'} | NIRF ${result.nirfYear}: ${college.nirf ?? 'not ranked'}`);
      for (const branch of BRANCHES) {
        const f = college.branches[branch.key];
        if (!f) continue;
        lines.push(
          f.none
            ? `    ${branch.label.padEnd(10)} ${f.branchCode} ${f.branchName}: no GOPENS/GOPENH allotment in CAP ${result.round}`
            : `    ${branch.label.padEnd(10)} ${f.branchCode} ${f.branchName}: ${f.seatType} ${f.quota} -> ${f.closingPercentile} (merit ${f.closingRank})`,
        );
      }
      for (const f of college.extra) lines.push(`    extra      ${f.branchCode} ${f.branchName}: ${f.seatType} ${f.quota} -> ${f.closingPercentile} (merit ${f.closingRank})`);
    }
    lines.push('  Examples (CAP I):');
    for (const f of guide.examples) lines.push(`    ${f.branchCode} ${f.collegeName.slice(0, 40)} ${f.branchName}: ${f.seatType} | ${f.quota} -> ${f.closingPercentile} (merit ${f.closingRank})`);
    for (const s of guide.skipped) lines.push(`  skipped ${s.code} ${s.name}: ${s.reason}`);
    if (process.argv.includes('--later-rounds')) {
      lines.push('  Quoted seats allotted again in later rounds:');
      for (const line of guide.laterRounds) lines.push(`    ${line}`);
    }
    lines.push('  Same choice code across rounds:');
    for (const f of guide.rounds) lines.push(`    ${f.branchCode} round ${f.round}: ${f.seatType} ${f.quota} -> ${f.closingPercentile} (merit ${f.closingRank})`);
    lines.push(`  NIRF ${result.nirfYear}, not filled through CAP: ${guide.nirfOutsideCap.map((i) => `${i.name} (${i.rank})`).join('; ') || 'none'}`);
  }
  return lines.join('\n');
}

/** Colleges whose quoted seats are all of one seat type, grouped by it (women's colleges: ladies' seats). */
function tableGroups(guide) {
  const groups = new Map();
  for (const college of guide.colleges) {
    const types = new Set(Object.values(college.branches).filter((f) => !f.none).map((f) => f.seatType));
    if (types.size === 0) continue;
    if (types.size > 1) throw new Error(`${college.code}: mixed seat types ${[...types]}`);
    const [seatType] = types;
    if (!groups.has(seatType)) groups.set(seatType, []);
    groups.get(seatType).push(college);
  }
  const best = (college) => Math.max(...Object.values(college.branches).filter((f) => !f.none).map((f) => Number(f.closingPercentile)));
  for (const colleges of groups.values()) colleges.sort((a, b) => best(b) - best(a));
  return groups;
}

/** How the guides write a quota: short labels, each explained once in the guide with the full printed wording. */
const QUOTA_LABELS = {
  [STATE_LEVEL]: 'State Level',
  [HOME_UNIVERSITY]: 'HU seats for HU candidates',
  [OTHER_THAN_HOME]: 'OHU seats for OHU candidates',
};

const GROUP_TITLES = {
  GOPENS: 'autonomous institutes',
  GOPENH: 'affiliated colleges',
  LOPENS: "women's colleges",
  LOPENH: "women's colleges",
};

/** The GFM tables the guides quote: captions and rows, ready to paste. */
function printTables(result) {
  const lines = [];
  for (const [slug, guide] of Object.entries(result.guides)) {
    lines.push(`==== ${slug}`);
    for (const [seatType, colleges] of tableGroups(guide)) {
      const quota = Object.values(colleges[0].branches).find((f) => !f.none).quota;
      lines.push(
        '',
        `**Table.** Closing percentile, ${GROUP_TITLES[seatType]}: seat type ${seatType}, quota ${QUOTA_LABELS[quota]}, ${result.year} CAP Round ${result.round}.`,
        '',
      );
      const branches = BRANCHES.filter((branch) => colleges.some((college) => college.branches[branch.key]));
      lines.push(`| College (code) | ${branches.map((b) => b.label).join(' | ')} |`);
      lines.push(`|---|${branches.map(() => '---:').join('|')}|`);
      for (const college of colleges) {
        const cells = branches.map((branch) => {
          const f = college.branches[branch.key];
          return !f ? '–' : f.none ? 'no allotment' : f.closingPercentile;
        });
        lines.push(`| ${college.short} (${college.code}) | ${cells.join(' | ')} |`);
      }
    }
    const name = (f) => guide.colleges.find((c) => c.code === f.collegeCode)?.short ?? f.collegeName;
    lines.push('', `**Table.** Open-category seats of two computer courses, ${result.year} CAP Round ${result.round}.`, '');
    lines.push('| Choice code | College | Seat type | Quota | Closing percentile |', '|---|---|---|---|---:|');
    for (const f of guide.examples) lines.push(`| ${f.branchCode} | ${name(f)} | ${f.seatType} | ${QUOTA_LABELS[f.quota]} | ${f.closingPercentile} |`);
    lines.push('', `**Table.** The same seat in each ${result.year} CAP round (Round II is not in our data).`, '');
    lines.push('| Choice code | College and branch | Seat type | Quota | Round | Closing percentile |', '|---|---|---|---|---|---:|');
    for (const f of guide.rounds) lines.push(`| ${f.branchCode} | ${name(f)}, ${f.branchName} | ${f.seatType} | ${QUOTA_LABELS[f.quota]} | Round ${f.round} | ${f.closingPercentile} |`);
    for (const college of guide.colleges) {
      for (const f of college.extra) lines.push('', `extra: ${college.short} ${f.branchName} (choice code ${f.branchCode}) ${f.seatType} ${QUOTA_LABELS[f.quota]} ${result.year} CAP Round ${f.round}: ${f.closingPercentile}`);
    }
    lines.push('', `NIRF ${result.nirfYear}:`);
    for (const college of guide.colleges) if (college.nirf) lines.push(`| ${college.short} | ${college.nirf} | yes |`);
    for (const institute of guide.nirfOutsideCap) lines.push(`| ${institute.name} | ${institute.rank} | no |`);
    lines.push('');
  }
  return lines.join('\n');
}

/**
 * src/test/fixtures/quotedFigures.json: every figure the guides quote, for the test that finds each one in
 * its guide (src/posts/quotedFigures.test.ts) and the e2e check against the database (e2e/tests/blog-figures.spec.ts).
 */
function printFixture(result) {
  const figures = [];
  for (const guide of Object.values(result.guides)) {
    for (const [, colleges] of tableGroups(guide)) {
      for (const college of colleges) {
        for (const branch of BRANCHES) {
          const f = college.branches[branch.key];
          if (f && !f.none) figures.push({ ...pick(f), where: 'table', column: branch.label });
        }
      }
    }
    for (const college of guide.colleges) for (const f of college.extra) figures.push({ ...pick(f), where: 'text' });
    for (const f of [...guide.examples, ...guide.rounds]) figures.push({ ...pick(f), where: 'table', column: 'Closing percentile' });
  }
  const seen = new Set();
  const unique = figures.filter((f) => {
    const key = `${f.guide}|${f.branchCode}|${f.round}|${f.seatType}|${f.quota}|${f.column}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const nirf = [];
  for (const [slug, guide] of Object.entries(result.guides)) {
    for (const college of guide.colleges) if (college.nirf) nirf.push({ guide: slug, institute: college.short, year: result.nirfYear, rank: college.nirf });
    for (const institute of guide.nirfOutsideCap) nirf.push({ guide: slug, institute: institute.name, year: result.nirfYear, rank: institute.rank });
  }
  return JSON.stringify({ quotaLabels: QUOTA_LABELS, cutoffs: unique, nirfRanks: nirf }, null, 2);
}

function pick(f) {
  const { guide, collegeCode, branchCode, year, round, seatType, quota, closingPercentile } = f;
  return { guide, collegeCode, branchCode, year, round, seatType, quota, closingPercentile };
}

main().then(
  (result) => {
    const mode = process.argv.find((arg) => ['--json', '--tables', '--fixture'].includes(arg));
    const output = mode === '--json' ? JSON.stringify(result, null, 2) : mode === '--tables' ? printTables(result) : mode === '--fixture' ? printFixture(result) : printText(result);
    process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
  },
  (error) => {
    process.stderr.write(`${error.stack ?? error}\n`);
    process.exitCode = 1;
  },
);
