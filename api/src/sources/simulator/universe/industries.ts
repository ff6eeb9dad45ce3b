/**
 * GICS sectors and industries of the universe, with the sentence used to describe a company of the
 * industry and the industry's price-model parameters (beta to the market, beta to its sector factor,
 * idiosyncratic volatility, expected annual drift, earnings-style jumps per year).
 */

// The sector names are part of the market endpoints' contract (flow rows carry them, the flow filter and
// saved alert filters accept them), shared with the clients.
import { ETF_SECTOR, INDEX_SECTOR, SECTORS, type GicsSector } from '@flowdeck/endpoints/market';

export { ETF_SECTOR, INDEX_SECTOR, SECTORS, type GicsSector };

export interface IndustryInfo {
  sector: string;
  name: string;
  /** Completes "<Company> …" in a one-sentence description. */
  blurb: string;
  beta: number;
  sectorBeta: number;
  idioVol: number;
  drift: number;
  /** Random jumps a year of an ETF or index; a stock jumps on its reports and on news instead (price-model.ts). */
  jumpsPerYear: number;
}

type IndustryKey = keyof typeof INDUSTRY_TABLE;

const I = (
  sector: string,
  name: string,
  blurb: string,
  beta: number,
  idioVol: number,
  drift: number,
  jumpsPerYear = 0,
  sectorBeta = 1,
): IndustryInfo => ({ sector, name, blurb, beta, sectorBeta, idioVol, drift, jumpsPerYear });

const IT = 'Information Technology';
const HC = 'Health Care';
const FIN = 'Financials';
const CD = 'Consumer Discretionary';
const COM = 'Communication Services';
const IND = 'Industrials';
const CS = 'Consumer Staples';
const EN = 'Energy';
const UT = 'Utilities';
const RE = 'Real Estate';
const MAT = 'Materials';

const INDUSTRY_TABLE = {
  semis: I(
    IT,
    'Semiconductors & Semiconductor Equipment',
    'designs and manufactures semiconductors, or the equipment and software used to make them',
    1.45,
    0.34,
    0.14,
  ),
  software: I(
    IT,
    'Software',
    'develops software and cloud platforms sold to businesses, governments and consumers',
    1.25,
    0.3,
    0.12,
  ),
  itserv: I(
    IT,
    'IT Services',
    'provides information technology consulting, outsourcing, hosting and digital transformation services',
    1.0,
    0.22,
    0.07,
  ),
  hardware: I(
    IT,
    'Technology Hardware, Storage & Peripherals',
    'designs and sells computers, devices, data storage systems and peripherals',
    1.15,
    0.27,
    0.1,
  ),
  commeq: I(
    IT,
    'Communications Equipment',
    'makes networking, communications and public-safety equipment and the software that runs it',
    1.05,
    0.24,
    0.09,
  ),
  electronic: I(
    IT,
    'Electronic Equipment, Instruments & Components',
    'manufactures electronic components, connectors, test instruments and contract electronics',
    1.1,
    0.24,
    0.09,
  ),

  pharma: I(
    HC,
    'Pharmaceuticals',
    'discovers, develops and markets prescription medicines and vaccines',
    0.65,
    0.2,
    0.06,
  ),
  biotech: I(
    HC,
    'Biotechnology',
    'develops biologic and small-molecule therapies for serious and rare diseases',
    0.85,
    0.3,
    0.06,
  ),
  hcequip: I(
    HC,
    'Health Care Equipment & Supplies',
    'develops and sells medical devices, diagnostics and clinical supplies',
    0.9,
    0.23,
    0.07,
  ),
  hcprov: I(
    HC,
    'Health Care Providers & Services',
    'provides health insurance, care delivery, pharmacy or drug distribution services',
    0.7,
    0.23,
    0.06,
  ),
  lifesci: I(
    HC,
    'Life Sciences Tools & Services',
    'supplies instruments, consumables and research services to laboratories and drug developers',
    1.0,
    0.24,
    0.06,
  ),

  banks: I(FIN, 'Banks', 'provides consumer and commercial banking, lending and treasury services', 1.1, 0.18, 0.08),
  capmkts: I(
    FIN,
    'Capital Markets',
    'operates in investment banking, asset management, brokerage, exchanges or financial data',
    1.15,
    0.2,
    0.09,
  ),
  finserv: I(
    FIN,
    'Financial Services',
    'provides payment networks, transaction processing and diversified financial services',
    0.95,
    0.2,
    0.08,
  ),
  insurance: I(
    FIN,
    'Insurance',
    'underwrites property, casualty, life or specialty insurance and brokers risk',
    0.75,
    0.17,
    0.07,
  ),
  consfin: I(
    FIN,
    'Consumer Finance',
    'offers credit cards, consumer loans and related financial products',
    1.25,
    0.22,
    0.08,
  ),

  broadline: I(
    CD,
    'Broadline Retail',
    'sells a broad assortment of goods through online marketplaces and stores',
    1.2,
    0.26,
    0.1,
  ),
  specret: I(
    CD,
    'Specialty Retail',
    'operates specialty retail stores and e-commerce in its merchandise category',
    1.05,
    0.24,
    0.07,
  ),
  autos: I(CD, 'Automobiles', 'designs, manufactures and sells cars, trucks and electric vehicles', 1.4, 0.38, 0.06),
  autocomp: I(
    CD,
    'Automobile Components',
    'supplies components, electronics and software to automakers',
    1.3,
    0.28,
    0.05,
  ),
  hotels: I(
    CD,
    'Hotels, Restaurants & Leisure',
    'operates restaurants, hotels, cruise lines, casinos or travel platforms',
    1.15,
    0.25,
    0.08,
  ),
  textiles: I(
    CD,
    'Textiles, Apparel & Luxury Goods',
    'designs and markets apparel, footwear and accessories',
    1.1,
    0.28,
    0.05,
  ),
  durables: I(CD, 'Household Durables', 'builds homes or makes durable consumer goods', 1.3, 0.26, 0.07),
  distributors: I(
    CD,
    'Distributors',
    'distributes replacement parts and consumer products to businesses and consumers',
    0.95,
    0.22,
    0.05,
  ),
  leisure: I(CD, 'Leisure Products', 'designs and markets toys, games and entertainment products', 1.0, 0.27, 0.05),

  interactive: I(
    COM,
    'Interactive Media & Services',
    'operates search, social media and online advertising platforms',
    1.15,
    0.25,
    0.11,
  ),
  entertainment: I(
    COM,
    'Entertainment',
    'produces and distributes films, series, live events and video games',
    1.05,
    0.27,
    0.08,
  ),
  media: I(COM, 'Media', 'operates broadcast, cable, publishing and advertising businesses', 0.95, 0.24, 0.04),
  telecom: I(
    COM,
    'Diversified Telecommunication Services',
    'provides wireless, broadband and network services',
    0.55,
    0.16,
    0.04,
  ),
  wireless: I(
    COM,
    'Wireless Telecommunication Services',
    'provides wireless voice, data and home internet services',
    0.6,
    0.18,
    0.07,
  ),

  aerospace: I(
    IND,
    'Aerospace & Defense',
    'builds aircraft, engines, defense systems and aerospace components',
    0.95,
    0.22,
    0.08,
  ),
  machinery: I(IND, 'Machinery', 'manufactures industrial machinery, engines, equipment and tools', 1.1, 0.21, 0.08),
  electrical: I(
    IND,
    'Electrical Equipment',
    'makes electrical power management, automation and generation equipment',
    1.2,
    0.25,
    0.1,
  ),
  conglomerates: I(
    IND,
    'Industrial Conglomerates',
    'runs diversified industrial businesses spanning automation, materials and technology',
    0.95,
    0.19,
    0.06,
  ),
  airlines: I(
    IND,
    'Passenger Airlines',
    'operates a passenger airline with a domestic and international route network',
    1.3,
    0.3,
    0.05,
  ),
  ground: I(
    IND,
    'Ground Transportation',
    'operates railroads, trucking networks or ride-hailing and delivery platforms',
    1.0,
    0.2,
    0.07,
  ),
  freight: I(
    IND,
    'Air Freight & Logistics',
    'provides parcel delivery, freight forwarding and logistics services',
    1.0,
    0.21,
    0.05,
  ),
  building: I(
    IND,
    'Building Products',
    'makes heating, cooling, security and building products for homes and commercial buildings',
    1.15,
    0.22,
    0.09,
  ),
  construction: I(
    IND,
    'Construction & Engineering',
    'provides specialty contracting and engineering for energy, utility and building infrastructure',
    1.2,
    0.26,
    0.1,
  ),
  commercial: I(
    IND,
    'Commercial Services & Supplies',
    'provides waste, uniform, facility and business services under long-term contracts',
    0.75,
    0.16,
    0.08,
  ),
  professional: I(
    IND,
    'Professional Services',
    'provides payroll, data, analytics, consulting and outsourcing services to businesses',
    0.9,
    0.19,
    0.07,
  ),
  tradingcos: I(
    IND,
    'Trading Companies & Distributors',
    'distributes and rents industrial equipment, supplies and maintenance products',
    1.1,
    0.21,
    0.08,
  ),

  bevs: I(CS, 'Beverages', 'produces and markets soft drinks, energy drinks, beer, wine or spirits', 0.6, 0.16, 0.05),
  food: I(
    CS,
    'Food Products',
    'manufactures and markets packaged foods, snacks and agricultural products',
    0.5,
    0.17,
    0.03,
  ),
  household: I(
    CS,
    'Household Products',
    'makes household cleaning, paper and personal hygiene products',
    0.5,
    0.14,
    0.05,
  ),
  personal: I(
    CS,
    'Personal Care Products',
    'makes skin care, cosmetics, fragrance and consumer health products',
    0.8,
    0.25,
    0.03,
  ),
  staplesretail: I(
    CS,
    'Consumer Staples Distribution & Retail',
    'operates grocery, warehouse club, discount or food distribution businesses',
    0.6,
    0.17,
    0.07,
  ),
  tobacco: I(CS, 'Tobacco', 'makes and sells cigarettes, heated tobacco and nicotine products', 0.55, 0.17, 0.06),

  oilgas: I(
    EN,
    'Oil, Gas & Consumable Fuels',
    'explores for, produces, transports or refines oil and natural gas',
    0.85,
    0.2,
    0.05,
  ),
  energyequip: I(
    EN,
    'Energy Equipment & Services',
    'provides drilling, completion and technology services to oil and gas producers',
    1.1,
    0.24,
    0.04,
  ),

  electric: I(
    UT,
    'Electric Utilities',
    'generates, transmits and distributes electricity to regulated customers',
    0.45,
    0.14,
    0.05,
  ),
  multi: I(UT, 'Multi-Utilities', 'delivers electricity and natural gas to regulated customers', 0.45, 0.13, 0.05),
  gas: I(
    UT,
    'Gas Utilities',
    'distributes natural gas to residential, commercial and industrial customers',
    0.45,
    0.14,
    0.05,
  ),
  water: I(UT, 'Water Utilities', 'provides regulated water and wastewater services', 0.5, 0.15, 0.05),
  ipp: I(
    UT,
    'Independent Power and Renewable Electricity Producers',
    'generates and sells power from nuclear, gas and renewable plants',
    1.1,
    0.33,
    0.1,
  ),

  reit_ind: I(RE, 'Industrial REITs', 'owns and leases logistics real estate', 0.95, 0.18, 0.05),
  reit_spec: I(
    RE,
    'Specialized REITs',
    'owns specialized real estate such as towers, data centers, storage or timberland',
    0.8,
    0.19,
    0.05,
  ),
  reit_hc: I(
    RE,
    'Health Care REITs',
    'owns senior housing, medical office and life science properties',
    0.8,
    0.18,
    0.06,
  ),
  reit_retail: I(RE, 'Retail REITs', 'owns shopping centers, malls and net-lease retail properties', 0.85, 0.17, 0.04),
  reit_res: I(
    RE,
    'Residential REITs',
    'owns and operates apartment communities and single-family rental homes',
    0.8,
    0.16,
    0.04,
  ),
  reit_office: I(RE, 'Office REITs', 'owns office and laboratory buildings in major markets', 1.0, 0.24, 0.02),
  reit_hotel: I(RE, 'Hotel & Resort REITs', 'owns upscale hotels and resorts', 1.1, 0.22, 0.03),
  re_mgmt: I(
    RE,
    'Real Estate Management & Development',
    'provides commercial real estate services, data and marketplaces',
    1.15,
    0.22,
    0.07,
  ),

  chemicals: I(
    MAT,
    'Chemicals',
    'produces industrial gases, specialty and commodity chemicals, coatings or fertilizers',
    0.95,
    0.2,
    0.05,
  ),
  metals: I(MAT, 'Metals & Mining', 'mines copper or gold, or produces steel', 1.15, 0.28, 0.05),
  containers: I(MAT, 'Containers & Packaging', 'makes paper, metal and plastic packaging', 0.85, 0.19, 0.04),
  constrmat: I(MAT, 'Construction Materials', 'produces aggregates, cement and construction materials', 1.0, 0.2, 0.08),

  etf_broad: I(
    ETF_SECTOR,
    'Broad Market ETF',
    'is an exchange-traded fund giving broad exposure to U.S. equities',
    1,
    0.02,
    0.08,
    0,
  ),
  etf_sector: I(
    ETF_SECTOR,
    'Sector ETF',
    'is an exchange-traded fund tracking one sector of the U.S. equity market',
    1,
    0.04,
    0.07,
    0,
  ),
  etf_thematic: I(
    ETF_SECTOR,
    'Thematic & Industry ETF',
    'is an exchange-traded fund concentrated in one industry or theme',
    1.3,
    0.15,
    0.08,
    0,
  ),
  etf_commodity: I(
    ETF_SECTOR,
    'Commodity ETF',
    'is an exchange-traded product holding a physical commodity or commodity futures',
    0.1,
    0.12,
    0.03,
    0,
  ),
  etf_bond: I(ETF_SECTOR, 'Fixed Income ETF', 'is an exchange-traded fund holding bonds', 0, 0.02, 0.03, 0),
  etf_intl: I(
    ETF_SECTOR,
    'International Equity ETF',
    'is an exchange-traded fund holding stocks listed outside the United States',
    0.8,
    0.12,
    0.05,
    0,
  ),
  etf_leveraged: I(
    ETF_SECTOR,
    'Leveraged & Inverse ETF',
    'is a leveraged exchange-traded fund that resets its exposure daily',
    3,
    0.09,
    0.1,
    0,
  ),
  index_equity: I(INDEX_SECTOR, 'Equity Index', 'is a stock market index with listed index options', 1, 0.01, 0.08, 0),
  index_vol: I(INDEX_SECTOR, 'Volatility Index', 'is a volatility index with listed options and futures', 0, 0.9, 0, 0),
} satisfies Record<string, IndustryInfo>;

export const INDUSTRIES: Record<IndustryKey, IndustryInfo> = INDUSTRY_TABLE;

export function isIndustryKey(key: string): key is IndustryKey {
  return Object.prototype.hasOwnProperty.call(INDUSTRIES, key);
}
