// The district of every college whose rows in the MHT-CET file have an empty `district` (no CET Cell
// list prints a district; the file derives it from place names in the college name, and leaves it
// empty when the name has no recognised or no unambiguous place). Keyed by the normalised 5-digit
// college code; the import fills a blank district from here and refuses a blank one whose code is not
// in the table. District names follow the file's own spelling (current official names: Chhatrapati
// Sambhajinagar, Dharashiv, Ahilyanagar, Mumbai City / Mumbai Suburban).
//
// `basis` says where the value comes from:
// - data: other rows of the same college code carry this district (the college's name differs between
//   years, and only one spelling has a place in it);
// - name: the place is in the college name but the file's place table did not resolve it (e.g. Karjat
//   is in Raigad and in Ahilyanagar; the code's DTE region decides);
// - location: the campus's known location (locality given in `note`);
// - third-party: only the third-party college table dambhore-web/mhtcet-cap-analysis
//   packages/pipeline/data/college-meta-2026.json (the table SOURCES.md cross-checked: 316 of 320 agree)
//   gives it; not confirmed otherwise.
// docs/data/mhtcet.md lists the table and the counts.

export type DistrictBasis = 'data' | 'name' | 'location' | 'third-party';

export interface DistrictEntry {
  district: string;
  basis: DistrictBasis;
  note: string;
}

const entry = (district: string, basis: DistrictBasis, note: string): DistrictEntry => ({ district, basis, note });

export const COLLEGE_DISTRICTS: Readonly<Record<string, DistrictEntry>> = {
  '01119': entry('Buldhana', 'data', 'Anuradha Engineering College, Chikhali'),
  '01268': entry('Buldhana', 'name', 'Shirasgaon Nile, Khamgaon taluka'),
  '02111': entry('Chhatrapati Sambhajinagar', 'name', 'Ohar'),
  '02516': entry('Chhatrapati Sambhajinagar', 'location', 'ICEEM, Aurangabad'),
  '02634': entry('Jalna', 'third-party', 'Eaglewood Polytechnic Institute, Phulepimpalgaon'),
  '02641': entry('Dharashiv', 'third-party', 'Dr. V.K. Patil College of Engineering & Technology'),
  '02666': entry('Chhatrapati Sambhajinagar', 'third-party', 'Mangaldeep College of Engineering'),
  '02758': entry('Chhatrapati Sambhajinagar', 'third-party', 'Sant Eknath College of Engineering'),
  '02772': entry('Latur', 'data', 'JSPM College of Engineering, Latur'),
  '02777': entry('Nanded', 'third-party', 'CDS College of Engineering'),
  '02779': entry('Hingoli', 'third-party', 'NKSPT Institute of Engineering and Technology, Pathrikar Campus'),
  '03025': entry('Mumbai Suburban', 'location', 'SVKM, Vile Parle (West)'),
  '03035': entry('Mumbai Suburban', 'location', 'SNDT Women\'s University Juhu campus, Santacruz (West)'),
  '03135': entry('Mumbai Suburban', 'location', 'Rajiv Gandhi Institute of Technology, Versova, Andheri (West)'),
  '03143': entry('Mumbai Suburban', 'location', 'Thakur Village, Kandivali (East)'),
  '03147': entry('Raigad', 'name', 'Karjat (Mumbai region code: the Raigad Karjat)'),
  '03148': entry('Mumbai Suburban', 'location', 'Shah & Anchor Kutchhi, Chembur'),
  '03189': entry('Thane', 'location', 'CBD Belapur, Navi Mumbai (Navi Mumbai Municipal Corporation, Thane district)'),
  '03192': entry('Thane', 'location', 'Ghansoli, Navi Mumbai (Thane district)'),
  '03198': entry('Raigad', 'name', 'Karjat (Mumbai region code: the Raigad Karjat)'),
  '03208': entry('Mumbai Suburban', 'location', 'Don Bosco, Kurla (West)'),
  '03209': entry('Mumbai City', 'location', 'K J Somaiya Ayurvihar campus, Sion'),
  '03220': entry('Raigad', 'location', 'Yadavrao Tasgaonkar campus, Karjat'),
  '03221': entry('Palghar', 'data', 'VIVA Institute of Technology, Virar / Shirgaon'),
  '03277': entry('Thane', 'name', 'Bhayander (E) (Mira-Bhayandar, Thane district)'),
  '03445': entry('Thane', 'location', 'Atma Malik Institute, Aghai, Shahapur (the trust is at Kokamthan, Ahilyanagar)'),
  '03470': entry('Sindhudurg', 'location', 'Yashwantrao Bhonsale Institute of Technology, Sawantwadi'),
  '03546': entry('Thane', 'location', 'Devi Mahalaxmi College, Titwala, Kalyan'),
  '03723': entry('Mumbai Suburban', 'third-party', 'Navjeevan College of Engineering, Bhandup (West) as the third-party table spells the name'),
  '03724': entry('Mumbai Suburban', 'third-party', 'Thakur Shree DPS College of Engineering & Management'),
  '03726': entry('Mumbai Suburban', 'third-party', 'Imperial College of Engineering'),
  '04190': entry('Chandrapur', 'data', 'Shri Sai College of Engineering & Technology, Bhadrawati'),
  '05239': entry('Nandurbar', 'location', 'Jamia Institute, Akkalkuwa'),
  '05256': entry('Nashik', 'data', 'Matoshri Aasarabai Institute of Technology, Nashik'),
  '05395': entry('Ahilyanagar', 'location', 'Ashok Institute, Ashoknagar, Shrirampur (the DTE institute list prints "Shrirampur"; the third-party table says Nashik, the region)'),
  '05411': entry('Nashik', 'name', 'Malegaon (Nashik region code: the Nashik Malegaon)'),
  '05597': entry('Ahilyanagar', 'location', 'Vamanrao Ithape institutions, Sangamner (the third-party table says Nashik, the region)'),
  '06006': entry('Pune', 'location', 'COEP Technological University, Shivajinagar (code 16006 from 2024)'),
  '06183': entry('Pune', 'name', 'Koregaon Bhima, Shirur taluka'),
  '06217': entry('Kolhapur', 'location', 'Ashokrao Mane Group, Vathar Tarf Vadgaon, Hatkanangale'),
  '06274': entry('Pune', 'data', 'PVG\'s College of Engineering, Pune'),
  '06315': entry('Kolhapur', 'data', 'Sanjeevan Engineering and Technology Institute, Panhala'),
  '06318': entry('Satara', 'location', 'Abhinav Education Society, Wadwadi, Khandala taluka (not in the third-party table)'),
  '06324': entry('Pune', 'data', 'Rajgad Dnyanpeeth, Bhor'),
  '06326': entry('Solapur', 'location', 'Karmayogi Institute of Technology, Shelve, Pandharpur'),
  '06444': entry('Solapur', 'name', 'Paniv, Malshiras taluka'),
  '06632': entry('Pune', 'location', 'Navsahyadri, Naigaon (Nasrapur), Bhor taluka'),
  '06635': entry('Pune', 'data', 'Samarth Group, Belhe, Junnar'),
  '06732': entry('Pune', 'data', 'Ajeenkya DY Patil School of Engineering, Lohegaon'),
  '06811': entry('Kolhapur', 'location', 'Sanjay Ghodawat Institute, Atigre, Hatkanangale'),
  '16006': entry('Pune', 'location', 'COEP Technological University, Shivajinagar'),
  '16121': entry('Kolhapur', 'name', 'Pal, Bhudargad taluka'),
  '16354': entry('Pune', 'third-party', 'Dnyanvilas College of Engineering, Pimpri-Chinchwad as another third-party list spells the name'),
  '16355': entry('Pune', 'third-party', 'Audyogik Shikshan Mandal\'s Nextgen Technical Campus'),
  '16357': entry('Pune', 'third-party', 'MES Mukunddas Lohia College of Engineering (MES, Pune)'),
};

/** The table's district for a (normalised) college code, or undefined. */
export const tableDistrict = (collegeCode: string): string | undefined =>
  Object.prototype.hasOwnProperty.call(COLLEGE_DISTRICTS, collegeCode) ? COLLEGE_DISTRICTS[collegeCode].district : undefined;
