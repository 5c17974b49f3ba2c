export type SeedPost = {
  title: string;
  slug: string; // lowercase-hyphenated, unique
  excerpt: string; // 1-2 sentences, <= 220 chars
  content: string; // article body as clean HTML (h2, h3, p, lists, strong, em, blockquote, internal links)
  author_name: string;
  category: 'Industry Reports' | 'Best Practices' | 'Guides' | 'Tools';
  tags: string[]; // 3-5 short tags
  meta_description: string; // <= 160 chars
  status: 'draft' | 'published' | 'archived';
  /** days relative to seeding time: negative = in the past (published), positive = scheduled in the future; null = never published */
  published_offset_days: number | null;
  featured_image_url: string;
};

/**
 * Demo blog posts: 11 published (newest first), 1 draft, 1 archived and 1 scheduled post.
 * Figures about Lizit customers are the marketing figures of src/config/site.ts.
 */
export const seedPosts: SeedPost[] = [
  {
    title: 'Double Bookings: Why They Happen and How to Eliminate Them',
    slug: 'eliminate-double-bookings',
    excerpt:
      'A double booking costs more than one rental. Here is where availability conflicts really come from, and the process and system changes that stop them for good.',
    content: `<p>It is 6:45 on a Monday morning. A contractor is at your counter for the mini excavator he reserved last Tuesday, and the machine is on a job site across town with a rental that started on Saturday. Someone now has to make a phone call nobody wants to make. Double bookings are rarely caused by careless people. They are caused by a process in which the truth about availability lives in more than one place.</p>
<h2>What a double booking really costs</h2>
<p>The lost rental is the smallest part of the bill. To rescue the job you may sub-rent a machine from a competitor at their rate, hot-shot a unit from another yard, or discount the customer's next rental to keep the relationship. Meanwhile the customer's crew is standing around, and a contractor who loses half a day because of you remembers it the next time they pick up the phone. For party rental the stakes are even higher: nobody reschedules a wedding because the tent you promised is already staked in someone else's backyard.</p>
<h2>Where conflicts actually come from</h2>
<p>When rental companies trace their double bookings back to the root cause, the same patterns show up again and again:</p>
<ul>
<li><strong>Two sources of truth.</strong> A whiteboard in the yard and a spreadsheet in the office drift apart within hours, and the phone booking taken at the counter gets entered "later".</li>
<li><strong>Unclear quote holds.</strong> Some staff treat a quote as a reservation, others do not. Either stock sits idle behind quotes that never convert, or two quotes for the same unit both get accepted.</li>
<li><strong>Late returns and extensions.</strong> A customer calls to keep the machine two more days, the extension is agreed verbally, and Thursday's booking for that unit is never revisited.</li>
<li><strong>Equipment in the shop.</strong> A unit waiting for a hydraulic hose still shows as available because nobody changed its status when it was tagged out.</li>
<li><strong>Multiple locations.</strong> Transfers between yards are tracked in a group chat, so each branch has a different idea of what it owns today.</li>
</ul>
<h2>Process fixes you can make this week</h2>
<ol>
<li><strong>Declare one source of truth.</strong> Every booking, extension and return goes into the same system first, before the customer hangs up.</li>
<li><strong>Define what a quote holds.</strong> Decide whether quotes reserve equipment. If they do, give holds an expiry, such as 48 hours, after which the unit is released automatically.</li>
<li><strong>Add turnaround buffers.</strong> Block time after each return for inspection, cleaning and refuelling. A half-day buffer on a skid steer is cheaper than a failed hand-off.</li>
<li><strong>Tag out what is not rentable.</strong> Anything damaged, waiting for parts or due for service gets a status that removes it from availability until someone releases it.</li>
<li><strong>Run a morning overdue check.</strong> List everything that should have come back yesterday and call those customers before confirming today's bookings on the same units.</li>
</ol>
<h2>Let the system enforce the rules</h2>
<p>Process helps, but people are busy and counters get crowded. The lasting fix is software that checks availability in real time, when a quote is created and again when it becomes a booking, for serialized units such as a specific excavator and for bulk items such as folding chairs. Equipment in the shop should drop out of availability automatically, and every location should see the same numbers.</p>
<p>This is the problem Lizit was built around. Availability updates the moment a booking, extension or return is recorded, across every user and every yard, and conflicts are flagged before the customer receives a confirmation. Across our customers, that shift has meant <strong>90% fewer double bookings</strong>. You can see how real-time availability works on the <a href="/product">product page</a>.</p>
<h2>Measure it so it stays fixed</h2>
<p>Log every conflict, including the ones you rescued, together with its cause: extension, late return, shop status, quote hold or data entry. Review the log once a month. Within a quarter you will know exactly which rule needs tightening, and your counter staff will stop dreading Monday mornings.</p>`,
    author_name: 'Marc Tremblay',
    category: 'Best Practices',
    tags: ['Double bookings', 'Availability', 'Inventory', 'Operations'],
    meta_description:
      'Why rental companies double book equipment, what it really costs, and the process and software fixes that prevent availability conflicts.',
    status: 'published',
    published_offset_days: -3,
    featured_image_url: '/defaults/blog/best-practices.svg',
  },
  {
    title: '2027 Rental Industry Outlook: Five Shifts to Plan For',
    slug: 'rental-industry-outlook-2027',
    excerpt:
      'Utilization over fleet growth, self-serve customers, electric equipment, rental fraud and lean offices: the five shifts independent rental companies should plan for next year.',
    content: `<p>Every autumn we sit down with the rental operators we work with and ask the same question: what will be different next year? The answers from a concrete-tool specialist, a general equipment yard and a wedding-tent company are never identical, but the themes repeat. Here are the five shifts we think independent equipment, tool and party rental companies should plan for in 2027.</p>
<h2>1. Utilization beats fleet growth</h2>
<p>New equipment is expensive, and financing it is not cheap. The operators we see growing profitably are not the ones adding the most units; they are the ones getting more rental days out of the fleet they already own. That means knowing, by category and by individual asset, how many days each unit was actually on rent, how long it sat waiting for repair, and which items have not left the shelf all season. Expect more owners to make purchasing decisions from utilization reports rather than from gut feel or a sales visit.</p>
<h2>2. Customers expect to serve themselves</h2>
<p>Contractors now order materials, book subcontractors and pay suppliers from their phones. They expect the same from their rental company: a quote by email within minutes, a contract they can sign from the job site, and a card payment without a trip to the counter. Rental companies that still quote by calling back later are not losing on price; they are losing on speed. In our own customer base, companies that moved quoting into their rental system cut the time to produce a quote by 90% and converted twice as many quotes into rentals.</p>
<h2>3. Electric equipment changes the yard</h2>
<p>Battery-powered compact equipment, from mini excavators to plate compactors and light towers, is moving from curiosity to regular customer request, especially for indoor work, dense urban sites and projects with noise limits. For a rental yard this is more than a purchasing decision. Charging capacity, battery health checks at return, different service routines and customer training all have to be planned before the first unit arrives, and rates need to reflect a different cost profile.</p>
<h2>4. Fraud prevention moves to the counter</h2>
<p>Rental fraud, where a stolen or fake identity is used to rent a machine that never comes back, is a growing worry among the operators we talk to. The defence is unglamorous: verify photo ID for every new customer, keep the ID check attached to the contract, require a card authorization before release, and look twice at first-time customers who want high-value equipment delivered to an unusual address. Digital contracts with built-in ID verification make these checks consistent instead of dependent on who is working the counter that day.</p>
<h2>5. The office does more with the same team</h2>
<p>Finding experienced counter staff, dispatchers and technicians remains hard. Rather than hiring for every new location, operators are removing double entry: invoices that sync to accounting automatically, service scheduled by hour meter instead of memory, and contracts that no longer need to be printed, scanned and filed. Every hour saved on paperwork is an hour spent with customers or in the shop.</p>
<p><strong>Before January, four things are worth doing:</strong></p>
<ul>
<li>Pull last year's utilization by category and decide where to buy, where to sell and where to raise rates.</li>
<li>Time how long a typical quote takes today, from first call to sent document.</li>
<li>Write down your ID verification rule and check whether everyone follows it.</li>
<li>List every place where data is typed twice, and fix the one that costs the most hours.</li>
</ul>
<p>If you would like to talk through any of these with people who spend their days inside rental yards, <a href="/contact">get in touch</a>.</p>`,
    author_name: 'Daniel Mercer',
    category: 'Industry Reports',
    tags: ['Industry outlook', 'Trends', 'Utilization', 'Electric equipment'],
    meta_description:
      'Five shifts independent equipment, tool and party rental companies should plan for in 2027, and four things to do before January.',
    status: 'published',
    published_offset_days: -12,
    featured_image_url: '/defaults/blog/industry-reports.svg',
  },
  {
    title: 'How to Use a Rental Rate Calculator to Set Profitable Rates',
    slug: 'rental-rate-calculator-how-to',
    excerpt:
      'Work out the lowest daily, weekly and four-week rate at which each asset covers its costs and earns your margin, with a worked example and a free calculator.',
    content: `<p>Most rental rates are set by looking at what the competitor down the road charges. Market rates matter, but copying them tells you nothing about whether a particular machine makes money for you. A rate calculator answers a different question: what is the lowest daily rate at which this asset covers its costs and earns the margin you need? Once you know that floor, you can price against the market with confidence. Our free <a href="/downloads/rental-rate-calculator.csv">rental rate calculator</a> is a CSV file that opens in Excel, Google Sheets or Numbers and walks through the method below.</p>
<h2>The inputs</h2>
<p>For each asset, or each group of similar assets, the calculator asks for:</p>
<ul>
<li><strong>Purchase cost and expected resale value</strong>, which together with the <strong>useful life</strong> give annual depreciation.</li>
<li><strong>Annual maintenance and repairs</strong>, taken from your service records rather than a brochure.</li>
<li><strong>Annual financing cost</strong>, whether you borrowed or paid cash; cash has an opportunity cost too.</li>
<li><strong>An overhead share</strong> for insurance, yard space, counter staff and administration.</li>
<li><strong>Handling cost per rental</strong>: the labour and supplies to inspect, clean and prepare the item every time it goes out.</li>
<li><strong>Average rental length, available days and target time utilization.</strong></li>
<li><strong>Target margin</strong> and a <strong>rate mix</strong> factor, explained below.</li>
</ul>
<h2>A worked example: a 3.5-tonne mini excavator</h2>
<p>Take a machine bought for $62,000 that you expect to sell for $26,000 after seven years. Depreciation is $5,143 a year. Add $3,500 of maintenance, $2,600 of financing and a $6,200 overhead share. At 60% time utilization over 350 available days, the machine is on rent 210 days a year. With an average rental of five days that is 42 rentals, each costing $60 to turn around, or $2,520. The total annual cost to own is about $19,963.</p>
<p>Divide by 210 days on rent and the break-even is $95.06 of revenue for every day the machine is out. To earn a 30% margin you need $135.80 per day on rent.</p>
<h2>The step most people miss: rate mix</h2>
<p>That $135.80 is not your daily rate, because most excavator rentals are not billed by the day. If the weekly rate is three times the daily rate, a customer who keeps the machine for seven days pays the equivalent of three. The rate mix factor captures this: it is the average revenue per day on rent as a percentage of your daily rate. A tool that always goes out for a single day has a factor near 100%; a machine that mostly rents by the week sits closer to 45 or 50%.</p>
<p>With a 50% mix, the minimum daily rate becomes $271.60, rounded up to $275, with a weekly rate of $825 and a four-week rate of $2,475. If your market rate is higher, good: the difference is extra margin. If it is lower, you have learned something important about whether this machine belongs in your fleet at its current utilization.</p>
<h2>Reading the results</h2>
<ul>
<li><strong>Financial utilization</strong>, annual rental revenue divided by purchase cost, shows which assets pay for themselves fastest. Small tools often earn several times their cost in a year; heavy equipment earns far less, which is why utilization matters so much more for big machines.</li>
<li><strong>Sensitivity to utilization.</strong> Change the target from 60% to 45% and watch the minimum rate jump. It is the clearest way to show your team why idle machines are expensive.</li>
<li><strong>Handling costs on low-value items.</strong> For folding chairs and tables, handling dominates the cost. If the per-item price cannot carry it, a delivery or setup fee is often the better lever.</li>
</ul>
<h2>From spreadsheet to everyday pricing</h2>
<p>Revisit the calculation at least once a year and whenever a major cost changes. Your actual utilization and repair costs are the inputs that improve the answer most. Rental software that records days on rent and maintenance costs for each asset, as Lizit does, turns those estimates into measured numbers. You will find the calculator and our other free templates on the <a href="/resources">resources page</a>.</p>`,
    author_name: 'Sofia Alvarez',
    category: 'Tools',
    tags: ['Pricing', 'Rental rates', 'Calculator', 'Free tools'],
    meta_description:
      'A step-by-step rental rate calculator how-to: depreciation, overhead, utilization and rate mix, with a worked mini excavator example and a free CSV.',
    status: 'published',
    published_offset_days: -25,
    featured_image_url: '/defaults/blog/tools.svg',
  },
  {
    title: 'Preventive Maintenance Schedules for Heavy Equipment: A Practical Framework',
    slug: 'preventive-maintenance-schedule-heavy-equipment',
    excerpt:
      'Hour meters, calendars and rentals: how to build a tiered preventive maintenance schedule for a rental fleet, plan service around bookings and track what it costs.',
    content: `<p>In a rental fleet, a breakdown costs you twice: once for the repair and again for every day the machine cannot go out. Preventive maintenance trades unpredictable downtime for short, planned service windows. The challenge for rental companies is that the equipment usually runs on someone else's job site, clocking hours you cannot see. Here is a framework that works for rental yards of any size.</p>
<h2>Use three kinds of triggers</h2>
<p>An owner-operator can service by the calendar. A rental fleet needs more than one trigger, and whichever comes first wins:</p>
<ul>
<li><strong>Hour meter.</strong> Engine and hydraulic service intervals are set by the manufacturer in operating hours. Record the hour meter at every check-out and return so you always know where each machine stands.</li>
<li><strong>Calendar.</strong> Some tasks fall due with time, not use: annual inspections, battery checks, fluid condition on machines that sit idle, and any periodic inspections your jurisdiction requires for lifts and aerial work platforms.</li>
<li><strong>Rentals.</strong> A quick inspection and grease after every return catches damage and wear while you still know which customer had the machine.</li>
</ul>
<h2>Build the schedule in tiers</h2>
<p>Start from each model's maintenance manual; the manufacturer's intervals always take priority. Most compact construction equipment fits a tiered structure like this:</p>
<ol>
<li><strong>Every return:</strong> walk-around, fluid levels, visible leaks, track or tire condition, grease points, wash, and comparison with the check-out photos.</li>
<li><strong>Short interval, commonly 250 hours:</strong> engine oil and filter, air filter inspection, belts, hoses and battery.</li>
<li><strong>Mid interval, often around 500 hours:</strong> fuel filters, hydraulic return filter and undercarriage wear measurements.</li>
<li><strong>Long interval, 1,000 hours and beyond:</strong> hydraulic oil sampling or change, final drive and swing gear oil, coolant testing.</li>
<li><strong>Annual:</strong> a full inspection plus any regulatory inspections, documented and filed with the asset.</li>
</ol>
<p>Our free preventive maintenance schedule template, available on the <a href="/resources">resources page</a>, gives you an example interval plan, a fleet schedule and a maintenance log on three printable pages.</p>
<h2>Plan service around bookings</h2>
<p>The most common failure in rental maintenance is not a skipped oil change. It is a machine that leaves on a three-week rental with 40 hours to go before its 250-hour service. Build a booking buffer into your process: when a booking would carry an asset past its next service point, flag it, and either service it before it leaves or send another unit. In rental software with a maintenance module, a service that falls due should block the asset from new bookings automatically, so the counter never has to remember.</p>
<h2>Track parts and technician time per asset</h2>
<p>Log every job against the asset with the parts used and the technician hours. Over a year, that record tells you things no brochure will:</p>
<ul>
<li>which models cost the most to keep running per dollar of rental revenue,</li>
<li>which units are approaching the point where selling makes more sense than repairing,</li>
<li>and whether repeat failures point to an operator training issue with particular customers.</li>
</ul>
<p>In Lizit, spare parts and technician time are recorded on each maintenance job and roll up to the asset, so fleet decisions rest on real numbers rather than impressions.</p>
<h2>Measure three things</h2>
<p>Keep the scorecard short. Track <strong>preventive maintenance compliance</strong>, the share of scheduled tasks completed on time; <strong>unplanned downtime days</strong> per asset; and <strong>maintenance cost as a percentage of rental revenue</strong> by category. When compliance goes up, the other two usually come down.</p>`,
    author_name: 'Marc Tremblay',
    category: 'Guides',
    tags: ['Maintenance', 'Heavy equipment', 'Fleet management', 'Service intervals'],
    meta_description:
      'Build a preventive maintenance schedule for a rental fleet: hour, calendar and rental triggers, service tiers, booking buffers and the metrics to track.',
    status: 'published',
    published_offset_days: -41,
    featured_image_url: '/defaults/blog/guides.svg',
  },
  {
    title: 'Party Rental Peak Season Prep: A 60-Day Countdown',
    slug: 'party-rental-peak-season-prep',
    excerpt:
      'A handful of weekends decide the year for party and event rental companies. This 60-day countdown covers inventory, crews, quoting, kits and the Monday after.',
    content: `<p>For party and event rental companies, a handful of weekends decide the year. When every tent, table and chair is out and the phones keep ringing, there is no time to fix a broken process. The work that makes peak season profitable happens in the two months before it starts. Here is the countdown we recommend.</p>
<h2>60 days out: know what you own and what you need</h2>
<ul>
<li><strong>Count and inspect everything.</strong> Tents and sidewalls, frames and stakes, tables, chairs, linens, staging, dance floor, lighting and heaters. Damaged stock that still shows as available is behind most peak-season surprises.</li>
<li><strong>Compare last season's demand with what you own.</strong> Which items sold out, on which dates, and how many requests did you turn away? That is your shopping list, and it beats guessing.</li>
<li><strong>Order early.</strong> Supplier lead times stretch as the season approaches, for new inventory and replacement parts alike.</li>
<li><strong>Review your policies.</strong> Deposits, cancellations, rain dates and wind limits belong in your rental agreement before the first big booking, not in a negotiation on the phone.</li>
</ul>
<h2>45 days out: people, trucks and permits</h2>
<p>Hire and train seasonal crew now, including proper tent installation and safe lifting. Service trucks and trailers: brakes, tires, lights, straps and ramps. Find out how tent permits and inspections work in each town you serve and how long they take; a permit delay is a bad way to lose a wedding. Confirm that your laundry partner can handle peak volumes, or plan your own capacity.</p>
<h2>30 days out: make booking effortless</h2>
<p>During peak season, the company that answers first with a clear quote usually wins the booking. Make sure availability is accurate so staff can quote in minutes without walking the warehouse. Send quotes that customers can accept online, collect deposits by card, and have contracts signed electronically. Every booking confirmed without paper chasing is time your team can spend planning deliveries. This is where rental software earns its keep: Lizit customers produce quotes 90% faster than with their previous process, and they convert twice as many of them.</p>
<h2>14 days out: kits, routes and confirmations</h2>
<ol>
<li>Pre-build common kits, such as a 60-inch round table with eight chairs and a linen, so pulling orders is fast.</li>
<li>Stage inventory by delivery day and label the lanes.</li>
<li>Confirm guest counts, layouts, delivery windows and site access with every customer.</li>
<li>Collect outstanding balances before the truck is loaded.</li>
<li>Plan routes for each day, and keep a spare crew and truck for the inevitable emergency.</li>
<li>Request underground utility locates before staking any tent.</li>
</ol>
<h2>During the season: protect the turnaround</h2>
<p>The Monday after a big weekend is where margin is made or lost. Count everything back in against the contract, photograph damage, and invoice missing and damaged items within 48 hours, while the details are fresh. Put damaged items on hold so they cannot be booked until repaired, and send linens out immediately. At the end of the season, review utilization by item, turned-away requests, damage rates and crew hours per event, and you will start next year's countdown with real numbers instead of memories.</p>
<blockquote>The best peak seasons are decided in the quiet weeks before them: accurate stock, clear policies and a booking process that does not depend on paper.</blockquote>
<p>For a printable version that starts twelve weeks out and includes a capacity planning worksheet, download the free Party Rental Peak Season Checklist from our <a href="/resources">resources page</a>.</p>`,
    author_name: 'Sofia Alvarez',
    category: 'Best Practices',
    tags: ['Party rental', 'Peak season', 'Event rental', 'Checklists'],
    meta_description:
      'A 60-day peak season countdown for party and event rental companies: inventory, crews, permits, online quoting, kits, routes and fast turnarounds.',
    status: 'published',
    published_offset_days: -58,
    featured_image_url: '/defaults/blog/best-practices.svg',
  },
  {
    title: 'Going Paperless: Digital Rental Contracts, E-Signatures and ID Checks',
    slug: 'digital-rental-contracts-e-signature-id-verification',
    excerpt:
      'Paper contracts are slow, easy to lose and only as thorough as a busy counter. How to move to digital contracts with e-signatures and consistent ID verification.',
    content: `<p>Paper contracts feel safe because they are familiar. In practice they are slow to fill in, easy to lose, hard to read when a damage dispute comes up months later, and only as thorough as the person at the counter on a busy morning. Moving to digital contracts is one of the quickest wins available to a rental company. Here is how to do it properly.</p>
<h2>What a good digital contract flow looks like</h2>
<ol>
<li><strong>The contract is generated from the booking.</strong> Customer, equipment, serial numbers, rates, dates, delivery and damage waiver are filled in automatically. Nobody retypes anything.</li>
<li><strong>Your terms are attached every time.</strong> The same current version of your terms and conditions, with the right clauses for the equipment being rented.</li>
<li><strong>The customer signs where they are.</strong> On a tablet at the counter, or on their phone from the job site before delivery.</li>
<li><strong>A signed PDF is stored with the rental.</strong> A copy goes to the customer by email automatically.</li>
</ol>
<p>Because nothing is retyped, printed or scanned, contracts move much faster. Lizit customers process contracts 50% faster than they did on paper.</p>
<h2>Are e-signatures legally valid?</h2>
<p>In most places, yes. Electronic signatures are broadly recognised for commercial agreements in the United States, Canada and many other countries, provided you can show who signed, what they signed and when. A good e-signature system records exactly that: the signer's identity, a timestamp and the exact version of the document. Rules differ between jurisdictions and some documents have special requirements, so ask a lawyer to review your terms and signing process once. That is a small cost compared with a contract you cannot enforce.</p>
<h2>ID verification: the check that prevents the worst losses</h2>
<p>Rental fraud, where someone uses a stolen or fake identity to rent equipment that never comes back, is one of the most expensive things that can happen to a rental yard. A consistent ID check on every new customer is the simplest defence:</p>
<ul>
<li>Capture an image of a government-issued photo ID and confirm that it matches the person in front of you.</li>
<li>Record the ID type and number on the customer record, linked to the contract.</li>
<li>Require a card authorization in the customer's name before high-value equipment is released.</li>
<li>Take a closer look at first-time customers who want expensive equipment delivered to an unusual address.</li>
</ul>
<p>When ID verification is part of the contract flow, it stops depending on who happens to be working the counter.</p>
<h2>Handle personal data responsibly</h2>
<p>ID images are sensitive. Collect only what you need, keep it in a system with access controls rather than a shared inbox or a phone's camera roll, and decide how long you keep it. Tell customers why you collect it. Privacy rules vary by province, state and country, so confirm your retention policy with your advisor.</p>
<h2>Making the switch</h2>
<p>Start from your current paper contract, tidy up the terms and have them reviewed. Train the counter team on the new flow with a few practice rentals, then switch every new rental on a fixed date. Keep paper forms only as a backup for internet outages. Most teams stop reaching for the paper pad within a couple of weeks. See how contracts, e-signature and ID verification work together on our <a href="/product">product page</a>, or start from the free rental agreement template on the <a href="/resources">resources page</a>.</p>`,
    author_name: 'Priya Raman',
    category: 'Guides',
    tags: ['Digital contracts', 'E-signature', 'ID verification', 'Paperless'],
    meta_description:
      'How rental companies move to digital contracts: e-signature validity, a consistent ID verification routine, handling personal data and switching over.',
    status: 'published',
    published_offset_days: -77,
    featured_image_url: '/defaults/blog/guides.svg',
  },
  {
    title: 'What 60,000 Rentals Taught Us About Running a Tighter Operation',
    slug: 'lessons-from-60000-rentals',
    excerpt:
      'Across more than 40 rental yards and 60,000 rentals, five patterns stand out: speed wins quotes, double bookings are a data problem, and utilization hides between rentals.',
    content: `<p>Lizit now runs the day-to-day operations of more than 40 rental yards, from general equipment and tool rental to construction and party rental, and together they have managed more than 60,000 rentals on the platform. That is enough volume to see patterns no single yard can see on its own. Here is what the numbers, and hundreds of conversations with counter staff, dispatchers and owners, have taught us.</p>
<h2>Speed wins more quotes than price</h2>
<p>The biggest single change we see when a company moves quoting into its rental system is speed. Quotes that used to need a call back, a calculator and a word-processor template now go out while the customer is still on the line. Our customers generate quotes 90% faster and convert twice as many quotes into rentals as before. Prices did not drop to achieve that. Customers simply booked with the company that answered first, with a clear and professional quote.</p>
<h2>Double bookings are a data problem, not a people problem</h2>
<p>The yards that came to us with frequent double bookings did not have careless staff. They had availability spread across a whiteboard, a spreadsheet and somebody's memory. Once every booking, extension, transfer and shop status lived in one real-time system, double bookings fell by 90%. The conflicts that remain are almost always manual overrides, which makes them a training conversation rather than a software one.</p>
<h2>Utilization hides in the gaps between rentals</h2>
<p>Most operators know their busiest machines. Far fewer know how many days a unit sat in the yard waiting to be inspected, repaired or moved to the branch where it was needed. Customers who began tracking availability and maintenance in one place saw utilization rise by 35%, largely by shortening those gaps: faster check-in, service scheduled around bookings, and transfers planned instead of improvised.</p>
<h2>Paperwork is the hidden payroll</h2>
<p>Paper contracts, retyped invoices and manual reconciliation with the accounting system consume a surprising share of office time. With contracts generated from bookings and signed electronically, contract processing became 50% faster for our customers. With invoices and card payments flowing into accounting automatically, that time went back to selling and serving customers.</p>
<h2>Switching is faster than people fear</h2>
<p>The most common reason owners postpone new software is the fear of a long, disruptive implementation. In practice, our customers go live in 3-4 weeks, including data import and staff training. The yards that move fastest share three habits: one decision-maker on their side, clean data before the import, and a go-live date outside their busiest weeks.</p>
<p>You do not need new software to start acting on these lessons. Time your quotes, log your double bookings and measure the days your machines spend between rentals. If you would like to compare your numbers with what we see across our customers, <a href="/contact">talk to our team</a>.</p>`,
    author_name: 'Daniel Mercer',
    category: 'Industry Reports',
    tags: ['Benchmarks', 'Quote conversion', 'Utilization', 'Customer insights'],
    meta_description:
      'Lessons from 60,000+ rentals across 40+ rental yards: faster quotes, fewer double bookings, higher utilization and less paperwork.',
    status: 'published',
    published_offset_days: -96,
    featured_image_url: '/defaults/blog/industry-reports.svg',
  },
  {
    title: 'Barcodes, QR Codes or RFID? Choosing Asset Tags for Your Rental Yard',
    slug: 'barcode-qr-rfid-asset-tags-rental-yard',
    excerpt:
      'Every rental starts and ends with identifying the exact item. A practical comparison of barcodes, QR codes, RFID and GPS for rental fleets, plus tips on rolling tags out.',
    content: `<p>Every rental transaction starts and ends with the same question: which exact item is this? Typing serial numbers off a worn plate, or guessing which of twelve identical breakers came back damaged, leads to wrong contracts, lost equipment and disputed damage charges. Asset tags fix that. The harder question is which kind to use.</p>
<h2>Barcodes: cheap, proven, limited</h2>
<p>Classic one-dimensional barcodes are inexpensive to print and every scanner reads them. They work well on small tools stored indoors. Their weaknesses are durability and reading distance: a barcode needs a clean, undamaged label and a direct line of sight, and a scratched label on a muddy compactor quickly becomes unreadable.</p>
<h2>QR codes: the practical default for most yards</h2>
<p>QR codes hold more information than a barcode, tolerate a fair amount of damage thanks to built-in error correction, and can be read by any smartphone or tablet camera. That last point matters: your yard staff and delivery drivers already carry a scanner. A QR code can hold the asset ID or a link to the asset record, so scanning it at check-out, at return or in the shop brings up the right item straight away. For most rental companies, QR codes on durable labels are the best balance of cost, robustness and convenience.</p>
<h2>RFID and GPS: when they are worth it</h2>
<p>Passive RFID tags can be read without line of sight and many at a time, which is attractive for high-volume items such as chairs, scaffolding components or staging, where scanning each piece is impractical. The trade-offs are the cost of readers, tuning around metal, and the effort of the rollout. GPS telematics is a different tool altogether: it tells you where a machine is and how many hours it has run, which is valuable for heavy equipment and theft recovery, but it does not replace a tag for identifying an item at the counter. Many newer machines ship with telematics built in, so check what you already have before buying add-on units.</p>
<h2>Choosing and placing the tags</h2>
<ul>
<li><strong>Material:</strong> use polyester or anodized aluminum labels rated for outdoor use on anything that lives outside or gets pressure-washed. Paper labels belong indoors only.</li>
<li><strong>Placement:</strong> put the tag where it is protected but easy to reach, such as inside the operator station or on a flat panel away from buckets, tracks and hot surfaces, and in the same place on every unit of a model.</li>
<li><strong>Backup:</strong> also stamp, engrave or paint the asset ID on the machine in case a label goes missing.</li>
<li><strong>Bulk items:</strong> you do not need to tag every folding chair. Track bulk items by quantity and tag the cart, rack or container instead.</li>
</ul>
<h2>Rolling it out without stopping the yard</h2>
<p>Tag by category, starting with the equipment that causes the most mix-ups. Tag items as they come back from rentals rather than pulling everything off rent at once. Make scanning part of every check-out, return and shop job from day one, because a tag nobody scans is just a sticker. Choose rental software that works on the phones and tablets your team already carries, so the lookup happens in the yard rather than back at the office. Lizit keeps serialized units and bulk quantities in the same inventory, so tagged machines and counted chairs sit side by side.</p>`,
    author_name: 'Priya Raman',
    category: 'Tools',
    tags: ['Asset tracking', 'QR codes', 'RFID', 'Inventory'],
    meta_description:
      'Barcodes, QR codes, RFID or GPS? How rental companies choose, place and roll out asset tags for equipment, tools and bulk party inventory.',
    status: 'published',
    published_offset_days: -118,
    featured_image_url: '/defaults/blog/tools.svg',
  },
  {
    title: 'Tool Rental Pricing Strategies: Daily, Weekly and Monthly Rates That Work',
    slug: 'tool-rental-pricing-strategies',
    excerpt:
      'Good tool rental pricing is a small system of rates, minimums and fees. How to set your cost floor, structure period rates, charge for wear and review prices.',
    content: `<p>Tool rental pricing looks simple until you try to change it. Raise the daily rate on a concrete saw and contractors complain; leave it alone for three years and rising costs quietly eat your margin. Good pricing is not one number per tool but a small system of rates, minimums and fees that reflects how customers actually rent. Here is how to build one.</p>
<h2>Start from your cost floor, then look at the market</h2>
<p>Market rates tell you what customers will accept. They do not tell you whether a tool makes money for you. Before comparing yourself with competitors, work out the minimum rate each tool needs to cover depreciation, repairs, handling and overhead at a realistic utilization. Our free <a href="/downloads/rental-rate-calculator.csv">rental rate calculator</a> does the arithmetic. If the market rate sits well above your floor, you have room to compete on service. If it sits below, stop buying that tool or find a way to rent it more often.</p>
<h2>Structure daily, weekly and four-week rates deliberately</h2>
<p>A common pattern in tool and equipment rental is a weekly rate of around three times the daily rate, and a four-week rate of around three times the weekly rate. The discount rewards longer rentals, which cost you far less in handling per day. Two cautions:</p>
<ul>
<li><strong>Check the break points.</strong> If four days cost more than a week, customers take the week and you are effectively giving days away. Make sure your system charges whichever option is cheaper for the customer, and that you are comfortable with where the crossover sits.</li>
<li><strong>Treat fast movers differently.</strong> Small, high-turnover tools may deserve a smaller weekly discount, because they rarely go out for a full week and their value lies in quick daily turns.</li>
</ul>
<h2>Add half-day rates and minimum charges</h2>
<p>A four-hour rate suits homeowners and trades with a quick job, and it keeps tools moving. Pair it with a minimum charge that covers the real cost of a transaction: counter time, the inspection at return, cleaning and paperwork. A tool that goes out for two hours still needs all of that.</p>
<h2>Charge separately for what wears out</h2>
<p>Diamond blades, core bits, breaker points, sanding discs and grinding wheels wear in proportion to use, not time. Bundle them into the rate and your lightest users subsidise your heaviest. Measure blade wear at return, sell consumables outright, or charge per use. Add clear fees for fuel, cleaning and late returns, show them on the rate sheet, and apply them every time. A fee that is only charged when someone remembers is a source of complaints, not revenue.</p>
<h2>Protect margin with waivers, accounts and regular reviews</h2>
<p>A damage waiver priced as a percentage of the rental gives customers peace of mind and gives you a fund for everyday accidental damage. Contractor accounts with agreed rates reward loyalty without discounting your walk-in prices. Finally, review rates at least once a year by category, using your own utilization data: raise rates on tools that are always out, and rethink the ones that sit on the shelf. Quoting software makes this easier because new rates apply consistently the moment you publish them. In Lizit, quotes and contracts draw on the same rate list, so everyone at the counter quotes current prices.</p>`,
    author_name: 'Daniel Mercer',
    category: 'Best Practices',
    tags: ['Pricing', 'Tool rental', 'Rental rates', 'Profitability'],
    meta_description:
      'Tool rental pricing that works: cost-based floors, daily, weekly and four-week rate ratios, half-day minimums, consumables, fees and annual reviews.',
    status: 'published',
    published_offset_days: -139,
    featured_image_url: '/defaults/blog/best-practices.svg',
  },
  {
    title: 'How to Switch Rental Software Without Downtime',
    slug: 'switch-rental-software-without-downtime',
    excerpt:
      'Rentals cannot stop while you change systems. A week-by-week plan for cleaning data, importing, training by role and cutting over with open contracts on rent.',
    content: `<p>Few owners enjoy the idea of changing the system that runs their counter. Rentals cannot stop for a week while a new platform is set up, and nobody wants to tell a contractor that his booking vanished in a migration. The good news is that a well-planned switch does not interrupt the business at all. Here is the plan we follow with rental companies moving to Lizit; it works for any system.</p>
<h2>Week 1: decide, clean and configure</h2>
<p>Name one person on your side who owns the project and can make decisions the same day. Then clean your data before you move it, because importing a mess only gives you a faster mess:</p>
<ul>
<li>merge duplicate customer records and archive customers who have not rented in years,</li>
<li>confirm serial numbers, hour meters and locations for every serialized asset,</li>
<li>retire items you have sold or scrapped,</li>
<li>agree on one category structure and one rate list.</li>
</ul>
<p>In parallel, configure the new system: locations, users and roles, taxes, contract terms, damage waiver rules and payment processing.</p>
<h2>Week 2: import and rehearse</h2>
<p>Import customers, assets, rates and maintenance history, then check samples by hand. Pick twenty assets and twenty customers at random and compare them field by field with the old system. Next, rehearse real days: have counter staff run a dozen typical transactions, from a walk-in tool rental to a multi-day equipment booking with delivery, and fix anything that feels awkward now rather than on go-live morning.</p>
<h2>Week 3: train by role</h2>
<p>Short, role-based sessions work better than one long demonstration. Counter staff need quoting, contracts, ID checks and payments. Yard staff need check-out, returns and inspections. Technicians need work orders, parts and time. Office staff need invoicing and the accounting integration. Give each group a practice environment and a one-page cheat sheet.</p>
<h2>Cutover: choose the moment and move open rentals</h2>
<p>Pick a quiet day outside your peak season. The trickiest data is open contracts, meaning equipment that is already out on rent when you switch. There are two sound approaches:</p>
<ol>
<li><strong>Migrate open rentals</strong> into the new system as active contracts with their original start dates, so every return is processed in one place from day one.</li>
<li><strong>Run them out</strong> in the old system, closing each one as it comes back, while every new booking goes into the new system. This is simpler but means living with two systems for a few weeks.</li>
</ol>
<p>Either way, stop taking bookings in the old system at a fixed time, make sure future reservations exist in the new system before cutover, and reconcile the first week's invoices against your accounting records.</p>
<h2>After go-live: the first 30 days</h2>
<p>Hold a ten-minute team check-in every morning for the first two weeks and keep a shared list of questions and fixes. Watch three numbers: quote turnaround, double bookings and the time from return to invoice. With this approach, Lizit customers go live in 3-4 weeks, including data import and staff training. If you are considering a switch and want to see what the plan would look like for your yard, <a href="/contact">contact our team</a>.</p>`,
    author_name: 'Priya Raman',
    category: 'Guides',
    tags: ['Software migration', 'Implementation', 'Training', 'Data import'],
    meta_description:
      'A week-by-week plan to switch rental software without downtime: data cleanup, import checks, role-based training and cutover with open rentals.',
    status: 'published',
    published_offset_days: -163,
    featured_image_url: '/defaults/blog/guides.svg',
  },
  {
    title: 'The Utilization Metrics That Matter (and the Ones That Mislead)',
    slug: 'rental-utilization-metrics-that-matter',
    excerpt:
      'Time utilization, financial utilization and unavailable time: what each metric tells a rental company, and three common ways utilization reports mislead.',
    content: `<p>"Utilization" is the most quoted number in equipment rental and one of the most misunderstood. Two yards can report the same utilization and have very different businesses behind it. If you are going to make buying, selling and pricing decisions from a number, it helps to know exactly what that number measures. Here are the metrics worth tracking and the traps to avoid.</p>
<h2>Time utilization</h2>
<p>Time utilization is the share of available days an asset is actually on rent. A skid steer on rent 210 of its 350 available days has 60% time utilization. It is the easiest metric to understand and the best one for spotting idle equipment. Its weakness is that it treats every rented day the same, whether the machine went out at the full daily rate or on a heavily discounted monthly deal.</p>
<h2>Financial utilization</h2>
<p>Financial utilization, often called dollar utilization, is annual rental revenue divided by the original cost of the asset. A $60,000 machine that earns $30,000 in a year has 50% financial utilization. This is the metric that connects the fleet to the profit and loss statement. It rewards assets that rent at good rates, exposes heavy discounting, and lets you compare a $1,500 breaker with a $60,000 excavator on equal terms. Small tools often show financial utilization well above 100%, while heavy equipment runs much lower, and that is normal.</p>
<h2>Unavailable time and turnaround</h2>
<p>Track the days each asset spends neither rented nor ready: waiting for inspection, cleaning, parts, repair or a transfer to another branch. This is where hidden capacity lives. Cutting the gap between return and "ready to rent" from three days to one can add weeks of rentable time per machine per year without buying anything. Measure it by category and by location; the differences are often surprising.</p>
<h2>Three ways utilization reports mislead</h2>
<ul>
<li><strong>Averaging the whole fleet.</strong> A fleet average of 55% can hide a category at 85% that is turning customers away and another at 20% that should be sold. Always look by category and by individual asset.</li>
<li><strong>Counting reservations as rentals.</strong> A reserved unit that has not gone out is not earning. Count billed days, not booked days, or your reports will look better than your bank balance.</li>
<li><strong>Shrinking the denominator.</strong> If units in the shop are quietly removed from available days, time utilization rises while customers still hear "sorry, none available". Report unavailable time alongside utilization so nobody can improve one number by hiding the other.</li>
</ul>
<h2>Turning metrics into decisions</h2>
<p>Review utilization monthly by category and quarterly by asset. High time utilization with low financial utilization means your rates are too low. Low time utilization across a category means it is time to sell units, move them to a location with demand, or promote them. Long unavailable time points to the shop or the check-in process. Lizit tracks days on rent, shop time and revenue for every asset, and customers who act on those reports have raised utilization by 35%.</p>`,
    author_name: 'Sofia Alvarez',
    category: 'Best Practices',
    tags: ['Utilization', 'Fleet management', 'KPIs', 'Reporting'],
    meta_description:
      'Time utilization, financial utilization and unavailable time explained for rental companies, plus three ways utilization reports mislead.',
    status: 'published',
    published_offset_days: -237,
    featured_image_url: '/defaults/blog/best-practices.svg',
  },
  {
    title: 'Damage Waivers: How to Build a Program Customers Accept',
    slug: 'damage-waiver-program',
    excerpt:
      'A well-designed damage waiver turns arguments about accidental damage into a small, predictable fee. How to price, word, disclose and measure a waiver program.',
    content: `<p>Every rental company deals with accidental damage: a cracked guard on a cut-off saw, a bent table leg, a torn tent sidewall. Charging the customer the full repair cost after the fact is legitimate, but it is slow and it leads to arguments. A well-designed damage waiver turns those arguments into a small, predictable fee. Here is how to build a program that customers understand and that your counter staff can explain in one sentence.</p>
<h2>What a damage waiver is, and what it is not</h2>
<p>A damage waiver is an optional fee, usually a percentage of the rental charge, in exchange for which the rental company waives some or all of the customer's responsibility for accidental damage to the equipment. It is not insurance: the customer is not buying a policy from an insurer, and the waiver does not cover liability for injuries or for damage to other people's property. Be careful with that wording in your contracts and at the counter. In some jurisdictions damage waivers are regulated, with rules on disclosure or on how they may be offered, so have your terms reviewed locally.</p>
<h2>Designing the program</h2>
<ul>
<li><strong>Price:</strong> many rental companies charge somewhere between 10% and 15% of the rental amount, but set yours from your own history. Total a year of accidental repair costs and compare it with the waiver revenue you would have collected.</li>
<li><strong>Coverage:</strong> spell out what is covered, typically accidental damage during normal use, and whether a deductible or cap applies.</li>
<li><strong>Exclusions:</strong> theft and loss, misuse, overloading, neglect, operation by an unauthorised person, tires and tracks, and consumables such as blades and bits are common exclusions. List them plainly.</li>
<li><strong>Opting out:</strong> decide whether business customers may decline the waiver by showing proof of their own equipment insurance, and keep that proof on the customer record.</li>
</ul>
<h2>Disclose it clearly</h2>
<p>A waiver that surprises the customer on the invoice creates exactly the dispute it was meant to prevent. Show it as a separate line on quotes and contracts, have the customer accept or decline it with an initial or a tick box, and keep the wording identical everywhere. Digital contracts help here, because the same clause and the same choice appear on every agreement, and the signed record is easy to find later.</p>
<h2>Handling a damage claim</h2>
<ol>
<li>Compare the return inspection with the check-out photos and notes.</li>
<li>Document the damage with photos and a short description the same day.</li>
<li>Decide whether the waiver applies, and explain the outcome to the customer promptly.</li>
<li>Invoice any excluded damage or deductible with the photos attached.</li>
<li>Log the repair cost against the asset so next year's pricing reflects reality.</li>
</ol>
<h2>Measure whether it works</h2>
<p>Track three numbers every quarter: the share of rentals that include the waiver, waiver revenue, and the accidental repair costs it absorbed. If costs routinely exceed revenue, revisit the price or the exclusions. If customers often decline, your counter script probably needs work. With Lizit, the waiver choice is recorded on each contract and repair costs are logged against the asset, which turns that comparison into a report rather than a spreadsheet project.</p>`,
    author_name: 'Marc Tremblay',
    category: 'Best Practices',
    tags: ['Damage waivers', 'Contracts', 'Risk management', 'Pricing'],
    meta_description:
      'How rental companies design a damage waiver program: pricing, coverage, exclusions, clear disclosure, claims handling and measuring results.',
    status: 'draft',
    published_offset_days: null,
    featured_image_url: '/defaults/blog/best-practices.svg',
  },
  {
    title: '2026 Rental Industry Outlook: What Independent Yards Should Watch',
    slug: 'rental-industry-outlook-2026',
    excerpt:
      'Speed-based competition, tougher fleet purchase decisions, planned maintenance and lean offices: what we expected independent rental companies to face in 2026.',
    content: `<p>As another busy season winds down, we asked the rental operators we work with what they expect the coming year to bring. Their answers point to a year in which the best-run independent yards pull further ahead, not because of their size but because of how tightly they run. Here is what we think independent equipment, tool and party rental companies should watch in 2026.</p>
<h2>Customers will compare you on speed</h2>
<p>Contractors and event planners have grown used to instant answers everywhere else. A quote that arrives the next morning increasingly loses to one that arrives in ten minutes, even at a slightly higher price. Expect online quote acceptance, electronic signatures and card deposits to move from nice-to-have to expected for many customer groups. If your quoting still depends on one experienced person with a price list in their head, that is the first process to fix, because it is also the one that limits how many jobs you can win on a busy day.</p>
<h2>Fleet purchases will get more scrutiny</h2>
<p>With equipment prices and financing costs where they are, owners are asking harder questions before every purchase. The companies best placed to answer them can show, per category, how often their units rent, at what rate, and how much they cost to keep running. Gut feel will keep losing ground to utilization data. Expect more sub-renting to cover short peaks, more careful decisions about when to sell ageing units, and less appetite for buying a machine because one good customer asked for it once.</p>
<h2>Maintenance will move from reactive to planned</h2>
<p>Unplanned breakdowns in the middle of a rental are expensive twice over: the repair itself and the unhappy customer waiting for a replacement. More yards are scheduling service from hour meter readings captured at every check-out and return, and blocking machines from new bookings when service is due, instead of relying on a technician's memory or a wall calendar. Recording parts and labour against each machine also shows which units have become too expensive to keep.</p>
<h2>Office workload will drive software decisions</h2>
<p>Hiring experienced office and counter staff remains difficult, and nobody wants to add a person just to retype information. Removing double entry, whether between paper contracts and the rental system or between the rental system and the accounting package, is becoming the main reason owners look at new software. The questions we hear most often are about accounting integration, digital contracts and how long a switch would take.</p>
<h2>Our advice for the year</h2>
<p>Pick one measure in each area, such as quote turnaround, utilization by category, preventive maintenance completed on time and hours spent on data entry, and track it every month. Small improvements in each compound quickly over a season. Above all, write your processes down: the yards that grow smoothly are the ones where a new hire can follow the same steps as a ten-year veteran.</p>`,
    author_name: 'Daniel Mercer',
    category: 'Industry Reports',
    tags: ['Industry outlook', 'Trends', 'Independent rental', 'Planning'],
    meta_description:
      'Our 2026 outlook for independent rental companies: competing on speed, fleet purchase scrutiny, planned maintenance and leaner offices.',
    status: 'archived',
    published_offset_days: -400,
    featured_image_url: '/defaults/blog/industry-reports.svg',
  },
  {
    title: 'Turn Your Service Shop Into a Profit Center With Billable Repairs',
    slug: 'billable-repairs-service-shop-profit-center',
    excerpt:
      'Your technicians, parts and shop can earn more than fleet upkeep. How to run customer repairs with work orders, fair pricing and a clear balance with fleet work.',
    content: `<p>Most rental companies already employ skilled technicians, stock parts and own a well-equipped shop. Most of that capacity keeps the rental fleet running, but not all of it, and customers regularly ask whether you can fix their own equipment. Handled casually, those jobs are favours that lose money. Handled as a proper service business, they become steady revenue that keeps technicians busy in the quieter months.</p>
<h2>Decide what you will repair</h2>
<p>Start with what your team already knows: the brands and categories in your own fleet. A shop that looks after twenty compact excavators can service a customer's compact excavator efficiently; a shop that has never opened up a particular brand of aerial lift will lose money learning on the customer's time. Write down the equipment types you accept, the work you do, such as routine service, diagnostics, repairs, blade sharpening and small engine work, and what you refer elsewhere.</p>
<h2>Run every job through a work order</h2>
<ol>
<li><strong>Intake:</strong> record the customer, the equipment, the serial number, the hour meter and the customer's description of the problem, and photograph its condition on arrival.</li>
<li><strong>Diagnosis and estimate:</strong> find the fault and send an estimate for parts and labour.</li>
<li><strong>Approval:</strong> get the customer's written or electronic approval before any work beyond the estimate.</li>
<li><strong>Work:</strong> log parts and technician time against the work order as the work happens, not from memory at the end of the week.</li>
<li><strong>Completion and invoice:</strong> invoice from the work order and take a card payment at pickup, or bill the customer's account.</li>
</ol>
<h2>Price it like a business</h2>
<p>Set a posted hourly labour rate that covers the technician's wage and benefits, tools, shop space and the hours that cannot be billed. Mark up parts to cover ordering, stocking and returns. Offer flat rates for common jobs, such as a standard service on a popular mini excavator or a small-engine tune-up: customers like knowing the price in advance, and flat rates reward an efficient shop. Charge a diagnostic fee, so customers who decline the repair still pay for the time it took to find the fault.</p>
<h2>Balance customer jobs with fleet work</h2>
<p>The fleet comes first during busy months, because a rental machine waiting for repair loses revenue every day. Plan shop capacity ahead, reserve time for scheduled fleet maintenance, and fill the rest with customer work. In the off-season, flip the emphasis and actively offer service to your rental customers. Track billable hours as a share of total technician hours; it shows how much of your shop's capacity is actually earning.</p>
<h2>Keep it in one system</h2>
<p>When customer repairs live in the same system as rentals, you see the whole relationship in one place: a contractor's rentals, repair history and open balance. The Lizit service module handles billable repairs with work orders, spare parts, technician time and invoicing, right alongside the maintenance of your own fleet, so nothing is billed twice or forgotten. If you would like to see it in action, <a href="/contact">book a walkthrough</a>.</p>`,
    author_name: 'Sofia Alvarez',
    category: 'Guides',
    tags: ['Service module', 'Repairs', 'Shop management', 'Invoicing'],
    meta_description:
      'How rental companies turn their service shop into a profit center: which repairs to take on, work orders, labour and parts pricing, and shop capacity.',
    status: 'published',
    published_offset_days: 5,
    featured_image_url: '/defaults/blog/guides.svg',
  },
];
