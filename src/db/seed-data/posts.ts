export type SeedPost = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  author_name: string;
  category: 'Industry Reports' | 'Best Practices' | 'Guides' | 'Tools';
  tags: string[];
  meta_description: string;
  status: 'draft' | 'published' | 'archived';
  /** Days relative to seeding: negative = published in the past, positive = scheduled; null = never published. */
  published_offset_days: number | null;
  featured_image_url: string;
};

const cover = {
  'Industry Reports': '/defaults/blog/industry-reports.svg',
  'Best Practices': '/defaults/blog/best-practices.svg',
  Guides: '/defaults/blog/guides.svg',
  Tools: '/defaults/blog/tools.svg',
} as const;

export const seedPosts: SeedPost[] = [
  {
    title: 'How to Eliminate Double Bookings in Your Rental Yard',
    slug: 'eliminate-double-bookings',
    excerpt:
      'Double bookings cost you the rental, the customer and your reputation. Here is where they come from and the process changes that stop them.',
    content: `<p>Few things damage trust faster than telling a contractor at 7 a.m. that the excavator they booked is already on another job. Double bookings rarely come from careless staff; they come from a process where the truth about availability lives in more than one place.</p>
<h2>Where double bookings come from</h2>
<ul><li><strong>Two sources of truth.</strong> A whiteboard in the yard and a spreadsheet in the office drift apart within hours.</li><li><strong>Unrecorded extensions.</strong> A customer calls the yard to keep a machine two more days and nobody updates the calendar.</li><li><strong>Late returns.</strong> The next rental was promised on the assumption the unit would be back on time.</li><li><strong>Transfers between locations.</strong> A unit moved to another branch still shows as available at the first one.</li></ul>
<h2>Make availability a single, live record</h2>
<p>Every quote, reservation, extension and return should change the same record, instantly, for everyone. When the counter, the yard and the road crew all see the same calendar, a conflict is visible before it becomes a broken promise.</p>
<h2>Build buffers into the schedule</h2>
<p>Set a turnaround time per category for cleaning, inspection and refuelling. A mini excavator that comes back at 4 p.m. is not really available until it has been checked, so the calendar should say so.</p>
<h2>Handle the exceptions explicitly</h2>
<p>Late returns and extensions are normal. Flag them as soon as they happen and let the system show which upcoming rentals are affected, so you can substitute a unit or call the customer early. Lizit customers report <strong>90% fewer double bookings</strong> once availability lives in one place; if you want to see how, <a href="/product">explore the inventory module</a>.</p>`,
    author_name: 'Marc Tremblay',
    category: 'Best Practices',
    tags: ['availability', 'scheduling', 'operations'],
    meta_description:
      'Why double bookings happen in equipment rental and the process changes that stop them for good.',
    status: 'published',
    published_offset_days: -3,
    featured_image_url: cover['Best Practices'],
  },
  {
    title: 'The Utilization Metrics That Actually Matter for Rental Companies',
    slug: 'utilization-metrics-that-matter',
    excerpt:
      'Time utilization, dollar utilization and revenue per asset each tell a different story. Learn which one to watch for each decision.',
    content: `<p>"Utilization" gets quoted in every rental meeting, but it means different things to different people. Picking the right measure for the decision in front of you is what turns numbers into better buying and pricing.</p>
<h2>Time utilization</h2>
<p>The share of available days an asset was on rent. It tells you whether you have too many or too few units of a category. Below roughly 50% for a sustained period usually means surplus fleet; above 80% means you are turning customers away.</p>
<h2>Dollar utilization</h2>
<p>Annual rental revenue divided by the original cost of the asset. It captures both how often a unit rents and at what rate, which makes it the best single figure for comparing categories with very different prices.</p>
<h2>Revenue per asset and time on rent</h2>
<ul><li><strong>Revenue per asset</strong> shows which individual units underperform their category, often because of condition or location.</li><li><strong>Average time on rent</strong> shows whether rentals are getting shorter, which affects delivery costs and cleaning capacity.</li></ul>
<h2>Make the numbers routine</h2>
<p>These measures are only useful if they are current. When every rental, return and transfer is recorded as it happens, the reports build themselves and you can review them monthly instead of once a year. Customers using Lizit report <strong>35% higher utilization</strong> after they start acting on these reports.</p>`,
    author_name: 'Sofia Alvarez',
    category: 'Industry Reports',
    tags: ['utilization', 'reporting', 'fleet management'],
    meta_description:
      'Time utilization, dollar utilization and revenue per asset: which rental metrics to track and why.',
    status: 'published',
    published_offset_days: -12,
    featured_image_url: cover['Industry Reports'],
  },
  {
    title: 'Preventive Maintenance Schedules for Heavy Equipment Rentals',
    slug: 'preventive-maintenance-heavy-equipment',
    excerpt:
      'A practical way to set service intervals by engine hours and calendar days, and to keep machines earning instead of waiting for parts.',
    content: `<p>A breakdown on a customer's job site costs far more than the repair: a service call, a replacement unit, a lost day of rent and a customer who may not come back. Preventive maintenance is how rental companies keep heavy equipment earning.</p>
<h2>Set intervals by hours and by calendar</h2>
<p>Most manufacturers specify service by engine hours, but rental equipment also sits idle. Use whichever comes first: for example every 250 hours or every 90 days for a mini excavator's oil and filter service.</p>
<h2>Capture meter readings at every return</h2>
<p>Hour-meter readings recorded at check-in are what make hour-based intervals work. Make the reading a required field in the return checklist so the service schedule is never based on guesses.</p>
<h2>Hold units back before they are due</h2>
<ul><li>Flag units that will reach their interval during the next rental.</li><li>Schedule the service between rentals instead of pulling the unit mid-contract.</li><li>Log parts and technician time on the work order to see the true cost of ownership.</li></ul>
<h2>Use the history when you price and when you sell</h2>
<p>Maintenance history tells you which models cost the most to keep running. Feed that into your rates and into the decision of when to retire a unit. Download our <a href="/resources">Preventive Maintenance Schedule Template</a> to get started.</p>`,
    author_name: 'Priya Raman',
    category: 'Guides',
    tags: ['maintenance', 'heavy equipment', 'service'],
    meta_description:
      'How to set preventive maintenance intervals for rental heavy equipment by engine hours and calendar days.',
    status: 'published',
    published_offset_days: -25,
    featured_image_url: cover.Guides,
  },
  {
    title: 'Going Paperless: Digital Rental Contracts and ID Verification',
    slug: 'digital-rental-contracts-id-verification',
    excerpt:
      'Paper contracts slow down the counter and get lost. Digital contracts with e-signature and ID checks are faster and safer for you and your customers.',
    content: `<p>The rental contract is where your terms, your damage waiver and your customer's responsibilities become enforceable. Yet many yards still print, sign, scan and file them by hand.</p>
<h2>What paper costs you</h2>
<ul><li>Customers wait at the counter while forms are filled in.</li><li>Missing signatures or pages surface only when there is a dispute.</li><li>Finding last year's contract for a damage claim takes an afternoon.</li></ul>
<h2>How digital contracts work</h2>
<p>The contract is generated from the quote, sent to the customer's phone or signed on a tablet at the counter, and stored with the rental. With e-signature and <strong>ID verification</strong>, you know who signed and when, before the equipment leaves the yard.</p>
<h2>Getting the details right</h2>
<p>Keep your terms in plain language, include your damage waiver and fuel and cleaning policies, and attach the check-out inspection photos to the same record. Lizit customers report <strong>50% faster contract processing</strong>. See how it fits your counter on the <a href="/product">product page</a>.</p>`,
    author_name: 'Daniel Mercer',
    category: 'Best Practices',
    tags: ['contracts', 'e-signature', 'ID verification'],
    meta_description:
      'Why rental companies are moving to digital contracts with e-signature and ID verification, and how to do it well.',
    status: 'published',
    published_offset_days: -40,
    featured_image_url: cover['Best Practices'],
  },
  {
    title: 'Pricing Strategies for Tool Rental Businesses',
    slug: 'tool-rental-pricing-strategies',
    excerpt:
      'Day, week and four-week rates, minimum charges and seasonal pricing: how to set tool rental prices that cover costs and still win jobs.',
    content: `<p>Tool rental margins are made or lost in the rate card. Prices copied from a competitor years ago rarely reflect what your tools actually cost to own.</p>
<h2>Start from the cost to own</h2>
<p>Add depreciation, maintenance, insurance and storage for a year, then divide by the days you realistically expect the tool to be on rent. That break-even daily rate is your floor. Our <a href="/resources">Rental Rate Calculator</a> does the arithmetic for you.</p>
<h2>Structure day, week and four-week rates</h2>
<ul><li>A common pattern is week = 3 to 4 days and four weeks = 8 to 10 days.</li><li>Longer rates win contractor business; make sure they still cover cleaning and wear.</li><li>Use a minimum charge for small tools so short rentals are worth the paperwork.</li></ul>
<h2>Adjust for demand</h2>
<p>Review utilization by category each quarter. Raise rates where demand exceeds supply and run promotions where tools sit idle. Quoting quickly matters as much as the rate itself: customers using Lizit generate quotes <strong>90% faster</strong>.</p>`,
    author_name: 'Sofia Alvarez',
    category: 'Tools',
    tags: ['pricing', 'tool rental', 'rates'],
    meta_description:
      'How to set day, week and four-week tool rental rates from the real cost to own.',
    status: 'published',
    published_offset_days: -55,
    featured_image_url: cover.Tools,
  },
  {
    title: 'Preparing Your Party Rental Business for Peak Season',
    slug: 'party-rental-peak-season-prep',
    excerpt:
      'Wedding and event season rewards the companies that plan inventory, crews and cleaning capacity weeks ahead. A timeline that works.',
    content: `<p>Between May and September, party and event rental companies do a large share of their annual revenue. The busiest weekends leave no room for surprises.</p>
<h2>Eight weeks out: count everything</h2>
<p>Count tents, tables, chairs, linens and lighting, and compare against confirmed and likely bookings. Order replacements for damaged items now, while suppliers still have stock.</p>
<h2>Four weeks out: crews and routes</h2>
<ul><li>Confirm seasonal staff and train them on setup standards and safety.</li><li>Group deliveries by area and time window to reduce truck hours.</li><li>Plan cleaning capacity: linens and tableware come back in waves on Mondays.</li></ul>
<h2>During the season: protect every booking</h2>
<p>Keep availability live so sales never promises a tent that is still drying from last weekend. Send contracts for e-signature well before the event and collect deposits up front. Our <a href="/resources">Party Rental Peak Season Checklist</a> covers the full timeline.</p>`,
    author_name: 'Marc Tremblay',
    category: 'Guides',
    tags: ['party rental', 'events', 'seasonality'],
    meta_description:
      'An eight-week plan to prepare inventory, crews and cleaning for party rental peak season.',
    status: 'published',
    published_offset_days: -70,
    featured_image_url: cover.Guides,
  },
  {
    title: 'Switching Rental Software Without Downtime',
    slug: 'switching-rental-software-without-downtime',
    excerpt:
      'Changing systems feels risky, but a clear plan for data migration, training and go-live keeps the counter open the whole time.',
    content: `<p>Most rental companies stay on outdated software for years because switching feels like open-heart surgery. With the right plan, it is closer to a scheduled service.</p>
<h2>Migrate the data that matters</h2>
<p>Equipment, customers, rates and open rentals come across first. Historical rentals are useful for reporting, but they should not hold up go-live. Ask your new provider to run a test import and check a sample of records together.</p>
<h2>Train by role</h2>
<ul><li>Counter staff: quotes, contracts and payments.</li><li>Yard crew: check-out, returns and inspections on a phone or tablet.</li><li>Managers: reports and approvals.</li></ul>
<h2>Pick a quiet go-live date</h2>
<p>Go live at the start of a slower week, with the provider's team on call. Run the old system read-only for a few weeks so nobody worries about lost information. Lizit customers typically go live in <strong>3-4 weeks</strong>, and data migration is included. <a href="/contact">Talk to us</a> about your timeline.</p>`,
    author_name: 'Priya Raman',
    category: 'Guides',
    tags: ['software', 'data migration', 'onboarding'],
    meta_description:
      'How to switch rental management software with a clean data migration and no downtime at the counter.',
    status: 'published',
    published_offset_days: -90,
    featured_image_url: cover.Guides,
  },
  {
    title: 'Damage Waivers: Protecting Your Fleet and Your Customers',
    slug: 'damage-waivers-explained',
    excerpt:
      'A well-designed damage waiver reduces disputes, protects your equipment investment and gives customers peace of mind.',
    content: `<p>Every rental company deals with damage. What separates a smooth claim from a lost customer is how clearly the rules were set before the equipment left the yard.</p>
<h2>What a damage waiver is, and is not</h2>
<p>A damage waiver is not insurance. It is an optional fee, usually a percentage of the rental, in exchange for which you waive part of the customer's responsibility for accidental damage. Exclusions such as misuse, theft or negligence should be written clearly.</p>
<h2>Make the terms visible</h2>
<ul><li>Show the waiver on the quote and the contract, accepted or declined.</li><li>Attach check-out and return photos to the rental record.</li><li>Record hour-meter and fuel readings at both ends.</li></ul>
<h2>Handle claims consistently</h2>
<p>Use the same inspection checklist for every return and price repairs from your actual parts and labour costs. Consistency is what makes charges defensible.</p>`,
    author_name: 'Daniel Mercer',
    category: 'Best Practices',
    tags: ['damage waiver', 'contracts', 'risk'],
    meta_description:
      'How rental damage waivers work and how to set clear terms that reduce disputes.',
    status: 'published',
    published_offset_days: -120,
    featured_image_url: cover['Best Practices'],
  },
  {
    title: 'Using a Rental Rate Calculator to Find Your Break-Even',
    slug: 'rental-rate-calculator-how-to',
    excerpt:
      'A step-by-step walkthrough of our free rate calculator: from purchase price and resale value to suggested day, week and month rates.',
    content: `<p>Our free <a href="/resources">Rental Rate Calculator</a> turns a handful of numbers you already know into a defensible rate card. Here is how to use it.</p>
<h2>Enter what the asset costs you</h2>
<ul><li>Purchase cost and expected resale value.</li><li>Useful life in years.</li><li>Annual maintenance, repairs, insurance and storage.</li></ul>
<h2>Be honest about utilization</h2>
<p>Enter the number of days the asset can be rented and the share of those days you realistically expect it to be out. Overestimating utilization is the most common reason rates end up too low.</p>
<h2>Read the results</h2>
<p>The calculator shows the annual cost to own, the break-even daily rate and a suggested daily rate at your target margin, with week and four-week rates derived from it. Compare the suggestions with your current rates category by category, and start with the largest gaps.</p>`,
    author_name: 'Sofia Alvarez',
    category: 'Tools',
    tags: ['pricing', 'calculator', 'profitability'],
    meta_description:
      'How to use a rental rate calculator to find break-even and suggested day, week and month rates.',
    status: 'published',
    published_offset_days: -150,
    featured_image_url: cover.Tools,
  },
  {
    title: '2026 Equipment Rental Outlook: What Independent Yards Should Watch',
    slug: 'equipment-rental-outlook-2026',
    excerpt:
      'Customer expectations, fleet costs and digital operations are reshaping the rental market. What independent rental companies can do about it.',
    content: `<p>Independent rental companies compete with national chains on service, flexibility and local knowledge. The trends below affect how that advantage holds up.</p>
<h2>Customers expect digital convenience</h2>
<p>Contractors and event planners now expect to get a quote quickly, sign on their phone and pay by card. Yards that still require a visit to the counter for every step lose jobs to those that do not.</p>
<h2>Fleet costs stay high</h2>
<p>New equipment and parts remain expensive, which makes utilization and maintenance discipline more important than fleet size. Knowing which assets earn their keep is the basis of every buying decision.</p>
<h2>Operations data becomes a competitive edge</h2>
<ul><li>Live availability lets smaller teams serve more customers.</li><li>Maintenance history reduces breakdowns on the job.</li><li>Reporting shows where to invest and what to retire.</li></ul>
<p>None of this requires a large IT team: cloud software built for rental operations puts the same tools within reach of a single-location yard.</p>`,
    author_name: 'Daniel Mercer',
    category: 'Industry Reports',
    tags: ['industry trends', 'outlook', 'independent rental'],
    meta_description:
      'Trends shaping the equipment rental market in 2026 and what independent rental yards can do about them.',
    status: 'published',
    published_offset_days: -190,
    featured_image_url: cover['Industry Reports'],
  },
  {
    title: 'Faster Quotes, Higher Conversion: What Rental Customers Expect',
    slug: 'faster-quotes-higher-conversion',
    excerpt:
      'The first accurate quote often wins the job. How rental companies cut quoting time and why it doubles conversion.',
    content: `<p>When a contractor needs a skid steer tomorrow, they call three yards. The first one to send an accurate quote with confirmed availability usually gets the booking.</p>
<h2>Why quotes are slow</h2>
<ul><li>Availability has to be checked by phone with the yard.</li><li>Rates, delivery and damage waiver are calculated by hand.</li><li>The quote is typed into a document and e-mailed.</li></ul>
<h2>What fast quoting looks like</h2>
<p>Quotes built from live availability and your rate card take minutes. Send them by e-mail or text with a link to accept and sign, and turn an accepted quote into a rental with one click.</p>
<h2>Follow up systematically</h2>
<p>Track open quotes and follow up the same day. Customers using Lizit report quotes generated <strong>90% faster</strong> and <strong>2x quote conversion</strong>.</p>`,
    author_name: 'Marc Tremblay',
    category: 'Industry Reports',
    tags: ['quotes', 'sales', 'conversion'],
    meta_description:
      'Why quote speed decides rental bookings and how to cut quoting time to minutes.',
    status: 'published',
    published_offset_days: -240,
    featured_image_url: cover['Industry Reports'],
  },
  {
    title: 'Multi-Location Inventory: A Checklist for Growing Rental Companies',
    slug: 'multi-location-inventory-checklist',
    excerpt:
      'Opening a second branch changes how you track equipment. A checklist for transfers, availability and reporting across locations.',
    content: `<p>Draft: expanding to a second location changes how inventory moves. This article will cover transfers between branches, shared availability and per-location reporting.</p>
<h2>Outline</h2>
<ul><li>Transfers and in-transit status</li><li>Shared versus local fleet</li><li>Reporting by branch</li></ul>`,
    author_name: 'Priya Raman',
    category: 'Guides',
    tags: ['multi-location', 'inventory', 'growth'],
    meta_description: 'A checklist for tracking rental inventory across several locations.',
    status: 'draft',
    published_offset_days: null,
    featured_image_url: cover.Guides,
  },
  {
    title: 'Our 2023 Rental Software Checklist (Archived)',
    slug: 'rental-software-checklist-2023',
    excerpt:
      'An older version of our software selection checklist, replaced by the current buyer\u2019s guide.',
    content: `<p>This checklist has been replaced by our current <a href="/resources">Rental Business Software Buyer's Guide</a>.</p>
<h2>What changed</h2>
<p>The new guide adds questions about digital contracts, ID verification and data migration.</p>`,
    author_name: 'Sofia Alvarez',
    category: 'Tools',
    tags: ['software', 'checklist'],
    meta_description: 'Archived: our 2023 rental software selection checklist.',
    status: 'archived',
    published_offset_days: -400,
    featured_image_url: cover.Tools,
  },
  {
    title: 'Service Module Deep Dive: Billing Customer Repairs',
    slug: 'billing-customer-repairs-service-module',
    excerpt:
      'Turn your workshop into a revenue line: work orders, parts, technician time and invoices for customer-owned equipment.',
    content: `<p>Many rental yards repair customer-owned equipment on the side, tracked on paper. Scheduled for publication: how to run those repairs as proper billable work orders.</p>
<h2>Work orders</h2>
<p>Record the equipment, the problem and the estimate, and get approval before work starts.</p>
<h2>Parts and time</h2>
<p>Log spare parts and technician hours against the work order so the invoice is complete.</p>
<h2>Invoicing</h2>
<p>Invoice on completion and collect by card when the customer picks up.</p>`,
    author_name: 'Priya Raman',
    category: 'Tools',
    tags: ['service', 'repairs', 'invoicing'],
    meta_description: 'How to bill customer repairs with work orders, parts and technician time.',
    status: 'published',
    published_offset_days: 5,
    featured_image_url: cover.Tools,
  },
];
