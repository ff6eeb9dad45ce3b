/**
 * The simulated roster. Every name here is FICTIONAL: invented trades must never be attributed to real
 * members of Congress. States and districts are real places so filters behave like production data.
 */

export type Party = 'D' | 'R' | 'I';
export type Chamber = 'House' | 'Senate';

export interface PoliticianProfile {
  id: string;
  name: string;
  party: Party;
  chamber: Chamber;
  state: string;
  /** House district number as printed ('7'), 'AL' for at-large seats; null for senators. */
  district: string | null;
}

// name|party|state|district (district empty for senators)
const SENATE = `
Harriet Vandermeer|D|MN
Colton Ashgrove|R|WY
Marisol Etchegaray|D|NM
Bartholomew Keane|R|KY
Winifred Oakhurst|R|NE
Desmond Achterberg|D|WI
Priya Ramaswaran|D|NJ
Thaddeus Brightwater|R|MT
Lorraine Castellano-Reyes|D|NV
Everett Holloway|R|TN
Juniper Wexley|I|ME
Rutherford Calloway|R|AL
Imogen Pritchard-Lowe|D|CO
Augustin Delacroix|R|LA
Sybil Marchetti|D|RI
Grady Whitlock|R|OK
Celestine Abernathy|D|GA
Hollis Vantongeren|R|ID
Odessa Kingsley-Park|D|WA
Fitzgerald Ormsby|R|TX`;

const HOUSE = `
Beatrix Lindqvist|D|CA|14
Cassius Pembrook|R|FL|19
Rosalind Achebe-Harmon|D|NY|11
Dashiell Morrow|R|TX|27
Esperanza Villasenor|D|AZ|7
Fenwick Tolliver|R|OH|9
Genevieve Harcastle|D|MA|5
Horatio Blackwood|R|SC|2
Ingrid Solberg-Mack|D|MN|3
Jasper Quillfeather|R|IN|6
Kalinda Moreau|D|IL|8
Lysander Craddock|R|GA|11
Magnolia Featherstone|R|MS|3
Nikolai Varga|D|PA|6
Octavia Rains|D|MD|4
Percival Dunmore|R|VA|1
Quincy Harrowgate|R|NC|10
Rosamund Tate-Ellery|D|OR|3
Silas Wetherby|R|MO|7
Tamsin Okonkwo|D|TX|18
Ulysses Brandvold|R|WI|8
Valentina Szabo|D|NJ|9
Wendell Pikeman|R|KS|1
Xiomara Delgado-Finch|D|FL|24
Yardley Cobbett|R|NC|13
Zenobia Marsh-Whitaker|D|MI|12
Ambrose Kettering|R|WV|2
Bettina Larkspur|D|CA|37
Cornelius Fairweather|R|AL|1
Delphine Oyelaran|D|GA|5
Emmett Rourke-Vance|R|PA|9
Florentina Galvez|D|NV|1
Gideon Strand|I|UT|3
Hyacinth Bellweather|D|NY|16
Ignatius Vale|R|AZ|5
Josephine Marlowe-Cruz|D|WA|9
Leopold Ashcombe|R|TN|5
Mirabel Quintero-Hale|D|CO|1
Barnaby Tillingham|R|AK|AL
Corinna Wyeth-Adler|D|DE|AL`;

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function parse(block: string, chamber: Chamber): PoliticianProfile[] {
  return block
    .trim()
    .split('\n')
    .map((line) => {
      const [name = '', party = '', state = '', district] = line.split('|');
      return { id: slug(name), name, party: party as Party, chamber, state, district: district ?? null };
    });
}

export const POLITICIANS: readonly PoliticianProfile[] = [...parse(SENATE, 'Senate'), ...parse(HOUSE, 'House')];
