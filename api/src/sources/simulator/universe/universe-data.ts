/**
 * The listed-symbol universe: S&P 500-style large caps, popular option-heavy names, ETFs and Cboe index
 * products. Figures are rounded reference values (market cap / fund assets in $ billions, an indicative
 * share price) used to seed the simulator — not live data. CEO is left blank where it was uncertain.
 *
 * Row format:
 *   SYMBOL|Name|Exchange code|industry key|market cap $B|price|Headquarters|Founded|Employees|Website|CEO|Description?
 * Exchange codes: Q = NASDAQ, N = NYSE, A = NYSE Arca, C = CBOE.
 */

export const UNIVERSE_ROWS = `
AAPL|Apple Inc.|Q|hardware|3400|228|Cupertino, CA|1976|164000|apple.com|Tim Cook
MSFT|Microsoft Corporation|Q|software|3700|498|Redmond, WA|1975|228000|microsoft.com|Satya Nadella
NVDA|NVIDIA Corporation|Q|semis|4300|176|Santa Clara, CA|1993|36000|nvidia.com|Jensen Huang
AVGO|Broadcom Inc.|Q|semis|1400|297|Palo Alto, CA|1961|37000|broadcom.com|Hock Tan
ORCL|Oracle Corporation|N|software|700|250|Austin, TX|1977|162000|oracle.com|
CRM|Salesforce, Inc.|N|software|250|260|San Francisco, CA|1999|76000|salesforce.com|Marc Benioff
ADBE|Adobe Inc.|Q|software|160|380|San Jose, CA|1982|30000|adobe.com|Shantanu Narayen
AMD|Advanced Micro Devices, Inc.|Q|semis|260|160|Santa Clara, CA|1969|28000|amd.com|Lisa Su
CSCO|Cisco Systems, Inc.|Q|commeq|270|68|San Jose, CA|1984|90400|cisco.com|Chuck Robbins
ACN|Accenture plc|N|itserv|190|300|Dublin, Ireland|1989|774000|accenture.com|Julie Sweet
IBM|International Business Machines Corporation|N|itserv|240|260|Armonk, NY|1911|270000|ibm.com|Arvind Krishna
INTU|Intuit Inc.|Q|software|190|680|Mountain View, CA|1983|18800|intuit.com|Sasan Goodarzi
QCOM|QUALCOMM Incorporated|Q|semis|170|155|San Diego, CA|1985|49000|qualcomm.com|Cristiano Amon
TXN|Texas Instruments Incorporated|Q|semis|180|198|Dallas, TX|1930|34000|ti.com|Haviv Ilan
NOW|ServiceNow, Inc.|N|software|190|920|Santa Clara, CA|2004|26000|servicenow.com|Bill McDermott
AMAT|Applied Materials, Inc.|Q|semis|150|185|Santa Clara, CA|1967|35700|appliedmaterials.com|Gary Dickerson
MU|Micron Technology, Inc.|Q|semis|130|118|Boise, ID|1978|48000|micron.com|Sanjay Mehrotra
LRCX|Lam Research Corporation|Q|semis|125|98|Fremont, CA|1980|17400|lamresearch.com|Tim Archer
KLAC|KLA Corporation|Q|semis|115|870|Milpitas, CA|1975|15000|kla.com|Rick Wallace
ADI|Analog Devices, Inc.|Q|semis|115|232|Wilmington, MA|1965|24000|analog.com|Vincent Roche
PANW|Palo Alto Networks, Inc.|Q|software|125|188|Santa Clara, CA|2005|15000|paloaltonetworks.com|Nikesh Arora
ANET|Arista Networks, Inc.|N|commeq|170|135|Santa Clara, CA|2004|4400|arista.com|Jayshree Ullal
INTC|Intel Corporation|Q|semis|105|24|Santa Clara, CA|1968|108900|intel.com|Lip-Bu Tan
SNPS|Synopsys, Inc.|Q|software|75|480|Sunnyvale, CA|1986|20000|synopsys.com|Sassine Ghazi
CDNS|Cadence Design Systems, Inc.|Q|software|95|345|San Jose, CA|1988|12700|cadence.com|Anirudh Devgan
CRWD|CrowdStrike Holdings, Inc.|Q|software|115|460|Austin, TX|2011|8500|crowdstrike.com|George Kurtz
APH|Amphenol Corporation|N|electronic|130|108|Wallingford, CT|1932|125000|amphenol.com|R. Adam Norwitt
MSI|Motorola Solutions, Inc.|N|commeq|78|465|Chicago, IL|1928|21000|motorolasolutions.com|Greg Brown
ADSK|Autodesk, Inc.|Q|software|65|305|San Francisco, CA|1982|15300|autodesk.com|Andrew Anagnost
ROP|Roper Technologies, Inc.|Q|software|58|540|Sarasota, FL|1981|16800|ropertech.com|L. Neil Hunn
FTNT|Fortinet, Inc.|Q|software|62|80|Sunnyvale, CA|2000|14100|fortinet.com|Ken Xie
NXPI|NXP Semiconductors N.V.|Q|semis|57|225|Eindhoven, Netherlands|2006|33100|nxp.com|Rafael Sotomayor
WDAY|Workday, Inc.|Q|software|62|232|Pleasanton, CA|2005|20400|workday.com|Carl Eschenbach
TEL|TE Connectivity plc|N|electronic|62|210|Galway, Ireland|2007|87000|te.com|Terrence Curtin
MCHP|Microchip Technology Incorporated|Q|semis|35|65|Chandler, AZ|1989|22300|microchip.com|Steve Sanghi
PLTR|Palantir Technologies Inc.|Q|software|420|178|Denver, CO|2003|3900|palantir.com|Alex Karp
DELL|Dell Technologies Inc.|N|hardware|90|130|Round Rock, TX|1984|108000|dell.com|Michael Dell
HPQ|HP Inc.|N|hardware|26|27|Palo Alto, CA|1939|58000|hp.com|Enrique Lores
HPE|Hewlett Packard Enterprise Company|N|hardware|30|22|Houston, TX|2015|61000|hpe.com|Antonio Neri
IT|Gartner, Inc.|N|itserv|25|330|Stamford, CT|1979|21000|gartner.com|Gene Hall
CTSH|Cognizant Technology Solutions Corporation|Q|itserv|35|72|Teaneck, NJ|1994|336000|cognizant.com|Ravi Kumar S
GLW|Corning Incorporated|N|electronic|70|82|Corning, NY|1851|56300|corning.com|Wendell Weeks
MPWR|Monolithic Power Systems, Inc.|Q|semis|42|880|Kirkland, WA|1997|4000|monolithicpower.com|Michael Hsing
ON|ON Semiconductor Corporation|Q|semis|21|52|Scottsdale, AZ|1999|26500|onsemi.com|Hassane El-Khoury
KEYS|Keysight Technologies, Inc.|N|electronic|29|168|Santa Rosa, CA|2014|15500|keysight.com|Satish Dhanasekaran
CDW|CDW Corporation|Q|electronic|21|160|Vernon Hills, IL|1984|15100|cdw.com|Christine Leahy
FICO|Fair Isaac Corporation|N|software|38|1550|Bozeman, MT|1956|3600|fico.com|Will Lansing
TYL|Tyler Technologies, Inc.|N|software|24|560|Plano, TX|1966|7400|tylertech.com|Lynn Moore
PTC|PTC Inc.|Q|software|24|200|Boston, MA|1985|7500|ptc.com|Neil Barua
TDY|Teledyne Technologies Incorporated|N|electronic|25|530|Thousand Oaks, CA|1960|14900|teledyne.com|
ZBRA|Zebra Technologies Corporation|Q|electronic|16|310|Lincolnshire, IL|1969|9900|zebra.com|Bill Burns
NTAP|NetApp, Inc.|Q|hardware|22|108|San Jose, CA|1992|11700|netapp.com|George Kurian
STX|Seagate Technology Holdings plc|Q|hardware|35|165|Dublin, Ireland|1979|30000|seagate.com|Dave Mosley
WDC|Western Digital Corporation|Q|hardware|28|80|San Jose, CA|1970|51000|westerndigital.com|Irving Tan
SMCI|Super Micro Computer, Inc.|Q|hardware|28|46|San Jose, CA|1993|5700|supermicro.com|Charles Liang
TER|Teradyne, Inc.|Q|semis|16|100|North Reading, MA|1960|6500|teradyne.com|Greg Smith
SWKS|Skyworks Solutions, Inc.|Q|semis|11|72|Irvine, CA|1962|10000|skyworksinc.com|Phil Brace
QRVO|Qorvo, Inc.|Q|semis|8|85|Greensboro, NC|2015|8700|qorvo.com|Bob Bruggeworth
AKAM|Akamai Technologies, Inc.|Q|itserv|11|76|Cambridge, MA|1998|10700|akamai.com|Tom Leighton
FFIV|F5, Inc.|Q|commeq|18|310|Seattle, WA|1996|6500|f5.com|Francois Locoh-Donou
GDDY|GoDaddy Inc.|N|itserv|22|155|Tempe, AZ|1997|6200|godaddy.com|Aman Bhutani
EPAM|EPAM Systems, Inc.|N|itserv|9|165|Newtown, PA|1993|52000|epam.com|Balazs Fejes
GEN|Gen Digital Inc.|Q|software|18|29|Tempe, AZ|1982|3400|gendigital.com|Vincent Pilette
TRMB|Trimble Inc.|Q|electronic|19|80|Westminster, CO|1978|12100|trimble.com|Rob Painter
JBL|Jabil Inc.|N|electronic|23|215|St. Petersburg, FL|1966|138000|jabil.com|Mike Dastoor
VRSN|VeriSign, Inc.|Q|itserv|26|280|Reston, VA|1995|900|verisign.com|D. James Bidzos
ENPH|Enphase Energy, Inc.|Q|semis|5|38|Fremont, CA|2006|2800|enphase.com|Badri Kothandaraman
FSLR|First Solar, Inc.|Q|semis|19|175|Tempe, AZ|1999|6700|firstsolar.com|Mark Widmar
APP|AppLovin Corporation|Q|software|200|590|Palo Alto, CA|2012|1700|applovin.com|Adam Foroughi
DDOG|Datadog, Inc.|Q|software|48|140|New York, NY|2010|6500|datadoghq.com|Olivier Pomel
TTD|The Trade Desk, Inc.|Q|software|25|52|Ventura, CA|2009|3500|thetradedesk.com|Jeff Green
MRVL|Marvell Technology, Inc.|Q|semis|60|70|Wilmington, DE|1995|6500|marvell.com|Matt Murphy
ARM|Arm Holdings plc|Q|semis|150|140|Cambridge, United Kingdom|1990|8300|arm.com|Rene Haas
TSM|Taiwan Semiconductor Manufacturing Company Limited|N|semis|1200|230|Hsinchu, Taiwan|1987|83800|tsmc.com|C. C. Wei
ASML|ASML Holding N.V.|Q|semis|300|760|Veldhoven, Netherlands|1984|44000|asml.com|Christophe Fouquet
SHOP|Shopify Inc.|Q|software|190|145|Ottawa, Canada|2004|8100|shopify.com|Tobi Lutke
SNOW|Snowflake Inc.|N|software|75|225|Bozeman, MT|2012|7800|snowflake.com|Sridhar Ramaswamy
NET|Cloudflare, Inc.|N|software|70|200|San Francisco, CA|2009|4300|cloudflare.com|Matthew Prince
MSTR|Strategy Inc|Q|software|90|330|Tysons Corner, VA|1989|1500|strategy.com|Phong Le
ZS|Zscaler, Inc.|Q|software|45|290|San Jose, CA|2007|7300|zscaler.com|Jay Chaudhry
MDB|MongoDB, Inc.|Q|software|25|320|New York, NY|2007|5500|mongodb.com|Chirantan Desai
TEAM|Atlassian Corporation|Q|software|45|170|Sydney, Australia|2002|13000|atlassian.com|Mike Cannon-Brookes
GOOGL|Alphabet Inc. Class A|Q|interactive|2300|190|Mountain View, CA|1998|183000|abc.xyz|Sundar Pichai
GOOG|Alphabet Inc. Class C|Q|interactive|2300|191|Mountain View, CA|1998|183000|abc.xyz|Sundar Pichai
META|Meta Platforms, Inc.|Q|interactive|1800|720|Menlo Park, CA|2004|76800|meta.com|Mark Zuckerberg
NFLX|Netflix, Inc.|Q|entertainment|520|1220|Los Gatos, CA|1997|14000|netflix.com|Ted Sarandos
TMUS|T-Mobile US, Inc.|Q|wireless|270|235|Bellevue, WA|1994|70000|t-mobile.com|
DIS|The Walt Disney Company|N|entertainment|210|118|Burbank, CA|1923|233000|thewaltdisneycompany.com|Bob Iger
CMCSA|Comcast Corporation|Q|media|130|35|Philadelphia, PA|1963|182000|corporate.comcast.com|Brian Roberts
VZ|Verizon Communications Inc.|N|telecom|180|43|New York, NY|1983|99600|verizon.com|
T|AT&T Inc.|N|telecom|200|28|Dallas, TX|1983|141000|att.com|John Stankey
CHTR|Charter Communications, Inc.|Q|media|50|380|Stamford, CT|1993|94500|corporate.charter.com|Chris Winfrey
EA|Electronic Arts Inc.|Q|entertainment|50|200|Redwood City, CA|1982|14500|ea.com|Andrew Wilson
TTWO|Take-Two Interactive Software, Inc.|Q|entertainment|43|240|New York, NY|1993|12400|take2games.com|Strauss Zelnick
WBD|Warner Bros. Discovery, Inc.|Q|entertainment|45|18|New York, NY|2022|35000|wbd.com|David Zaslav
OMC|Omnicom Group Inc.|N|media|15|77|New York, NY|1986|75000|omnicomgroup.com|John Wren
LYV|Live Nation Entertainment, Inc.|N|entertainment|35|150|Beverly Hills, CA|2005|16200|livenationentertainment.com|Michael Rapino
FOXA|Fox Corporation Class A|Q|media|24|56|New York, NY|2019|10400|foxcorporation.com|Lachlan Murdoch
FOX|Fox Corporation Class B|Q|media|24|51|New York, NY|2019|10400|foxcorporation.com|Lachlan Murdoch
NWSA|News Corp Class A|Q|media|17|29|New York, NY|2013|23900|newscorp.com|Robert Thomson
NWS|News Corp Class B|Q|media|17|33|New York, NY|2013|23900|newscorp.com|Robert Thomson
MTCH|Match Group, Inc.|Q|interactive|8|34|Dallas, TX|2009|2600|mtch.com|Spencer Rascoff
PSKY|Paramount Skydance Corporation|Q|media|17|16|New York, NY|2025|18600|paramount.com|David Ellison
TKO|TKO Group Holdings, Inc.|N|entertainment|35|190|New York, NY|2023|1400|tkogrp.com|
RBLX|Roblox Corporation|N|entertainment|80|115|San Mateo, CA|2004|2500|roblox.com|David Baszucki
SPOT|Spotify Technology S.A.|N|entertainment|140|680|Stockholm, Sweden|2006|7300|spotify.com|
RDDT|Reddit, Inc.|N|interactive|40|210|San Francisco, CA|2005|2200|redditinc.com|Steve Huffman
AMC|AMC Entertainment Holdings, Inc.|N|entertainment|1.3|3|Leawood, KS|1920|33000|amctheatres.com|Adam Aron
AMZN|Amazon.com, Inc.|Q|broadline|2300|220|Seattle, WA|1994|1556000|amazon.com|Andy Jassy
TSLA|Tesla, Inc.|Q|autos|1100|340|Austin, TX|2003|125000|tesla.com|Elon Musk
HD|The Home Depot, Inc.|N|specret|380|380|Atlanta, GA|1978|470000|homedepot.com|Ted Decker
MCD|McDonald's Corporation|N|hotels|215|300|Chicago, IL|1955|150000|mcdonalds.com|Chris Kempczinski
BKNG|Booking Holdings Inc.|Q|hotels|175|5400|Norwalk, CT|1997|24300|bookingholdings.com|Glenn Fogel
LOW|Lowe's Companies, Inc.|N|specret|135|240|Mooresville, NC|1921|300000|lowes.com|Marvin Ellison
TJX|The TJX Companies, Inc.|N|specret|145|130|Framingham, MA|1956|364000|tjx.com|Ernie Herrman
SBUX|Starbucks Corporation|Q|hotels|100|88|Seattle, WA|1971|361000|starbucks.com|Brian Niccol
NKE|NIKE, Inc.|N|textiles|105|71|Beaverton, OR|1964|77800|nike.com|Elliott Hill
ORLY|O'Reilly Automotive, Inc.|Q|specret|80|95|Springfield, MO|1957|93000|oreillyauto.com|Brad Beckham
AZO|AutoZone, Inc.|N|specret|65|3900|Memphis, TN|1979|125000|autozone.com|Phil Daniele
CMG|Chipotle Mexican Grill, Inc.|N|hotels|60|45|Newport Beach, CA|1993|130000|chipotle.com|Scott Boatwright
MAR|Marriott International, Inc.|Q|hotels|72|265|Bethesda, MD|1927|418000|marriott.com|Anthony Capuano
HLT|Hilton Worldwide Holdings Inc.|N|hotels|63|265|McLean, VA|1919|181000|hilton.com|Chris Nassetta
ABNB|Airbnb, Inc.|Q|hotels|80|130|San Francisco, CA|2008|7300|airbnb.com|Brian Chesky
GM|General Motors Company|N|autos|55|55|Detroit, MI|1908|162000|gm.com|Mary Barra
F|Ford Motor Company|N|autos|45|11.5|Dearborn, MI|1903|171000|ford.com|Jim Farley
RCL|Royal Caribbean Cruises Ltd.|N|hotels|85|310|Miami, FL|1968|106000|royalcaribbean.com|Jason Liberty
ROST|Ross Stores, Inc.|Q|specret|48|148|Dublin, CA|1982|107000|rossstores.com|Jim Conroy
YUM|Yum! Brands, Inc.|N|hotels|41|148|Louisville, KY|1997|35000|yum.com|David Gibbs
DHI|D.R. Horton, Inc.|N|durables|48|155|Arlington, TX|1978|14800|drhorton.com|Paul Romanowski
LEN|Lennar Corporation|N|durables|30|120|Miami, FL|1954|13300|lennar.com|Stuart Miller
PHM|PulteGroup, Inc.|N|durables|24|118|Atlanta, GA|1950|7000|pultegroup.com|Ryan Marshall
NVR|NVR, Inc.|N|durables|22|7600|Reston, VA|1980|7000|nvrinc.com|Eugene Bredow
DRI|Darden Restaurants, Inc.|N|hotels|24|205|Orlando, FL|1938|191000|darden.com|Rick Cardenas
LULU|lululemon athletica inc.|Q|textiles|22|190|Vancouver, Canada|1998|39000|lululemon.com|Calvin McDonald
EBAY|eBay Inc.|Q|broadline|40|85|San Jose, CA|1995|11500|ebayinc.com|Jamie Iannone
GRMN|Garmin Ltd.|N|durables|42|220|Schaffhausen, Switzerland|1989|21800|garmin.com|Cliff Pemble
TSCO|Tractor Supply Company|Q|specret|30|56|Brentwood, TN|1938|50000|tractorsupply.com|Hal Lawton
CCL|Carnival Corporation & plc|N|hotels|38|28|Miami, FL|1972|107000|carnivalcorp.com|Josh Weinstein
EXPE|Expedia Group, Inc.|Q|hotels|25|200|Seattle, WA|1996|16500|expediagroup.com|Ariane Gorin
LVS|Las Vegas Sands Corp.|N|hotels|38|52|Las Vegas, NV|1988|40000|sands.com|Robert Goldstein
WYNN|Wynn Resorts, Limited|Q|hotels|12|115|Las Vegas, NV|2002|28000|wynnresorts.com|Craig Billings
MGM|MGM Resorts International|N|hotels|10|36|Las Vegas, NV|1986|63000|mgmresorts.com|Bill Hornbuckle
NCLH|Norwegian Cruise Line Holdings Ltd.|N|hotels|11|24|Miami, FL|1966|41000|nclhltd.com|Harry Sommer
ULTA|Ulta Beauty, Inc.|Q|specret|23|520|Bolingbrook, IL|1990|57000|ulta.com|Kecia Steelman
BBY|Best Buy Co., Inc.|N|specret|16|75|Richfield, MN|1966|85000|bestbuy.com|Corie Barry
DECK|Deckers Outdoor Corporation|N|textiles|16|105|Goleta, CA|1973|5500|deckers.com|Stefano Caroti
GPC|Genuine Parts Company|N|distributors|18|130|Atlanta, GA|1928|63000|genpt.com|Will Stengel
LKQ|LKQ Corporation|Q|distributors|9|34|Antioch, TN|1998|47000|lkqcorp.com|Justin Jude
POOL|Pool Corporation|Q|distributors|12|310|Covington, LA|1993|6000|poolcorp.com|Peter Arvan
TPR|Tapestry, Inc.|N|textiles|22|105|New York, NY|1941|18100|tapestry.com|Joanne Crevoiserat
RL|Ralph Lauren Corporation|N|textiles|19|310|New York, NY|1967|23400|ralphlauren.com|Patrice Louvet
HAS|Hasbro, Inc.|Q|leisure|11|78|Pawtucket, RI|1923|5000|hasbro.com|Chris Cocks
DPZ|Domino's Pizza, Inc.|Q|hotels|15|440|Ann Arbor, MI|1960|6500|dominos.com|Russell Weiner
APTV|Aptiv PLC|N|autocomp|17|78|Schaffhausen, Switzerland|2017|141000|aptiv.com|Kevin Clark
KMX|CarMax, Inc.|N|specret|7|45|Richmond, VA|1993|30000|carmax.com|
MHK|Mohawk Industries, Inc.|N|durables|8|125|Calhoun, GA|1878|41900|mohawkind.com|Jeff Lorberbaum
DASH|DoorDash, Inc.|Q|hotels|105|245|San Francisco, CA|2013|23700|doordash.com|Tony Xu
CZR|Caesars Entertainment, Inc.|Q|hotels|6|27|Reno, NV|1973|50000|caesars.com|Tom Reeg
WSM|Williams-Sonoma, Inc.|N|specret|24|195|San Francisco, CA|1956|19300|williams-sonoma.com|Laura Alber
RIVN|Rivian Automotive, Inc.|Q|autos|15|13|Irvine, CA|2009|14800|rivian.com|RJ Scaringe
LCID|Lucid Group, Inc.|Q|autos|7|22|Newark, CA|2007|6800|lucidmotors.com|
BABA|Alibaba Group Holding Limited|N|broadline|330|140|Hangzhou, China|1999|124000|alibabagroup.com|Eddie Wu
NIO|NIO Inc.|N|autos|14|6.5|Shanghai, China|2014|45000|nio.com|William Li
GME|GameStop Corp.|N|specret|10|23|Grapevine, TX|1996|6000|gamestop.com|Ryan Cohen
CVNA|Carvana Co.|N|specret|75|350|Tempe, AZ|2012|17400|carvana.com|Ernie Garcia
WMT|Walmart Inc.|Q|staplesretail|800|100|Bentonville, AR|1962|2100000|walmart.com|
COST|Costco Wholesale Corporation|Q|staplesretail|420|950|Issaquah, WA|1983|333000|costco.com|Ron Vachris
PG|The Procter & Gamble Company|N|household|370|155|Cincinnati, OH|1837|108000|pg.com|
KO|The Coca-Cola Company|N|bevs|300|69|Atlanta, GA|1892|69700|coca-colacompany.com|James Quincey
PEP|PepsiCo, Inc.|Q|bevs|200|145|Purchase, NY|1965|319000|pepsico.com|Ramon Laguarta
PM|Philip Morris International Inc.|N|tobacco|250|160|Stamford, CT|2008|83100|pmi.com|Jacek Olczak
MO|Altria Group, Inc.|N|tobacco|100|60|Richmond, VA|1985|6200|altria.com|Billy Gifford
MDLZ|Mondelez International, Inc.|Q|food|80|62|Chicago, IL|2012|91000|mondelezinternational.com|Dirk Van de Put
CL|Colgate-Palmolive Company|N|household|65|80|New York, NY|1806|34000|colgatepalmolive.com|Noel Wallace
TGT|Target Corporation|N|staplesretail|42|92|Minneapolis, MN|1902|440000|target.com|Michael Fiddelke
KMB|Kimberly-Clark Corporation|Q|household|40|120|Irving, TX|1872|38000|kimberly-clark.com|Mike Hsu
KDP|Keurig Dr Pepper Inc.|Q|bevs|38|28|Frisco, TX|2018|29400|keurigdrpepper.com|Tim Cofer
MNST|Monster Beverage Corporation|Q|bevs|65|66|Corona, CA|1935|6000|monsterbevcorp.com|Hilton Schlosberg
KR|The Kroger Co.|N|staplesretail|44|66|Cincinnati, OH|1883|409000|thekrogerco.com|
SYY|Sysco Corporation|N|staplesretail|38|78|Houston, TX|1969|75000|sysco.com|Kevin Hourican
GIS|General Mills, Inc.|N|food|27|50|Minneapolis, MN|1866|33000|generalmills.com|Jeff Harmening
KHC|The Kraft Heinz Company|Q|food|31|26|Pittsburgh, PA|2015|36000|kraftheinzcompany.com|Carlos Abrams-Rivera
HSY|The Hershey Company|N|food|37|182|Hershey, PA|1894|18500|thehersheycompany.com|Kirk Tanner
ADM|Archer-Daniels-Midland Company|N|food|29|60|Chicago, IL|1902|44000|adm.com|Juan Luciano
STZ|Constellation Brands, Inc.|N|bevs|24|135|Rochester, NY|1945|10000|cbrands.com|Bill Newlands
DG|Dollar General Corporation|N|staplesretail|24|110|Goodlettsville, TN|1939|195000|dollargeneral.com|Todd Vasos
DLTR|Dollar Tree, Inc.|Q|staplesretail|21|100|Chesapeake, VA|1986|150000|dollartree.com|Mike Creedon
CHD|Church & Dwight Co., Inc.|N|household|22|90|Ewing, NJ|1846|5500|churchdwight.com|Rick Dierker
CLX|The Clorox Company|N|household|15|120|Oakland, CA|1913|7600|thecloroxcompany.com|Linda Rendle
EL|The Estee Lauder Companies Inc.|N|personal|32|88|New York, NY|1946|57000|elcompanies.com|Stephane de La Faverie
KVUE|Kenvue Inc.|N|personal|35|18|Summit, NJ|2023|22000|kenvue.com|
CAG|Conagra Brands, Inc.|N|food|9|19|Chicago, IL|1919|18300|conagrabrands.com|Sean Connolly
CPB|The Campbell's Company|Q|food|9|31|Camden, NJ|1869|14400|thecampbellscompany.com|Mick Beekhuizen
SJM|The J. M. Smucker Company|N|food|11|105|Orrville, OH|1897|9000|jmsmucker.com|Mark Smucker
HRL|Hormel Foods Corporation|N|food|13|24|Austin, MN|1891|20000|hormelfoods.com|
MKC|McCormick & Company, Incorporated|N|food|18|68|Hunt Valley, MD|1889|14100|mccormickcorporation.com|Brendan Foley
TSN|Tyson Foods, Inc.|N|food|19|54|Springdale, AR|1935|138000|tysonfoods.com|Donnie King
BG|Bunge Global SA|N|food|18|90|Chesterfield, MO|1818|23000|bunge.com|Greg Heckman
TAP|Molson Coors Beverage Company|N|bevs|9|46|Golden, CO|1873|16800|molsoncoors.com|Rahul Goyal
BF.B|Brown-Forman Corporation Class B|N|bevs|13|28|Louisville, KY|1870|5000|brown-forman.com|Lawson Whiting
LW|Lamb Weston Holdings, Inc.|N|food|7|55|Eagle, ID|1950|10200|lambweston.com|Mike Smith
LLY|Eli Lilly and Company|N|pharma|900|1000|Indianapolis, IN|1876|47000|lilly.com|David Ricks
JNJ|Johnson & Johnson|N|pharma|470|195|New Brunswick, NJ|1886|138000|jnj.com|Joaquin Duato
UNH|UnitedHealth Group Incorporated|N|hcprov|300|330|Minnetonka, MN|1977|400000|unitedhealthgroup.com|Stephen Hemsley
ABBV|AbbVie Inc.|N|biotech|400|225|North Chicago, IL|2013|55000|abbvie.com|Rob Michael
MRK|Merck & Co., Inc.|N|pharma|250|100|Rahway, NJ|1891|74000|merck.com|Robert Davis
ABT|Abbott Laboratories|N|hcequip|225|130|Abbott Park, IL|1888|114000|abbott.com|Robert Ford
TMO|Thermo Fisher Scientific Inc.|N|lifesci|210|560|Waltham, MA|1956|125000|thermofisher.com|Marc Casper
ISRG|Intuitive Surgical, Inc.|Q|hcequip|200|560|Sunnyvale, CA|1995|15600|intuitive.com|Dave Rosa
AMGN|Amgen Inc.|Q|biotech|170|310|Thousand Oaks, CA|1980|28000|amgen.com|Robert Bradway
DHR|Danaher Corporation|N|lifesci|150|210|Washington, DC|1969|63000|danaher.com|Rainer Blair
PFE|Pfizer Inc.|N|pharma|145|25|New York, NY|1849|81000|pfizer.com|Albert Bourla
BSX|Boston Scientific Corporation|N|hcequip|150|100|Marlborough, MA|1979|53000|bostonscientific.com|Mike Mahoney
GILD|Gilead Sciences, Inc.|Q|biotech|150|120|Foster City, CA|1987|17600|gilead.com|Daniel O'Day
SYK|Stryker Corporation|N|hcequip|145|380|Portage, MI|1941|53000|stryker.com|Kevin Lobo
VRTX|Vertex Pharmaceuticals Incorporated|Q|biotech|110|430|Boston, MA|1989|6100|vrtx.com|Reshma Kewalramani
MDT|Medtronic plc|N|hcequip|125|97|Galway, Ireland|1949|95000|medtronic.com|Geoff Martha
BMY|Bristol-Myers Squibb Company|N|pharma|95|47|Princeton, NJ|1887|34100|bms.com|Christopher Boerner
ELV|Elevance Health, Inc.|N|hcprov|75|335|Indianapolis, IN|1944|104000|elevancehealth.com|Gail Boudreaux
CI|The Cigna Group|N|hcprov|80|300|Bloomfield, CT|1982|73000|thecignagroup.com|David Cordani
CVS|CVS Health Corporation|N|hcprov|95|75|Woonsocket, RI|1963|300000|cvshealth.com|David Joyner
MCK|McKesson Corporation|N|hcprov|95|760|Irving, TX|1833|45000|mckesson.com|Brian Tyler
REGN|Regeneron Pharmaceuticals, Inc.|Q|biotech|65|580|Tarrytown, NY|1988|15100|regeneron.com|Leonard Schleifer
ZTS|Zoetis Inc.|N|pharma|65|150|Parsippany, NJ|1952|13800|zoetis.com|Kristin Peck
HCA|HCA Healthcare, Inc.|N|hcprov|100|420|Nashville, TN|1968|316000|hcahealthcare.com|Sam Hazen
BDX|Becton, Dickinson and Company|N|hcequip|55|190|Franklin Lakes, NJ|1897|74000|bd.com|Tom Polen
COR|Cencora, Inc.|N|hcprov|58|300|Conshohocken, PA|1985|46000|cencora.com|Robert Mauch
EW|Edwards Lifesciences Corporation|N|hcequip|47|80|Irvine, CA|1958|16000|edwards.com|Bernard Zovighian
IDXX|IDEXX Laboratories, Inc.|Q|hcequip|52|650|Westbrook, ME|1983|11000|idexx.com|Jay Mazelsky
A|Agilent Technologies, Inc.|N|lifesci|38|135|Santa Clara, CA|1999|17900|agilent.com|Padraig McDonnell
GEHC|GE HealthCare Technologies Inc.|Q|hcequip|35|76|Chicago, IL|2023|53000|gehealthcare.com|Peter Arduini
IQV|IQVIA Holdings Inc.|N|lifesci|35|200|Durham, NC|2016|88000|iqvia.com|Ari Bousbib
HUM|Humana Inc.|N|hcprov|32|265|Louisville, KY|1961|65000|humana.com|Jim Rechtin
RMD|ResMed Inc.|N|hcequip|40|275|San Diego, CA|1989|10100|resmed.com|Mick Farrell
CNC|Centene Corporation|N|hcprov|17|35|St. Louis, MO|1984|60500|centene.com|Sarah London
CAH|Cardinal Health, Inc.|N|hcprov|45|190|Dublin, OH|1971|48000|cardinalhealth.com|Jason Hollar
DXCM|DexCom, Inc.|Q|hcequip|28|70|San Diego, CA|1999|10300|dexcom.com|Jake Leach
MTD|Mettler-Toledo International Inc.|N|lifesci|27|1320|Columbus, OH|1945|17300|mt.com|Patrick Kaltenbach
WAT|Waters Corporation|N|lifesci|22|370|Milford, MA|1958|7600|waters.com|Udit Batra
STE|STERIS plc|N|hcequip|24|245|Dublin, Ireland|1985|18000|steris.com|Dan Carestio
BIIB|Biogen Inc.|Q|biotech|22|150|Cambridge, MA|1978|7600|biogen.com|Christopher Viehbacher
ZBH|Zimmer Biomet Holdings, Inc.|N|hcequip|19|95|Warsaw, IN|1927|18000|zimmerbiomet.com|Ivan Tornos
MRNA|Moderna, Inc.|Q|biotech|10|26|Cambridge, MA|2010|5800|modernatx.com|Stephane Bancel
LH|Labcorp Holdings Inc.|N|hcprov|22|265|Burlington, NC|1978|70000|labcorp.com|Adam Schechter
DGX|Quest Diagnostics Incorporated|N|hcprov|20|180|Secaucus, NJ|1967|55000|questdiagnostics.com|Jim Davis
PODD|Insulet Corporation|Q|hcequip|22|320|Acton, MA|2000|3900|insulet.com|Ashley McEvoy
HOLX|Hologic, Inc.|Q|hcequip|15|68|Marlborough, MA|1985|6900|hologic.com|Stephen MacMillan
COO|The Cooper Companies, Inc.|Q|hcequip|14|70|San Ramon, CA|1958|16000|coopercos.com|Al White
BAX|Baxter International Inc.|N|hcequip|12|23|Deerfield, IL|1931|38000|baxter.com|Andrew Hider
WST|West Pharmaceutical Services, Inc.|N|lifesci|18|250|Exton, PA|1923|10000|westpharma.com|Eric Green
MOH|Molina Healthcare, Inc.|N|hcprov|10|180|Long Beach, CA|1980|18000|molinahealthcare.com|Joseph Zubretsky
ALGN|Align Technology, Inc.|Q|hcequip|10|140|Tempe, AZ|1997|21000|aligntech.com|Joe Hogan
RVTY|Revvity, Inc.|N|lifesci|11|95|Waltham, MA|1937|11000|revvity.com|Prahlad Singh
TECH|Bio-Techne Corporation|Q|lifesci|9|58|Minneapolis, MN|1976|3100|bio-techne.com|Kim Kelderman
CRL|Charles River Laboratories International, Inc.|N|lifesci|8|160|Wilmington, MA|1947|20000|criver.com|James Foster
INCY|Incyte Corporation|Q|biotech|17|88|Wilmington, DE|1991|2600|incyte.com|Bill Meury
VTRS|Viatris Inc.|Q|pharma|12|10|Canonsburg, PA|2020|32000|viatris.com|Scott Smith
SOLV|Solventum Corporation|N|hcequip|13|75|Maplewood, MN|2024|22000|solventum.com|Bryan Hanson
HSIC|Henry Schein, Inc.|Q|hcprov|9|72|Melville, NY|1932|25000|henryschein.com|Stanley Bergman
UHS|Universal Health Services, Inc.|N|hcprov|12|190|King of Prussia, PA|1979|96700|uhs.com|Marc Miller
DVA|DaVita Inc.|N|hcprov|10|135|Denver, CO|1994|70000|davita.com|Javier Rodriguez
BRK.B|Berkshire Hathaway Inc. Class B|N|finserv|1050|490|Omaha, NE|1839|392000|berkshirehathaway.com|Greg Abel
JPM|JPMorgan Chase & Co.|N|banks|800|295|New York, NY|1799|317000|jpmorganchase.com|Jamie Dimon
V|Visa Inc.|N|finserv|660|345|San Francisco, CA|1958|31600|visa.com|Ryan McInerney
MA|Mastercard Incorporated|N|finserv|520|570|Purchase, NY|1966|35300|mastercard.com|Michael Miebach
BAC|Bank of America Corporation|N|banks|360|48|Charlotte, NC|1904|213000|bankofamerica.com|Brian Moynihan
WFC|Wells Fargo & Company|N|banks|260|80|San Francisco, CA|1852|210000|wellsfargo.com|Charlie Scharf
GS|The Goldman Sachs Group, Inc.|N|capmkts|220|720|New York, NY|1869|46000|goldmansachs.com|David Solomon
MS|Morgan Stanley|N|capmkts|225|140|New York, NY|1935|80000|morganstanley.com|Ted Pick
AXP|American Express Company|N|consfin|210|300|New York, NY|1850|75000|americanexpress.com|Stephen Squeri
C|Citigroup Inc.|N|banks|175|95|New York, NY|1812|229000|citigroup.com|Jane Fraser
SCHW|The Charles Schwab Corporation|N|capmkts|170|95|Westlake, TX|1971|32000|schwab.com|Rick Wurster
BLK|BlackRock, Inc.|N|capmkts|170|1100|New York, NY|1988|21000|blackrock.com|Larry Fink
SPGI|S&P Global Inc.|N|capmkts|160|520|New York, NY|1860|42000|spglobal.com|Martina Cheung
PGR|The Progressive Corporation|N|insurance|150|255|Mayfield Village, OH|1937|66300|progressive.com|Tricia Griffith
CB|Chubb Limited|N|insurance|110|280|Zurich, Switzerland|1985|43000|chubb.com|Evan Greenberg
MMC|Marsh & McLennan Companies, Inc.|N|insurance|100|205|New York, NY|1905|90000|marshmclennan.com|John Doyle
BX|Blackstone Inc.|N|capmkts|200|165|New York, NY|1985|4900|blackstone.com|Stephen Schwarzman
KKR|KKR & Co. Inc.|N|capmkts|120|135|New York, NY|1976|4800|kkr.com|
FI|Fiserv, Inc.|N|finserv|75|135|Milwaukee, WI|1984|38000|fiserv.com|Mike Lyons
ICE|Intercontinental Exchange, Inc.|N|capmkts|100|175|Atlanta, GA|2000|12900|ice.com|Jeffrey Sprecher
CME|CME Group Inc.|Q|capmkts|98|270|Chicago, IL|1898|3700|cmegroup.com|Terrence Duffy
MCO|Moody's Corporation|N|capmkts|90|495|New York, NY|1909|15800|moodys.com|Rob Fauber
PNC|The PNC Financial Services Group, Inc.|N|banks|78|195|Pittsburgh, PA|1845|55000|pnc.com|Bill Demchak
USB|U.S. Bancorp|N|banks|75|48|Minneapolis, MN|1863|70000|usbank.com|Gunjan Kedia
AON|Aon plc|N|insurance|78|360|Dublin, Ireland|1982|60000|aon.com|Greg Case
COF|Capital One Financial Corporation|N|consfin|140|220|McLean, VA|1994|52000|capitalone.com|Richard Fairbank
PYPL|PayPal Holdings, Inc.|Q|finserv|68|70|San Jose, CA|1998|24400|paypal.com|Alex Chriss
TFC|Truist Financial Corporation|N|banks|58|44|Charlotte, NC|1872|38000|truist.com|Bill Rogers
AJG|Arthur J. Gallagher & Co.|N|insurance|80|310|Rolling Meadows, IL|1927|56000|ajg.com|J. Patrick Gallagher Jr.
TRV|The Travelers Companies, Inc.|N|insurance|60|265|New York, NY|1853|34000|travelers.com|Alan Schnitzer
AFL|Aflac Incorporated|N|insurance|57|105|Columbus, GA|1955|12800|aflac.com|Dan Amos
ALL|The Allstate Corporation|N|insurance|52|200|Northbrook, IL|1931|55000|allstate.com|Tom Wilson
MET|MetLife, Inc.|N|insurance|54|80|New York, NY|1868|45000|metlife.com|Michel Khalaf
AIG|American International Group, Inc.|N|insurance|46|80|New York, NY|1919|22200|aig.com|Peter Zaffino
BK|The Bank of New York Mellon Corporation|N|capmkts|72|102|New York, NY|1784|51800|bny.com|Robin Vince
PRU|Prudential Financial, Inc.|N|insurance|37|106|Newark, NJ|1875|38000|prudential.com|Andrew Sullivan
MSCI|MSCI Inc.|N|capmkts|44|570|New York, NY|1969|5900|msci.com|Henry Fernandez
AMP|Ameriprise Financial, Inc.|N|capmkts|48|500|Minneapolis, MN|1894|13800|ameriprise.com|Jim Cracchiolo
APO|Apollo Global Management, Inc.|N|capmkts|80|140|New York, NY|1990|5100|apollo.com|Marc Rowan
COIN|Coinbase Global, Inc.|Q|finserv|85|330|Wilmington, DE|2012|4000|coinbase.com|Brian Armstrong
HOOD|Robinhood Markets, Inc.|Q|capmkts|100|115|Menlo Park, CA|2013|2500|robinhood.com|Vlad Tenev
MTB|M&T Bank Corporation|N|banks|30|185|Buffalo, NY|1856|22000|mtb.com|Rene Jones
FITB|Fifth Third Bancorp|Q|banks|28|42|Cincinnati, OH|1858|18600|53.com|Tim Spence
HBAN|Huntington Bancshares Incorporated|Q|banks|24|16.5|Columbus, OH|1866|20000|huntington.com|Steve Steinour
RF|Regions Financial Corporation|N|banks|23|25|Birmingham, AL|1971|19700|regions.com|John Turner
KEY|KeyCorp|N|banks|20|18.5|Cleveland, OH|1825|17000|key.com|Chris Gorman
CFG|Citizens Financial Group, Inc.|N|banks|21|48|Providence, RI|1828|17300|citizensbank.com|Bruce Van Saun
STT|State Street Corporation|N|capmkts|32|112|Boston, MA|1792|53000|statestreet.com|Ron O'Hanley
NTRS|Northern Trust Corporation|Q|capmkts|25|130|Chicago, IL|1889|23000|northerntrust.com|Michael O'Grady
RJF|Raymond James Financial, Inc.|N|capmkts|32|160|St. Petersburg, FL|1962|19000|raymondjames.com|Paul Shoukry
NDAQ|Nasdaq, Inc.|Q|capmkts|52|90|New York, NY|1971|9100|nasdaq.com|Adena Friedman
CBOE|Cboe Global Markets, Inc.|C|capmkts|25|240|Chicago, IL|1973|1600|cboe.com|Craig Donohue
SYF|Synchrony Financial|N|consfin|26|70|Stamford, CT|2003|20000|synchrony.com|Brian Doubles
ACGL|Arch Capital Group Ltd.|Q|insurance|34|90|Hamilton, Bermuda|1995|7200|archgroup.com|Nicolas Papadopoulo
HIG|The Hartford Insurance Group, Inc.|N|insurance|37|128|Hartford, CT|1810|19100|thehartford.com|Christopher Swift
WTW|Willis Towers Watson Public Limited Company|Q|insurance|32|320|London, United Kingdom|1828|48000|wtwco.com|Carl Hess
BRO|Brown & Brown, Inc.|N|insurance|30|95|Daytona Beach, FL|1939|17400|bbrown.com|J. Powell Brown
CINF|Cincinnati Financial Corporation|Q|insurance|24|150|Fairfield, OH|1950|5400|cinfin.com|Steve Spray
PFG|Principal Financial Group, Inc.|Q|insurance|18|80|Des Moines, IA|1879|19700|principal.com|Deanna Strable
L|Loews Corporation|N|insurance|20|95|New York, NY|1959|13000|loews.com|James Tisch
EG|Everest Group, Ltd.|N|insurance|14|335|Hamilton, Bermuda|1973|3000|everestglobal.com|Jim Williamson
WRB|W. R. Berkley Corporation|N|insurance|27|70|Greenwich, CT|1967|8600|berkley.com|W. Robert Berkley Jr.
CPAY|Corpay, Inc.|N|finserv|23|330|Atlanta, GA|2000|11200|corpay.com|Ron Clarke
GPN|Global Payments Inc.|N|finserv|20|82|Atlanta, GA|1967|27000|globalpayments.com|Cameron Bready
JKHY|Jack Henry & Associates, Inc.|Q|finserv|12|165|Monett, MO|1976|7200|jackhenry.com|Greg Adelson
FIS|Fidelity National Information Services, Inc.|N|finserv|35|68|Jacksonville, FL|1968|55000|fisglobal.com|Stephanie Ferris
TROW|T. Rowe Price Group, Inc.|Q|capmkts|23|102|Baltimore, MD|1937|8100|troweprice.com|Rob Sharps
BEN|Franklin Resources, Inc.|N|capmkts|12|23|San Mateo, CA|1947|10000|franklinresources.com|Jenny Johnson
IVZ|Invesco Ltd.|N|capmkts|9|21|Atlanta, GA|1935|8500|invesco.com|Andrew Schlossberg
ERIE|Erie Indemnity Company|Q|insurance|18|350|Erie, PA|1925|6500|erieinsurance.com|Tim NeCastro
GL|Globe Life Inc.|N|insurance|11|130|McKinney, TX|1900|3700|globelifeinsurance.com|Frank Svoboda
AIZ|Assurant, Inc.|N|insurance|10|205|Atlanta, GA|1892|14200|assurant.com|Keith Demmings
MKTX|MarketAxess Holdings Inc.|Q|capmkts|7|190|New York, NY|2000|900|marketaxess.com|Chris Concannon
FDS|FactSet Research Systems Inc.|N|capmkts|14|370|Norwalk, CT|1978|12200|factset.com|Sanoke Viswanathan
SOFI|SoFi Technologies, Inc.|Q|consfin|30|26|San Francisco, CA|2011|5000|sofi.com|Anthony Noto
AFRM|Affirm Holdings, Inc.|Q|finserv|24|75|San Francisco, CA|2012|2200|affirm.com|Max Levchin
GE|GE Aerospace|N|aerospace|290|270|Evendale, OH|1892|53000|geaerospace.com|Larry Culp
CAT|Caterpillar Inc.|N|machinery|200|420|Irving, TX|1925|112900|caterpillar.com|Joe Creed
RTX|RTX Corporation|N|aerospace|210|158|Arlington, VA|1922|186000|rtx.com|Chris Calio
UBER|Uber Technologies, Inc.|N|ground|190|92|San Francisco, CA|2009|31100|uber.com|Dara Khosrowshahi
HON|Honeywell International Inc.|Q|conglomerates|140|220|Charlotte, NC|1906|102000|honeywell.com|Vimal Kapur
UNP|Union Pacific Corporation|N|ground|135|230|Omaha, NE|1862|30000|up.com|Jim Vena
BA|The Boeing Company|N|aerospace|165|220|Arlington, VA|1916|172000|boeing.com|Kelly Ortberg
ETN|Eaton Corporation plc|N|electrical|140|360|Dublin, Ireland|1911|94000|eaton.com|Paulo Ruiz
DE|Deere & Company|N|machinery|130|480|Moline, IL|1837|75800|deere.com|John May
LMT|Lockheed Martin Corporation|N|aerospace|110|470|Bethesda, MD|1995|121000|lockheedmartin.com|Jim Taiclet
ADP|Automatic Data Processing, Inc.|Q|professional|125|305|Roseland, NJ|1949|64000|adp.com|Maria Black
GEV|GE Vernova Inc.|N|electrical|170|620|Cambridge, MA|2024|76800|gevernova.com|Scott Strazik
PH|Parker-Hannifin Corporation|N|machinery|95|740|Cleveland, OH|1917|61000|parker.com|Jenny Parmentier
TT|Trane Technologies plc|N|building|95|420|Swords, Ireland|1871|45000|tranetechnologies.com|Dave Regnery
WM|Waste Management, Inc.|N|commercial|90|225|Houston, TX|1968|61700|wm.com|Jim Fish
MMM|3M Company|N|conglomerates|82|155|Maplewood, MN|1902|61500|3m.com|William Brown
GD|General Dynamics Corporation|N|aerospace|88|325|Reston, VA|1952|117000|gd.com|Phebe Novakovic
NOC|Northrop Grumman Corporation|N|aerospace|85|590|Falls Church, VA|1939|97000|northropgrumman.com|Kathy Warden
TDG|TransDigm Group Incorporated|N|aerospace|75|1330|Cleveland, OH|1993|16600|transdigm.com|Mike Lisman
CTAS|Cintas Corporation|Q|commercial|80|200|Mason, OH|1929|48300|cintas.com|Todd Schneider
ITW|Illinois Tool Works Inc.|N|machinery|75|255|Glenview, IL|1912|44000|itw.com|Christopher O'Herlihy
EMR|Emerson Electric Co.|N|electrical|75|135|St. Louis, MO|1890|73000|emerson.com|Lal Karsanbhai
CSX|CSX Corporation|Q|ground|66|35|Jacksonville, FL|1980|23000|csx.com|Steve Angel
NSC|Norfolk Southern Corporation|N|ground|63|280|Atlanta, GA|1982|19600|norfolksouthern.com|Mark George
FDX|FedEx Corporation|N|freight|55|235|Memphis, TN|1971|500000|fedex.com|Raj Subramaniam
UPS|United Parcel Service, Inc.|N|freight|75|88|Atlanta, GA|1907|490000|ups.com|Carol Tome
PCAR|PACCAR Inc|Q|machinery|52|99|Bellevue, WA|1905|30100|paccar.com|Preston Feight
CARR|Carrier Global Corporation|N|building|55|65|Palm Beach Gardens, FL|1915|48000|carrier.com|David Gitlin
JCI|Johnson Controls International plc|N|building|73|112|Cork, Ireland|1885|94000|johnsoncontrols.com|Joakim Weidemanis
HWM|Howmet Aerospace Inc.|N|aerospace|75|185|Pittsburgh, PA|1888|23600|howmet.com|John Plant
CPRT|Copart, Inc.|Q|commercial|45|47|Dallas, TX|1982|10800|copart.com|Jeff Liaw
RSG|Republic Services, Inc.|N|commercial|70|225|Phoenix, AZ|1996|42000|republicservices.com|Jon Vander Ark
PWR|Quanta Services, Inc.|N|construction|60|400|Houston, TX|1997|58400|quantaservices.com|Duke Austin
URI|United Rentals, Inc.|N|tradingcos|60|900|Stamford, CT|1997|27900|unitedrentals.com|Matthew Flannery
GWW|W.W. Grainger, Inc.|N|tradingcos|48|1000|Lake Forest, IL|1927|26000|grainger.com|D.G. Macpherson
FAST|Fastenal Company|Q|tradingcos|48|42|Winona, MN|1967|23700|fastenal.com|Dan Florness
PAYX|Paychex, Inc.|Q|professional|48|135|Rochester, NY|1971|19000|paychex.com|John Gibson
CMI|Cummins Inc.|N|machinery|55|400|Columbus, IN|1919|69900|cummins.com|Jennifer Rumsey
AME|AMETEK, Inc.|N|electrical|43|190|Berwyn, PA|1930|21500|ametek.com|David Zapico
OTIS|Otis Worldwide Corporation|N|machinery|35|90|Farmington, CT|1853|72000|otis.com|Judy Marks
ODFL|Old Dominion Freight Line, Inc.|Q|ground|31|145|Thomasville, NC|1934|21900|odfl.com|Marty Freeman
VRSK|Verisk Analytics, Inc.|Q|professional|38|270|Jersey City, NJ|1971|7800|verisk.com|Lee Shavel
ROK|Rockwell Automation, Inc.|N|electrical|40|350|Milwaukee, WI|1903|27000|rockwellautomation.com|Blake Moret
AXON|Axon Enterprise, Inc.|Q|aerospace|55|700|Scottsdale, AZ|1993|4000|axon.com|Rick Smith
LHX|L3Harris Technologies, Inc.|N|aerospace|52|280|Melbourne, FL|2019|47000|l3harris.com|Christopher Kubasik
DAL|Delta Air Lines, Inc.|N|airlines|38|58|Atlanta, GA|1925|103000|delta.com|Ed Bastian
UAL|United Airlines Holdings, Inc.|Q|airlines|32|98|Chicago, IL|1926|107000|united.com|Scott Kirby
LUV|Southwest Airlines Co.|N|airlines|18|33|Dallas, TX|1967|72000|southwest.com|Bob Jordan
EFX|Equifax Inc.|N|professional|28|230|Atlanta, GA|1899|15000|equifax.com|Mark Begor
XYL|Xylem Inc.|N|machinery|34|140|Washington, DC|2011|23000|xylem.com|Matthew Pine
IR|Ingersoll Rand Inc.|N|machinery|32|80|Davidson, NC|1859|21000|irco.com|Vicente Reynal
WAB|Westinghouse Air Brake Technologies Corporation|N|machinery|34|200|Pittsburgh, PA|1869|30000|wabteccorp.com|Rafael Santana
DOV|Dover Corporation|N|machinery|25|180|Downers Grove, IL|1955|24000|dovercorporation.com|Richard Tobin
HUBB|Hubbell Incorporated|N|electrical|23|430|Shelton, CT|1888|17700|hubbell.com|Gerben Bakker
BR|Broadridge Financial Solutions, Inc.|N|professional|28|240|Lake Success, NY|2007|15000|broadridge.com|Tim Gokey
LDOS|Leidos Holdings, Inc.|N|professional|24|185|Reston, VA|1969|48000|leidos.com|Tom Bell
J|Jacobs Solutions Inc.|N|professional|18|150|Dallas, TX|1947|45000|jacobs.com|Bob Pragada
EME|EMCOR Group, Inc.|N|construction|29|650|Norwalk, CT|1987|38300|emcorgroup.com|Tony Guzzi
LII|Lennox International Inc.|N|building|20|560|Richardson, TX|1895|14200|lennox.com|Alok Maskara
BLDR|Builders FirstSource, Inc.|N|building|14|125|Irving, TX|1998|29000|bldr.com|Peter Jackson
MAS|Masco Corporation|N|building|15|70|Livonia, MI|1929|18000|masco.com|Jon Nudi
AOS|A. O. Smith Corporation|N|building|9.5|68|Milwaukee, WI|1874|12700|aosmith.com|Kevin Wheeler
ALLE|Allegion plc|N|building|14|165|Dublin, Ireland|2013|12400|allegion.com|John Stone
SNA|Snap-on Incorporated|N|machinery|17|330|Kenosha, WI|1920|13100|snapon.com|Nick Pinchuk
SWK|Stanley Black & Decker, Inc.|N|machinery|11|72|New Britain, CT|1843|48500|stanleyblackanddecker.com|Chris Nelson
PNR|Pentair plc|N|machinery|17|105|London, United Kingdom|1966|9750|pentair.com|John Stauch
IEX|IDEX Corporation|N|machinery|13|175|Northbrook, IL|1988|8800|idexcorp.com|Eric Ashleman
NDSN|Nordson Corporation|Q|machinery|12|225|Westlake, OH|1954|7900|nordson.com|Sundaram Nagarajan
FTV|Fortive Corporation|N|machinery|17|52|Everett, WA|2016|10000|fortive.com|Olumide Soroye
TXT|Textron Inc.|N|aerospace|14|80|Providence, RI|1923|34000|textron.com|
HII|Huntington Ingalls Industries, Inc.|N|aerospace|10|260|Newport News, VA|2011|44000|hii.com|Chris Kastner
JBHT|J.B. Hunt Transport Services, Inc.|Q|ground|14|145|Lowell, AR|1961|33600|jbhunt.com|Shelley Simpson
CHRW|C.H. Robinson Worldwide, Inc.|Q|freight|13|110|Eden Prairie, MN|1905|13800|chrobinson.com|Dave Bozeman
EXPD|Expeditors International of Washington, Inc.|N|freight|16|118|Seattle, WA|1979|18000|expeditors.com|Daniel Wall
ROL|Rollins, Inc.|N|commercial|28|57|Atlanta, GA|1948|20000|rollins.com|Jerry Gahlhoff
PAYC|Paycom Software, Inc.|N|professional|13|230|Oklahoma City, OK|1998|7300|paycom.com|Chad Richison
DAY|Dayforce, Inc.|N|professional|10|65|Minneapolis, MN|1992|9600|dayforce.com|David Ossip
GNRC|Generac Holdings Inc.|N|electrical|9|150|Waukesha, WI|1959|8600|generac.com|Aaron Jagdfeld
XOM|Exxon Mobil Corporation|N|oilgas|480|112|Spring, TX|1870|61000|exxonmobil.com|Darren Woods
CVX|Chevron Corporation|N|oilgas|270|155|Houston, TX|1879|45300|chevron.com|Mike Wirth
COP|ConocoPhillips|N|oilgas|115|92|Houston, TX|1875|11800|conocophillips.com|Ryan Lance
EOG|EOG Resources, Inc.|N|oilgas|65|120|Houston, TX|1999|3100|eogresources.com|Ezra Yacob
WMB|The Williams Companies, Inc.|N|oilgas|72|59|Tulsa, OK|1908|5800|williams.com|Chad Zamarin
KMI|Kinder Morgan, Inc.|N|oilgas|62|28|Houston, TX|1997|10900|kindermorgan.com|Kim Dang
SLB|SLB N.V.|N|energyequip|48|35|Houston, TX|1926|110000|slb.com|Olivier Le Peuch
PSX|Phillips 66|N|oilgas|53|130|Houston, TX|2012|13200|phillips66.com|Mark Lashier
MPC|Marathon Petroleum Corporation|N|oilgas|55|175|Findlay, OH|1887|18300|marathonpetroleum.com|Maryann Mannen
OKE|ONEOK, Inc.|N|oilgas|50|80|Tulsa, OK|1906|5100|oneok.com|Pierce Norton
VLO|Valero Energy Corporation|N|oilgas|45|145|San Antonio, TX|1980|9900|valero.com|Lane Riggs
OXY|Occidental Petroleum Corporation|N|oilgas|44|44|Houston, TX|1920|13300|oxy.com|Vicki Hollub
BKR|Baker Hughes Company|Q|energyequip|40|40|Houston, TX|1907|57000|bakerhughes.com|Lorenzo Simonelli
FANG|Diamondback Energy, Inc.|Q|oilgas|42|145|Midland, TX|2007|1900|diamondbackenergy.com|Kaes Van't Hof
TRGP|Targa Resources Corp.|N|oilgas|37|170|Houston, TX|2005|3200|targaresources.com|Matt Meloy
HAL|Halliburton Company|N|energyequip|19|22|Houston, TX|1919|48000|halliburton.com|Jeff Miller
DVN|Devon Energy Corporation|N|oilgas|21|33|Oklahoma City, OK|1971|2300|devonenergy.com|Clay Gaspar
CTRA|Coterra Energy Inc.|N|oilgas|19|25|Houston, TX|2021|900|coterra.com|Tom Jorden
EQT|EQT Corporation|N|oilgas|33|55|Pittsburgh, PA|1888|880|eqt.com|Toby Rice
APA|APA Corporation|Q|oilgas|7|20|Houston, TX|1954|2300|apacorp.com|John Christmann
EXE|Expand Energy Corporation|Q|oilgas|24|105|Oklahoma City, OK|1989|1700|expandenergy.com|Nick Dell'Osso
TPL|Texas Pacific Land Corporation|N|oilgas|22|950|Dallas, TX|1888|110|texaspacific.com|Tyler Glover
NEE|NextEra Energy, Inc.|N|electric|150|73|Juno Beach, FL|1925|16800|nexteraenergy.com|John Ketchum
SO|The Southern Company|N|electric|100|92|Atlanta, GA|1945|28600|southerncompany.com|Chris Womack
DUK|Duke Energy Corporation|N|electric|92|120|Charlotte, NC|1904|26400|duke-energy.com|Harry Sideris
CEG|Constellation Energy Corporation|Q|ipp|100|320|Baltimore, MD|2022|14300|constellationenergy.com|Joe Dominguez
AEP|American Electric Power Company, Inc.|Q|electric|58|108|Columbus, OH|1906|16300|aep.com|Bill Fehrman
SRE|Sempra|N|multi|55|84|San Diego, CA|1998|16800|sempra.com|Jeff Martin
D|Dominion Energy, Inc.|N|multi|48|57|Richmond, VA|1983|14700|dominionenergy.com|Robert Blue
VST|Vistra Corp.|N|ipp|65|190|Irving, TX|2016|6800|vistracorp.com|Jim Burke
EXC|Exelon Corporation|Q|electric|44|44|Chicago, IL|2000|19900|exeloncorp.com|Calvin Butler
PCG|PG&E Corporation|N|electric|36|16|Oakland, CA|1905|28400|pgecorp.com|Patti Poppe
XEL|Xcel Energy Inc.|Q|electric|41|70|Minneapolis, MN|1909|11400|xcelenergy.com|Bob Frenzel
PEG|Public Service Enterprise Group Incorporated|N|multi|42|84|Newark, NJ|1903|13000|pseg.com|Ralph LaRossa
ED|Consolidated Edison, Inc.|N|multi|36|100|New York, NY|1823|15000|conedison.com|Tim Cawley
ETR|Entergy Corporation|N|electric|38|88|New Orleans, LA|1913|12000|entergy.com|Drew Marsh
WEC|WEC Energy Group, Inc.|N|multi|35|108|Milwaukee, WI|1896|7000|wecenergygroup.com|Scott Lauber
EIX|Edison International|N|electric|21|55|Rosemead, CA|1886|14400|edison.com|Pedro Pizarro
DTE|DTE Energy Company|N|multi|28|135|Detroit, MI|1903|9500|dteenergy.com|Jerry Norcia
PPL|PPL Corporation|N|electric|26|35|Allentown, PA|1920|6600|pplweb.com|Vincent Sorgi
AEE|Ameren Corporation|N|multi|27|100|St. Louis, MO|1997|9000|ameren.com|Martin Lyons
ES|Eversource Energy|N|electric|23|63|Boston, MA|1966|10200|eversource.com|Joe Nolan
FE|FirstEnergy Corp.|N|electric|24|42|Akron, OH|1997|12300|firstenergycorp.com|Brian Tierney
CNP|CenterPoint Energy, Inc.|N|multi|24|37|Houston, TX|1882|8900|centerpointenergy.com|Jason Wells
CMS|CMS Energy Corporation|N|multi|21|71|Jackson, MI|1987|8300|cmsenergy.com|Garrick Rochow
ATO|Atmos Energy Corporation|N|gas|25|155|Dallas, TX|1906|5300|atmosenergy.com|Kevin Akers
NRG|NRG Energy, Inc.|N|ipp|30|155|Houston, TX|1989|18000|nrg.com|Larry Coben
AWK|American Water Works Company, Inc.|N|water|27|140|Camden, NJ|1886|6700|amwater.com|John Griffith
NI|NiSource Inc.|N|multi|19|40|Merrillville, IN|1912|7700|nisource.com|Lloyd Yates
LNT|Alliant Energy Corporation|Q|electric|16|63|Madison, WI|1917|3000|alliantenergy.com|Lisa Barton
EVRG|Evergy, Inc.|Q|electric|16|68|Kansas City, MO|2018|4700|evergy.com|David Campbell
PNW|Pinnacle West Capital Corporation|N|electric|10|90|Phoenix, AZ|1985|6100|pinnaclewest.com|Ted Geisler
AES|The AES Corporation|N|ipp|9|13|Arlington, VA|1981|9100|aes.com|Andres Gluski
PLD|Prologis, Inc.|N|reit_ind|105|112|San Francisco, CA|1983|2700|prologis.com|
AMT|American Tower Corporation|N|reit_spec|95|205|Boston, MA|1995|4700|americantower.com|Steven Vondran
EQIX|Equinix, Inc.|Q|reit_spec|78|800|Redwood City, CA|1998|13600|equinix.com|Adaire Fox-Martin
WELL|Welltower Inc.|N|reit_hc|110|165|Toledo, OH|1970|600|welltower.com|Shankh Mitra
SPG|Simon Property Group, Inc.|N|reit_retail|60|180|Indianapolis, IN|1993|3300|simon.com|David Simon
O|Realty Income Corporation|N|reit_retail|52|57|San Diego, CA|1969|470|realtyincome.com|Sumit Roy
PSA|Public Storage|N|reit_spec|50|290|Glendale, CA|1972|6200|publicstorage.com|
DLR|Digital Realty Trust, Inc.|N|reit_spec|58|170|Austin, TX|2004|3900|digitalrealty.com|Andy Power
CCI|Crown Castle Inc.|N|reit_spec|45|103|Houston, TX|1994|3900|crowncastle.com|Christian Hillabrant
CBRE|CBRE Group, Inc.|N|re_mgmt|46|155|Dallas, TX|1906|140000|cbre.com|Bob Sulentic
VICI|VICI Properties Inc.|N|reit_spec|35|33|New York, NY|2017|30|viciproperties.com|
EXR|Extra Space Storage Inc.|N|reit_spec|31|145|Salt Lake City, UT|1977|7600|extraspace.com|Joe Margolis
AVB|AvalonBay Communities, Inc.|N|reit_res|28|195|Arlington, VA|1978|2900|avalonbay.com|Benjamin Schall
IRM|Iron Mountain Incorporated|N|reit_spec|29|97|Portsmouth, NH|1951|29000|ironmountain.com|William Meaney
EQR|Equity Residential|N|reit_res|25|65|Chicago, IL|1969|2400|equityapartments.com|Mark Parrell
VTR|Ventas, Inc.|N|reit_hc|30|66|Chicago, IL|1983|500|ventasreit.com|Debra Cafaro
SBAC|SBA Communications Corporation|Q|reit_spec|21|200|Boca Raton, FL|1989|1800|sbasite.com|Brendan Cavanagh
CSGP|CoStar Group, Inc.|Q|re_mgmt|35|85|Arlington, VA|1987|6600|costargroup.com|Andy Florance
WY|Weyerhaeuser Company|N|reit_spec|19|26|Seattle, WA|1900|9400|weyerhaeuser.com|Devin Stockfish
ESS|Essex Property Trust, Inc.|N|reit_res|17|265|San Mateo, CA|1971|1750|essex.com|Angela Kleiman
MAA|Mid-America Apartment Communities, Inc.|N|reit_res|17|140|Germantown, TN|1977|2500|maac.com|Brad Hill
INVH|Invitation Homes Inc.|N|reit_res|19|31|Dallas, TX|2012|1550|invh.com|Dallas Tanner
ARE|Alexandria Real Estate Equities, Inc.|N|reit_office|13|75|Pasadena, CA|1994|550|are.com|
KIM|Kimco Realty Corporation|N|reit_retail|15|22|Jericho, NY|1958|660|kimcorealty.com|Conor Flynn
DOC|Healthpeak Properties, Inc.|N|reit_hc|12|18|Denver, CO|1985|400|healthpeak.com|Scott Brinker
UDR|UDR, Inc.|N|reit_res|13|38|Highlands Ranch, CO|1972|1400|udr.com|Tom Toomey
CPT|Camden Property Trust|N|reit_res|12|110|Houston, TX|1993|1650|camdenliving.com|Ric Campo
REG|Regency Centers Corporation|Q|reit_retail|13|71|Jacksonville, FL|1963|500|regencycenters.com|Lisa Palmer
HST|Host Hotels & Resorts, Inc.|Q|reit_hotel|11|16|Bethesda, MD|1993|160|hosthotels.com|Jim Risoleo
BXP|BXP, Inc.|N|reit_office|12|72|Boston, MA|1970|840|bxp.com|Owen Thomas
FRT|Federal Realty Investment Trust|N|reit_retail|8.5|98|North Bethesda, MD|1962|300|federalrealty.com|Don Wood
LIN|Linde plc|Q|chemicals|220|470|Woking, United Kingdom|1879|65000|linde.com|Sanjiv Lamba
SHW|The Sherwin-Williams Company|N|chemicals|88|350|Cleveland, OH|1866|63900|sherwin-williams.com|Heidi Petz
ECL|Ecolab Inc.|N|chemicals|75|265|Saint Paul, MN|1923|48000|ecolab.com|Christophe Beck
APD|Air Products and Chemicals, Inc.|N|chemicals|63|285|Allentown, PA|1940|19000|airproducts.com|Eduardo Menezes
FCX|Freeport-McMoRan Inc.|N|metals|62|43|Phoenix, AZ|1987|28500|fcx.com|Kathleen Quirk
NEM|Newmont Corporation|N|metals|85|78|Denver, CO|1921|22200|newmont.com|Tom Palmer
CTVA|Corteva, Inc.|N|chemicals|48|70|Indianapolis, IN|2019|22000|corteva.com|Chuck Magro
DD|DuPont de Nemours, Inc.|N|chemicals|32|76|Wilmington, DE|1802|24000|dupont.com|Lori Koch
NUE|Nucor Corporation|N|metals|32|140|Charlotte, NC|1940|32700|nucor.com|Leon Topalian
VMC|Vulcan Materials Company|N|constrmat|37|280|Birmingham, AL|1909|10900|vulcanmaterials.com|
MLM|Martin Marietta Materials, Inc.|N|constrmat|36|600|Raleigh, NC|1993|9400|martinmarietta.com|Ward Nye
PPG|PPG Industries, Inc.|N|chemicals|25|110|Pittsburgh, PA|1883|46000|ppg.com|Tim Knavish
DOW|Dow Inc.|N|chemicals|17|24|Midland, MI|1897|36000|dow.com|Jim Fitterling
IFF|International Flavors & Fragrances Inc.|N|chemicals|17|66|New York, NY|1889|21500|iff.com|Erik Fyrwald
LYB|LyondellBasell Industries N.V.|N|chemicals|16|50|Houston, TX|2007|19300|lyondellbasell.com|Peter Vanacker
PKG|Packaging Corporation of America|N|containers|19|210|Lake Forest, IL|1959|15400|packagingcorp.com|Mark Kowlzan
IP|International Paper Company|N|containers|24|46|Memphis, TN|1898|65000|internationalpaper.com|Andrew Silvernail
SW|Smurfit Westrock plc|N|containers|23|44|Dublin, Ireland|2024|100000|smurfitwestrock.com|Tony Smurfit
STLD|Steel Dynamics, Inc.|Q|metals|20|135|Fort Wayne, IN|1993|13000|steeldynamics.com|Mark Millett
BALL|Ball Corporation|N|containers|15|54|Westminster, CO|1880|16000|ball.com|Ron Lewis
AVY|Avery Dennison Corporation|N|containers|14|178|Mentor, OH|1935|35000|averydennison.com|Deon Stander
AMCR|Amcor plc|N|containers|20|9|Zurich, Switzerland|1860|77000|amcor.com|Peter Konieczny
CF|CF Industries Holdings, Inc.|N|chemicals|15|90|Deerfield, IL|1946|2700|cfindustries.com|
MOS|The Mosaic Company|N|chemicals|11|35|Tampa, FL|2004|13700|mosaicco.com|Bruce Bodine
ALB|Albemarle Corporation|N|chemicals|9|75|Charlotte, NC|1994|8300|albemarle.com|Kent Masters
EMN|Eastman Chemical Company|N|chemicals|8|70|Kingsport, TN|1920|14000|eastman.com|Mark Costa
SPY|SPDR S&P 500 ETF Trust|A|etf_broad|650|660|Boston, MA|1993||ssga.com||Tracks the S&P 500 index of large U.S. companies; the most heavily traded ETF and options underlying in the world.
QQQ|Invesco QQQ Trust, Series 1|Q|etf_broad|360|600|Atlanta, GA|1999||invesco.com||Tracks the Nasdaq-100 index of the largest non-financial companies listed on the Nasdaq.
IWM|iShares Russell 2000 ETF|A|etf_broad|65|240|San Francisco, CA|2000||ishares.com||Tracks the Russell 2000 index of U.S. small-capitalization stocks.
DIA|SPDR Dow Jones Industrial Average ETF Trust|A|etf_broad|38|460|Boston, MA|1998||ssga.com||Tracks the Dow Jones Industrial Average of 30 large U.S. blue-chip companies.
VOO|Vanguard S&P 500 ETF|A|etf_broad|700|610|Malvern, PA|2010||investor.vanguard.com||Low-cost fund tracking the S&P 500 index.
IVV|iShares Core S&P 500 ETF|A|etf_broad|650|665|San Francisco, CA|2000||ishares.com||Low-cost fund tracking the S&P 500 index.
VTI|Vanguard Total Stock Market ETF|A|etf_broad|500|325|Malvern, PA|2001||investor.vanguard.com||Tracks the CRSP US Total Market index covering nearly every listed U.S. stock.
RSP|Invesco S&P 500 Equal Weight ETF|A|etf_broad|75|185|Atlanta, GA|2003||invesco.com||Holds the S&P 500 constituents in equal weights, rebalanced quarterly.
MDY|SPDR S&P MidCap 400 ETF Trust|A|etf_broad|23|580|Boston, MA|1995||ssga.com||Tracks the S&P MidCap 400 index of mid-sized U.S. companies.
XLK|Technology Select Sector SPDR Fund|A|etf_sector|80|270|Boston, MA|1998||sectorspdrs.com||Holds the information technology companies of the S&P 500.
XLF|Financial Select Sector SPDR Fund|A|etf_sector|52|52|Boston, MA|1998||sectorspdrs.com||Holds the financial companies of the S&P 500.
XLE|Energy Select Sector SPDR Fund|A|etf_sector|27|88|Boston, MA|1998||sectorspdrs.com||Holds the energy companies of the S&P 500.
XLV|Health Care Select Sector SPDR Fund|A|etf_sector|33|135|Boston, MA|1998||sectorspdrs.com||Holds the health care companies of the S&P 500.
XLY|Consumer Discretionary Select Sector SPDR Fund|A|etf_sector|23|230|Boston, MA|1998||sectorspdrs.com||Holds the consumer discretionary companies of the S&P 500.
XLP|Consumer Staples Select Sector SPDR Fund|A|etf_sector|16|80|Boston, MA|1998||sectorspdrs.com||Holds the consumer staples companies of the S&P 500.
XLI|Industrial Select Sector SPDR Fund|A|etf_sector|23|150|Boston, MA|1998||sectorspdrs.com||Holds the industrial companies of the S&P 500.
XLB|Materials Select Sector SPDR Fund|A|etf_sector|5.5|90|Boston, MA|1998||sectorspdrs.com||Holds the materials companies of the S&P 500.
XLU|Utilities Select Sector SPDR Fund|A|etf_sector|20|85|Boston, MA|1998||sectorspdrs.com||Holds the utility companies of the S&P 500.
XLRE|Real Estate Select Sector SPDR Fund|A|etf_sector|7.5|42|Boston, MA|2015||sectorspdrs.com||Holds the real estate companies of the S&P 500.
XLC|Communication Services Select Sector SPDR Fund|A|etf_sector|25|110|Boston, MA|2018||sectorspdrs.com||Holds the communication services companies of the S&P 500.
KRE|SPDR S&P Regional Banking ETF|A|etf_sector|4|62|Boston, MA|2006||ssga.com||Equal-weighted basket of U.S. regional bank stocks.
XBI|SPDR S&P Biotech ETF|A|etf_sector|5|95|Boston, MA|2006||ssga.com||Equal-weighted basket of U.S. biotechnology stocks.
SMH|VanEck Semiconductor ETF|Q|etf_thematic|30|300|New York, NY|2011||vaneck.com||Holds the 25 largest U.S.-listed semiconductor companies.
SOXX|iShares Semiconductor ETF|Q|etf_thematic|14|260|San Francisco, CA|2001||ishares.com||Tracks the NYSE Semiconductor index of U.S.-listed chip companies.
ARKK|ARK Innovation ETF|A|etf_thematic|7|75|St. Petersburg, FL|2014||ark-funds.com||Actively managed fund investing in companies tied to disruptive innovation.
GDX|VanEck Gold Miners ETF|A|etf_thematic|18|60|New York, NY|2006||vaneck.com||Holds the largest global gold mining companies.
GLD|SPDR Gold Shares|A|etf_commodity|110|370|New York, NY|2004||spdrgoldshares.com||Holds physical gold bullion in London vaults; each share tracks the price of gold.
SLV|iShares Silver Trust|A|etf_commodity|20|42|San Francisco, CA|2006||ishares.com||Holds physical silver; each share tracks the price of silver.
USO|United States Oil Fund, LP|A|etf_commodity|1.2|75|Walnut Creek, CA|2006||uscfinvestments.com||Holds near-month WTI crude oil futures.
UNG|United States Natural Gas Fund, LP|A|etf_commodity|0.8|14|Walnut Creek, CA|2007||uscfinvestments.com||Holds near-month Henry Hub natural gas futures.
TLT|iShares 20+ Year Treasury Bond ETF|Q|etf_bond|48|88|San Francisco, CA|2002||ishares.com||Holds U.S. Treasury bonds maturing in more than twenty years.
IEF|iShares 7-10 Year Treasury Bond ETF|Q|etf_bond|35|95|San Francisco, CA|2002||ishares.com||Holds U.S. Treasury notes maturing in seven to ten years.
HYG|iShares iBoxx $ High Yield Corporate Bond ETF|A|etf_bond|17|80|San Francisco, CA|2007||ishares.com||Holds U.S. dollar high-yield corporate bonds.
LQD|iShares iBoxx $ Investment Grade Corporate Bond ETF|A|etf_bond|30|110|San Francisco, CA|2002||ishares.com||Holds U.S. dollar investment-grade corporate bonds.
AGG|iShares Core U.S. Aggregate Bond ETF|A|etf_bond|125|100|San Francisco, CA|2003||ishares.com||Tracks the Bloomberg U.S. Aggregate index of investment-grade bonds.
EEM|iShares MSCI Emerging Markets ETF|A|etf_intl|20|50|San Francisco, CA|2003||ishares.com||Tracks the MSCI Emerging Markets index of large and mid-cap stocks.
EFA|iShares MSCI EAFE ETF|A|etf_intl|65|90|San Francisco, CA|2001||ishares.com||Tracks developed-market stocks in Europe, Australasia and the Far East.
FXI|iShares China Large-Cap ETF|A|etf_intl|7|38|San Francisco, CA|2004||ishares.com||Holds the 50 largest Chinese companies listed in Hong Kong.
EWZ|iShares MSCI Brazil ETF|A|etf_intl|5|28|San Francisco, CA|2000||ishares.com||Tracks large and mid-cap Brazilian stocks.
TQQQ|ProShares UltraPro QQQ|Q|etf_leveraged|28|85|Bethesda, MD|2010||proshares.com||Seeks three times the daily return of the Nasdaq-100 index.
SQQQ|ProShares UltraPro Short QQQ|Q|etf_leveraged|3|17|Bethesda, MD|2010||proshares.com||Seeks three times the inverse of the daily return of the Nasdaq-100 index.
SOXL|Direxion Daily Semiconductor Bull 3X Shares|A|etf_leveraged|12|30|New York, NY|2010||direxion.com||Seeks three times the daily return of the NYSE Semiconductor index.
SPX|S&P 500 Index|C|index_equity|0|6600|New York, NY|1957||spglobal.com||Capitalization-weighted index of 500 leading U.S. companies; SPX options are cash-settled and European-style.
XSP|Mini-SPX Index|C|index_equity|0|660|Chicago, IL|2005||cboe.com||One-tenth of the S&P 500 index; underlies cash-settled Mini-SPX options.
NDX|Nasdaq-100 Index|C|index_equity|0|24000|New York, NY|1985||nasdaq.com||Index of the 100 largest non-financial companies listed on the Nasdaq; NDX options are cash-settled.
RUT|Russell 2000 Index|C|index_equity|0|2400|London, United Kingdom|1984||lseg.com||Index of about 2,000 U.S. small-capitalization companies; RUT options are cash-settled.
DJX|Dow Jones Industrial Average (1/100)|C|index_equity|0|460|New York, NY|1896||spglobal.com||One-hundredth of the Dow Jones Industrial Average; underlies cash-settled DJX options.
VIX|Cboe Volatility Index|C|index_vol|0|17|Chicago, IL|1993||cboe.com||Measures the 30-day implied volatility of S&P 500 options; often called the market's fear gauge.
`;

/** Fraction of shares held by the public where insiders or anchor holders own a large block. */
export const FLOAT_FRACTION: Record<string, number> = {
  GOOGL: 0.88,
  GOOG: 0.88,
  META: 0.86,
  TSLA: 0.87,
  WMT: 0.55,
  ORCL: 0.59,
  DELL: 0.42,
  AMZN: 0.9,
  NVDA: 0.96,
  KO: 0.91,
  AXP: 0.78,
  BAC: 0.88,
  OXY: 0.72,
  KHC: 0.7,
  NKE: 0.8,
  EL: 0.66,
  COIN: 0.82,
  HOOD: 0.82,
  PLTR: 0.9,
  MSTR: 0.9,
  'BF.B': 0.55,
  TSN: 0.72,
  RL: 0.68,
  CVNA: 0.55,
  FOXA: 0.6,
  FOX: 0.6,
  NWSA: 0.65,
  NWS: 0.65,
  TKO: 0.55,
  LEN: 0.88,
  ERIE: 0.45,
  TPL: 0.85,
  MRVL: 0.98,
  ARM: 0.1,
  RDDT: 0.7,
  RBLX: 0.8,
  APP: 0.65,
  DDOG: 0.9,
  SNOW: 0.9,
  NET: 0.88,
  SPOT: 0.75,
  SHOP: 0.92,
};

/** Share of the float traded on an average session, where the default turnover model is far off. */
export const TURNOVER: Record<string, number> = {
  SPY: 0.07,
  QQQ: 0.08,
  IWM: 0.1,
  DIA: 0.05,
  VOO: 0.005,
  IVV: 0.006,
  VTI: 0.004,
  RSP: 0.02,
  MDY: 0.01,
  TQQQ: 0.22,
  SQQQ: 0.45,
  SOXL: 0.5,
  TLT: 0.06,
  IEF: 0.05,
  HYG: 0.08,
  LQD: 0.05,
  AGG: 0.006,
  GLD: 0.03,
  SLV: 0.05,
  USO: 0.08,
  UNG: 0.12,
  XLF: 0.04,
  XLE: 0.05,
  XLK: 0.025,
  EEM: 0.05,
  EFA: 0.02,
  FXI: 0.15,
  EWZ: 0.12,
  ARKK: 0.08,
  KRE: 0.15,
  XBI: 0.08,
  GDX: 0.06,
  SMH: 0.06,
  SOXX: 0.03,
  AAPL: 0.0035,
  MSFT: 0.0028,
  NVDA: 0.009,
  AMZN: 0.0045,
  GOOGL: 0.0045,
  GOOG: 0.0035,
  META: 0.006,
  TSLA: 0.03,
  AMD: 0.025,
  PLTR: 0.025,
  INTC: 0.017,
  F: 0.012,
  SMCI: 0.06,
  MSTR: 0.04,
  COIN: 0.035,
  HOOD: 0.04,
  SOFI: 0.05,
  GME: 0.05,
  AMC: 0.1,
  NIO: 0.025,
  LCID: 0.04,
  RIVN: 0.03,
  'BRK.B': 0.0025,
};

/** Average daily volume of the index products (they have no shares; vendors report a volume figure). */
export const INDEX_VOLUME: Record<string, number> = {
  SPX: 2_600_000_000,
  XSP: 2_600_000_000,
  NDX: 900_000_000,
  RUT: 400_000_000,
  DJX: 330_000_000,
  VIX: 0,
};

/**
 * Funds and indices share one set of returns with what they track (SPX = 10 × XSP ≈ 10 × SPY), so they
 * draw from the same noise stream and load on the same factors.
 */
export interface TrackingModel {
  noiseKey: string;
  factorGroup: string;
  marketBeta: number;
  sectorBeta: number;
  idioVol: number;
}

const track = (
  noiseKey: string,
  factorGroup: string,
  marketBeta: number,
  sectorBeta: number,
  idioVol: number,
): TrackingModel => ({
  noiseKey,
  factorGroup,
  marketBeta,
  sectorBeta,
  idioVol,
});

export const TRACKING: Record<string, TrackingModel> = {
  SPY: track('SPY', 'Market', 1, 0, 0.01),
  VOO: track('SPY', 'Market', 1, 0, 0.01),
  IVV: track('SPY', 'Market', 1, 0, 0.01),
  SPX: track('SPY', 'Market', 1, 0, 0.01),
  XSP: track('SPY', 'Market', 1, 0, 0.01),
  VTI: track('VTI', 'Market', 1.02, 0, 0.015),
  RSP: track('RSP', 'Market', 0.95, 0, 0.03),
  QQQ: track('QQQ', 'Information Technology', 1.15, 0.6, 0.03),
  NDX: track('QQQ', 'Information Technology', 1.15, 0.6, 0.03),
  TQQQ: track('QQQ', 'Information Technology', 3.45, 1.8, 0.09),
  SQQQ: track('QQQ', 'Information Technology', -3.45, -1.8, 0.09),
  IWM: track('IWM', 'Market', 1.15, 0, 0.1),
  RUT: track('IWM', 'Market', 1.15, 0, 0.1),
  MDY: track('MDY', 'Market', 1.05, 0, 0.07),
  DIA: track('DIA', 'Market', 0.92, 0, 0.04),
  DJX: track('DIA', 'Market', 0.92, 0, 0.04),
  XLK: track('XLK', 'Information Technology', 1.2, 1, 0.03),
  XLF: track('XLF', 'Financials', 1.05, 1, 0.03),
  XLE: track('XLE', 'Energy', 0.85, 1, 0.03),
  XLV: track('XLV', 'Health Care', 0.75, 1, 0.03),
  XLY: track('XLY', 'Consumer Discretionary', 1.15, 1, 0.03),
  XLP: track('XLP', 'Consumer Staples', 0.55, 1, 0.03),
  XLI: track('XLI', 'Industrials', 1.0, 1, 0.03),
  XLB: track('XLB', 'Materials', 1.0, 1, 0.03),
  XLU: track('XLU', 'Utilities', 0.45, 1, 0.03),
  XLRE: track('XLRE', 'Real Estate', 0.85, 1, 0.03),
  XLC: track('XLC', 'Communication Services', 1.05, 1, 0.03),
  KRE: track('KRE', 'Financials', 1.2, 1.6, 0.12),
  XBI: track('XBI', 'Health Care', 1.1, 1.3, 0.18),
  SMH: track('SMH', 'Information Technology', 1.5, 1.6, 0.1),
  SOXX: track('SMH', 'Information Technology', 1.5, 1.6, 0.1),
  SOXL: track('SMH', 'Information Technology', 4.5, 4.8, 0.3),
  ARKK: track('ARKK', 'Information Technology', 1.6, 1, 0.25),
  GDX: track('GDX', 'Gold', 0.5, 2.2, 0.1),
  GLD: track('GLD', 'Gold', 0.05, 1, 0.02),
  SLV: track('SLV', 'Gold', 0.2, 1.6, 0.12),
  USO: track('USO', 'Energy', 0.4, 1.6, 0.2),
  UNG: track('UNG', 'Natural Gas', 0.1, 1, 0.1),
  TLT: track('TLT', 'Rates', -0.2, 1, 0.02),
  IEF: track('IEF', 'Rates', -0.1, 0.45, 0.01),
  AGG: track('AGG', 'Rates', 0, 0.35, 0.01),
  LQD: track('LQD', 'Rates', 0.1, 0.6, 0.02),
  HYG: track('HYG', 'Rates', 0.3, 0.2, 0.02),
  EEM: track('EEM', 'Emerging Markets', 0.8, 1, 0.02),
  FXI: track('FXI', 'Emerging Markets', 0.7, 1.5, 0.15),
  EWZ: track('EWZ', 'Emerging Markets', 0.8, 1.3, 0.2),
  EFA: track('EFA', 'Developed ex-US', 0.8, 1, 0.02),
  VIX: track('VIX', 'Market', 0, 0, 0.9),
};
