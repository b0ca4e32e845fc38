import { homeUniversityEligibility, homeUniversityOfDistrict, MHTCET_HOME_UNIVERSITIES, seatSection } from './homeUniversity';

const PUNE = 'Savitribai Phule Pune University';
const MUMBAI = 'University of Mumbai';

describe('MHT-CET home university', () => {
  it('reads the section from the quota label, or from the seat type when the label is empty', () => {
    expect(seatSection('Home University Seats Allotted to Home University Candidates', 'GOPENH')).toBe('home');
    expect(seatSection('Other Than Home University Seats Allotted to Home University Candidates', 'GOPENO')).toBe('home');
    expect(seatSection('Home University Seats Allotted to Other Than Home University Candidates', 'GOPENH')).toBe('other');
    expect(seatSection('Other Than Home University Seats Allotted to Other Than Home University Candidates', 'GOPENO')).toBe('other');
    expect(seatSection('State Level', 'GOPENS')).toBe('state');
    expect(seatSection('', 'LOBCH')).toBe('home');
    expect(seatSection('', 'GSCO')).toBe('other');
    expect(seatSection('', 'TFWS')).toBe('state');
    expect(seatSection('AI to AI | JEE(Main)', 'AI')).toBe('none');
    expect(seatSection('Minority Seats Allotted to Maharashtra State Candidature Candidates', 'MI')).toBe('none');
  });

  it('maps each district to its university', () => {
    expect(homeUniversityOfDistrict('Ahilyanagar')).toBe(PUNE);
    expect(homeUniversityOfDistrict('Thane')).toBe(MUMBAI);
    expect(homeUniversityOfDistrict('Atlantis')).toBeNull();
    expect(MHTCET_HOME_UNIVERSITIES).toHaveLength(10);
  });

  it('HU seats for the own university, OHU seats for the others, State Level for all', () => {
    expect(homeUniversityEligibility(PUNE, PUNE, 'home').eligible).toBe(true);
    expect(homeUniversityEligibility(MUMBAI, PUNE, 'home')).toEqual({ eligible: false, note: `Home University seats of this college are for ${PUNE} candidates.` });
    expect(homeUniversityEligibility(MUMBAI, PUNE, 'other').eligible).toBe(true);
    expect(homeUniversityEligibility(PUNE, PUNE, 'other').eligible).toBe(false);
    expect(homeUniversityEligibility(PUNE, MUMBAI, 'state').eligible).toBe(true);
    expect(homeUniversityEligibility(PUNE, PUNE, 'none').eligible).toBe(false);
    expect(homeUniversityEligibility(PUNE, null, 'home').eligible).toBe(false);
  });
});
