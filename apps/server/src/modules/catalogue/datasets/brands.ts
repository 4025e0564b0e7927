// Catalogue brands with permanent ids. Models refer to brands by name (case-insensitive) through
// brandIdOf; shops, products and reports store the id, so ids must never change.
//
// Brands are listed in blocks; a block's names take consecutive ids from its first id, in order. To add a
// brand, append it at the END of the block whose trade it belongs to (a block may grow up to the next
// block's first id) or start a new block with a fresh first id. Never reorder, rename into another brand,
// or remove a name: that would move every later id in its block. Id 999 is NOT KNOWN, the spec's default
// brand (operations spec §9), and is never part of a block.

export interface BrandSeed {
  readonly id: number;
  readonly name: string;
}

export const NOT_KNOWN_BRAND_ID = 999;

/** [first id, names separated by '|' or line breaks]. */
const blocks: readonly (readonly [number, string])[] = [
  // Mobiles and accessories (ids from 1)
  [
    1,
    `
    Samsung|Apple|Redmi|Xiaomi|Poco|Vivo|Oppo|Realme|OnePlus|Motorola|Nothing|CMF|Google|iQOO
    Infinix|Tecno|Lava|itel|Nokia|HMD|Honor|Jio|Kechaoda|Karbonn|Micromax|Lenovo|Spigen|ESR|Ringke
    Jkobi|Kapaver|Tarkan|Gadgetshieldz|Ambrane|Portronics|Anker|Belkin|boAt|URBN|Noise|Sony|JBL
    Boult|Mivi|pTron|SanDisk|HP|Kingston|Lexar|Strontium|Fire-Boltt|Amazfit|Fastrack|Garmin|Fitbit
    `,
  ],
  // Consumer electronics (ids from 100)
  [
    100,
    `
    LG|TCL|Hisense|Acer|VW|Kodak|Thomson|Vu|Panasonic|Philips|Toshiba|Haier|Daiwa|Zebronics|Marshall
    Bose|Amazon|F&D|Intex|GOVO|Canon|Nikon|Fujifilm|GoPro|DJI|Insta360|CP Plus|Hikvision|TP-Link
    Qubo|Digitek|Tata Play|Airtel|Dish TV|Sun Direct|Solid|Microsoft|Nintendo|EA Sports
    Rockstar Games|Cosmic Byte|Redgear|Ant Esports|Saregama|Igo|Shemaroo|Sansui|Duracell|Eveready
    Nippo|Energizer|Maxell|Wipro|Havells|Syska|Bajaj|Crompton|Orient|Halonix
    `,
  ],
  // Home and kitchen appliances (ids from 200)
  [
    200,
    `
    Whirlpool|Godrej|Bosch|Hitachi|Voltas Beko|IFB|Lloyd|Voltas|Daikin|Blue Star|Carrier|Symphony
    Kenstar|Usha|Hindware|Atomberg|Luminous|Polycab|V-Guard|Kent|Aquaguard|Pureit|Livpure|AO Smith
    Prestige|Butterfly|Preethi|Sujata|Morphy Richards|Inalsa|Agaro|Lifelong|Borosil|Pigeon|Sunflame
    Elica|Glen|Racold|Eureka Forbes|Karcher|Dyson|iRobot|Black+Decker|Faber|Kaff
    `,
  ],
  // Computers and IT (ids from 300)
  [
    300,
    `
    Dell|Asus|MSI|BenQ|ViewSonic|AOC|Epson|Brother|Pantum|TVS Electronics|Logitech|Seagate|WD
    Crucial|D-Link|Tenda|Mercusys|Digisol|Intel|AMD|Corsair|Gigabyte|ASRock|Zotac|Cooler Master
    Deepcool|APC|Microtek|iBall|Exide|Amaron|Quick Heal|K7|Norton|McAfee|Kaspersky|Net Protector
    eScan|Tally|BUSY|Honeywell|Zebra|TSC|Everycom|Pelican|Essae
    `,
  ],
  // Grocery staples (ids from 400)
  [
    400,
    `
    Aashirvaad|Pillsbury|Fortune|Patanjali|Shakti Bhog|Annapurna|Nature Fresh|Rajdhani|Tata Sampann
    India Gate|Daawat|Kohinoor|Lal Qilla|24 Mantra|Saffola|Sundrop|Dhara|Engine
    Emami Healthy & Tasty|Gemini|Gold Drop|Freedom|Parachute|KLF Coconad|Figaro|Borges|Disano|Dalda
    Amul|Gowardhan|Mother Dairy|Nandini|Aavin|MDH|Everest|Catch|Aachi|Eastern|Sakthi|Badshah
    Tata Salt|Nirma|Madhur|Dhampure|Trust|Uttam|Tata Tea|Brooke Bond|Wagh Bakri|Society|Lipton
    Tetley|Organic India|Nescafe|Bru|Continental|Davidoff|Narasus|Cothas|Happilo|Nutraj|Vedaka|Lion
    Farmley|Safal|McCain
    `,
  ],
  // Snacks, beverages, dairy and packaged food (ids from 500)
  [
    500,
    `
    Haldiram's|Bikaji|Bikano|Balaji|Prabhuji|Lay's|Uncle Chipps|Pringles|Kurkure|Bingo!|Doritos
    Too Yumm!|Act II|Parle|Britannia|Sunfeast|Unibic|McVitie's|Priyagold|Anmol|Cadbury|Nestle
    Ferrero Rocher|Snickers|Mars|Galaxy|Pulse|Alpenliebe|Center Fresh|Center Fruit|Chupa Chups|Polo
    Mentos|Coca-Cola|Thums Up|Sprite|Limca|Fanta|Pepsi|7Up|Mirinda|Mountain Dew|Campa|Appy Fizz
    Sting|Red Bull|Monster|Maaza|Frooti|Slice|Paper Boat|Real|Tropicana|B Natural|Bisleri|Kinley
    Aquafina|Bailley|Himalayan|Horlicks|Boost|Complan|Tang|Rooh Afza|Heritage|Gokul|Go|Amulya
    Kwality Wall's|Havmor|Vadilal|Modern|Harvest Gold|English Oven|Winkies|Maggi|Top Ramen
    Ching's Secret|Bambino|Knorr|Kissan|Del Monte|Veeba|Funfoods|Mother's Recipe|Priya|Nilon's
    Bedekar|Dabur|MTR|Gits|Kellogg's|Quaker|Bagrry's|Pintola|Lijjat|Weikfield
    `,
  ],
  // Household care and baby (ids from 600)
  [
    600,
    `
    Surf Excel|Rin|Wheel|Tide|Ariel|Ghadi|Henko|Fena|Comfort|Ezee|Vim|Pril|Exo|Harpic|Domex|Lizol
    Colin|Hit|Good Knight|All Out|Mortein|Odonil|Godrej aer|Scotch-Brite|Gala|Similac|Slurrp Farm
    Farex|Pampers|Huggies|MamyPoko|Himalaya|Bella|Mee Mee
    `,
  ],
  // Apparel (ids from 700)
  [
    700,
    `
    Peter England|Allen Solly|Van Heusen|Louis Philippe|Raymond|Park Avenue|ColorPlus|Levi's
    Wrangler|Pepe Jeans|Spykar|Flying Machine|Jack & Jones|U.S. Polo Assn.|Tommy Hilfiger|Jockey
    Roadster|Bewakoof|Max|Ramraj Cotton|Blackberrys|ONLY|Vero Moda|AND|Go Colors|Lyra|Twin Birds
    Global Desi|Marks & Spencer|Biba|Babyhug|Gini & Jony|U.S. Polo Assn. Kids|Allen Solly Junior
    Mothercare|Little Kangaroos|Manyavar|Tasva|Fabindia|MCR|W|Aurelia|Libas|Rangriti|Soch|Nalli|Rupa
    Dollar|Lux Cozi|VIP|Macho|Enamor|Clovia|Zivame|Lovable|Puma|Adidas|Nike|Reebok|HRX|Kalenji
    Domyos|Shiv Naresh
    `,
  ],
  // Apparel accessories, luggage and eyewear (ids from 800)
  [
    800,
    `
    Monte Carlo|Duke|Fort Collins|Wildcraft|Cantabil|Lux Inferno|Siyaram's|Vimal|Arvind
    Bombay Dyeing|OCM|Donear|Mafatlal|American Tourister|Safari|Skybags|Aristocrat|Samsonite|F Gear
    Lavie|Caprese|Baggit|Hidesign|Zouk|Woodland|WildHorn|Urban Forest|Ray-Ban|Oakley|Vincent Chase
    IDEE|Titan|Lenskart|John Jacobs|Bausch + Lomb|Acuvue|Aqualens
    `,
  ],
  // Footwear (ids from 900)
  [
    900,
    `
    Red Tape|Bata|Liberty|Lee Cooper|Skechers|Crocs|Sparx|Paragon|Walkaroo|Metro|Mochi|Inc.5|Catwalk
    Khadim's|Clarks|Relaxo|VKC|Campus|Asian|Action|Nivia|Yonex|Red Chief|Hush Puppies|Aqualite
    Lakhani|Bonjour|Supersox|Balenzia|Cherry Blossom|Kiwi
    `,
  ],
  // Pharmacy and wellness (ids from 1000)
  [
    1000,
    `
    GSK|Alembic|Alkem|Sun Pharma|Glenmark|USV|Micro Labs|Abbott|Zydus|Cipla|Sanofi|MSD|Novartis|Ipca
    Dr. Reddy's|Blue Cross|Lupin|Mankind|Torrent|Intas|Haleon|Bayer|Reckitt|Procter & Gamble|Pfizer
    Johnson & Johnson|Amrutanjan|Emami|Boroline|FDC|Allergan|Zandu|Baidyanath|Kottakkal|SBL
    Dr. Reckeweg|Schwabe|Bakson's|Apex|Seven Seas|Danone|MuscleBlaze|Optimum Nutrition|HealthKart
    Fast&Up|Omron|Dr Trust|Accu-Chek|OneTouch|Dr. Morepen|BPL|HealthSense|Dr Physio|Band-Aid
    Hansaplast|Dettol|Savlon|Lifebuoy|Betadine|Burnol|Tynor|Jaycot|3M|St Johns|Vissco|Karma|Dispovan
    Venus|Friends|Nirlon|Romsons|Johnson's|Sebamed|Mamaearth|Philips Avent|Woodward's|Durex|Manforce
    Skore|Moods|Kamasutra|Piramal
    `,
  ],
  // Hardware, paints and building material (ids from 1100)
  [
    1100,
    `
    Taparia|Stanley|Jhalani|Eastman|Freemans|Makita|Dewalt|Ingco|Asian Paints|Berger|Nerolac|Dulux
    Nippon Paint|Indigo Paints|Birla Opus|Birla White|JK|Astral|Ashirvad|Supreme|Finolex|Prince
    Sintex|Jaquar|Essco|Cera|Parryware|Kohler|Nirali|Franke|KEI|RR Kabel|Anchor|Legrand|GM|Schneider
    Goldmedal|Unbrako|Harrison|Link|Europa|Dorset|Yale|Hettich|Ebco|Ozone|Dorma|Fevicol|Fevikwik
    Araldite|M-Seal|Dr. Fixit|Roff|Wacker|Anabond|Loctite|Bondtite|UltraTech|ACC|Ambuja|Shree|Dalmia
    JK Super|Ramco|Birla A1|Tata Tiscon|JSW|SAIL|Kamdhenu|Kajaria|Somany|Johnson|Orientbell|Nitco
    AGL|Simpolo|Varmora|Livguard|Loom Solar|Karam|Udyogi|Allen Cooper|Hillson|Ceasefire|Safex|Kanex
    `,
  ],
  // Stationery and books (ids from 1200)
  [
    1200,
    `
    Classmate|Navneet|Sundaram|Doms|Oddy|Reynolds|Cello|Linc|Flair|Hauser|Parker|Pilot|Uniball
    Camlin|Luxor|Faber-Castell|Apsara|Nataraj|Staedtler|Kangaro|Fevistik|Post-it|Solo|Maped
    Sellotape|Kores|Trueline|Worldone|Double A|TNPL|Century|Fevicryl|Milton|NCERT|Dhanpat Rai
    S Chand|Lucent|Arihant|HarperCollins|Penguin|Jaico|Universities Press|Plata Publishing
    Amar Chitra Katha|Gita Press|Archies|Casio|Citizen|Orpat|Kenko
    `,
  ],
  // Beauty and personal care (ids from 1300)
  [
    1300,
    `
    Pond's|Nivea|Lakme|Garnier|Cetaphil|Minimalist|Plum|The Derma Co|Neutrogena|Glow & Lovely
    Biotique|Lotus Herbals|Clean & Clear|Olay|Vicco|Navratna|Indulekha|Nihar Naturals|Clinic Plus
    Sunsilk|Dove|Head & Shoulders|Pantene|TRESemme|L'Oreal Paris|Streax|Indica|Set Wet|Livon|Roots
    Vega|Maybelline New York|Sugar|Blue Heaven|Elle 18|Swiss Beauty|Colorbar|Faces Canada|Insight
    Fogg|Wild Stone|Axe|Engage|Denver|Yardley London|Skinn by Titan|Bella Vita Organic|Villain|Ajmal
    Lux|Santoor|Cinthol|Pears|Medimix|Hamam|Godrej No.1|Mysore Sandal|Margo|Liril|Fiama|Vaseline
    Nycil|Colgate|Pepsodent|Close Up|Sensodyne|Oral-B|Ajay|Listerine|Gillette|Old Spice|Topaz
    Bombay Shaving Company|Beardo|Ustraa|The Man Company|Whisper|Stayfree|Sofy|Paree|Nua|Carefree
    Sirona|VWash|Pee Safe|Nova|Braun|Trim
    `,
  ],
  // Jewellery and watches (ids from 1400)
  [
    1400,
    `
    Tanishq|Kalyan Jewellers|Malabar Gold & Diamonds|Joyalukkas|Senco Gold|PC Jeweller
    Mia by Tanishq|Giva|Palmonas|Silvermerc|CaratLane|Candere|Platinum Evara|MMTC-PAMP|Augmont
    Sukkhi|Zaveri Pearls|Voylla|Yellow Chimes|Shining Diva|Priyaasi|Rubans|Sonata|Timex|Fossil
    Maxima|HMT|Ajanta
    `,
  ],
  // Furniture and home (ids from 1500)
  [
    1500,
    `
    Wakefit|Godrej Interio|Durian|Sleepyhead|Home Centre|Royaloak|HomeTown|Sleepwell|Kurl-on
    Duroflex|Centuary|Sleepycat|Nilkamal|Recron|Green Soul|Featherlite|Savya Home|Spaces
    Raymond Home|Portico New York|Story@Home|Home Sizzler|Trident|eCraftIndia|Ellementry|Hawkins
    Wonderchef|The Indus Valley|Vinod|Larah by Borosil|Corelle|La Opala|Treo by Milton|Pasabahce
    Clay Craft|Tupperware|Signoraware|Princeware|Joyo
    `,
  ],
  // Sports, toys and music (ids from 1600)
  [
    1600,
    `
    SS|SG|MRF|Kookaburra|Cosco|Li-Ning|Stag|GKI|Wilson|Head|Vector X|Spalding|Vicky|Kore|Cockatoo
    Strauss|Boldfit|Aurion|PowerMax Fitness|Durafit|Hero|Hercules|BSA|Atlas|Firefox|Leader|Btwin
    Montra|Ralson|Quechua|Speedo|Jaspo|Hot Wheels|Barbie|LEGO|Fisher-Price|Funskool|Nerf|Centy Toys
    Toyzone|Hasbro|Mattel|Precise|Synco|Kitty|Frank|Skillmatics|R for Rabbit|Yamaha|Kadence|Juarez
    D'Addario|Hohner
    `,
  ],
  // Auto parts (ids from 1700)
  [
    1700,
    `
    Rolon|Hero Genuine Parts|Bajaj Genuine Parts|TVS Genuine Parts|Honda Genuine Parts|NGK|Uno Minda
    TVS Girling|Valeo|Gabriel|Maruti Suzuki Genuine Parts|Hyundai Mobis|Apollo|CEAT|JK Tyre
    Bridgestone|Michelin|Yokohama|TVS Eurogrip|Castrol|Servo|Mobil|Shell|Gulf|Motul|SF Sonic
    Tata Green|Ambi Pur|70mai|Blaupunkt|Pioneer|Rynox|Viaterra|Steelbird|Studds|SMK|Axor|LS2
    Royal Enfield|Formula 1|Turtle Wax|Meguiar's|Armor All|Abro|Wavex|WD-40|Osram|Hella|Lumax|Varroc
    `,
  ],
  // General merchandise, gifts and pooja (ids from 1800)
  [
    1800,
    `
    Popy|John's|Ship|Homelites|Singer|Coats|Freshwrapp|Origami|Cycle|Mangaldeep|Zed Black|Hem|Moksh
    `,
  ],
];

function expandBlocks(): BrandSeed[] {
  const seeds: BrandSeed[] = [{ id: NOT_KNOWN_BRAND_ID, name: 'NOT KNOWN' }];
  blocks.forEach(([first, text], i) => {
    const names = text
      .split(/[|\n]/)
      .map((name) => name.trim())
      .filter((name) => name.length > 0);
    const last = first + names.length - 1;
    const next = blocks[i + 1]?.[0] ?? Number.POSITIVE_INFINITY;
    if (last >= next || (first <= NOT_KNOWN_BRAND_ID && last >= NOT_KNOWN_BRAND_ID)) {
      throw new Error(
        `catalogue brands: block at ${first} overflows into ${Math.min(next, NOT_KNOWN_BRAND_ID)}`,
      );
    }
    names.forEach((name, k) => {
      seeds.push({ id: first + k, name });
    });
  });
  return seeds.sort((a, b) => a.id - b.id);
}

export const brands: readonly BrandSeed[] = expandBlocks();

const idByName = new Map(brands.map((b) => [b.name.toLowerCase(), b.id]));

/** The permanent id of a brand named in the catalogue tables; throws on an unknown name. */
export function brandIdOf(name: string): number {
  const id = idByName.get(name.toLowerCase());
  if (id === undefined) throw new Error(`catalogue: unknown brand '${name}'`);
  return id;
}
