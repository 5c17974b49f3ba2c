import 'server-only';
import { siteConfig } from '@/config/site';
// The associations as shipped: their names are the ones the generated articles mention.
import { SITE_DEFAULTS } from '@/lib/pages/site';
import { sanitizeRichHtml } from '@/lib/sanitize';
import {
  clip,
  DRAFT_EXCERPT_MAX,
  DRAFT_META_MAX,
  escapeHtml,
  hasWord,
  normaliseTags,
  squash,
  suggestCategory,
  titleAndSlug,
  type ArticleGenerator,
} from './draft';

/**
 * The offline article generator of the Bulk Creator (back-office.md §7 "bulk-article-generator"):
 * {@link templateGenerator} and the section writers it assembles a draft from. The
 * shared types and helpers live in `./generator`, which also re-exports this generator.
 */

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

type Segment = { audience: string; tag: string; examples: string };

/** The rental segment a title and keyword are about. */
function suggestSegment(text: string): Segment {
  if (hasWord(text, ['party', 'event', 'wedding', 'tent']))
    return {
      audience: 'party and event rental companies',
      tag: 'Party rentals',
      examples: 'tents, tables, chairs and linens',
    };
  if (hasWord(text, ['construction', 'heavy', 'excavator', 'contractor', 'crane']))
    return {
      audience: 'construction and heavy equipment rental companies',
      tag: 'Construction equipment',
      examples: 'excavators, skid steers, lifts and compactors',
    };
  if (hasWord(text, ['tool']))
    return {
      audience: 'tool rental shops',
      tag: 'Tool rental',
      examples: 'saws, drills, generators and pressure washers',
    };
  return {
    audience: 'equipment, tool and party rental companies',
    tag: 'Equipment rental',
    examples: 'machines, tools and event supplies',
  };
}

/** FNV-1a, for deterministic variation between articles. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

// ---------------------------------------------------------------------------------------------
// Offline template generator

const f = siteConfig.figures;
const product = siteConfig.name;
const { cra, ara } = SITE_DEFAULTS.associations;

/** One H2 section; `k` is the HTML-escaped keyword. */
type SectionWriter = (k: string, s: Segment) => string;

const whyItMatters: SectionWriter = (
  k,
  s,
) => `<h2>${capitalise(k)}: why it matters for rental companies</h2>
<p>For ${s.audience}, getting ${k} right is not a side project. It decides how many days your ${s.examples} spend on rent, how quickly customers get an answer and how much admin work sits between a booking and a paid invoice.</p>
<ul>
<li><strong>Higher utilization.</strong> Knowing exactly what is available, out, overdue or in the shop lets you rent the fleet you already own before buying more.</li>
<li><strong>Fewer double bookings.</strong> One live view of availability stops two customers from being promised the same unit.</li>
<li><strong>Faster quotes.</strong> Customers who get a price in minutes rather than a call back tomorrow are far more likely to book.</li>
<li><strong>Healthier cash flow.</strong> Contracts, deposits and invoices that follow the rental automatically shorten the time between return and payment.</li>
</ul>`;

const challenges: SectionWriter = (k, s) => `<h2>Common ${k} challenges</h2>
<p>Most ${s.audience} run into the same obstacles when they work on ${k}:</p>
<ul>
<li><strong>Several sources of truth.</strong> A whiteboard in the yard, a spreadsheet in the office and a phone full of messages drift apart within hours.</li>
<li><strong>Double entry.</strong> Every booking typed twice, once for the contract and once for the invoice, is a chance for a mistake.</li>
<li><strong>Late returns and extensions.</strong> Verbal extensions that never reach the schedule turn into conflicts a few days later.</li>
<li><strong>Equipment in the shop.</strong> Units waiting for repair still look available unless someone changes their status.</li>
</ul>
<p>None of these are people problems. They are process problems, which means they can be fixed, and work on ${k} gets much easier once they are.</p>`;

const mistakes: SectionWriter = (k, s) => `<h2>Mistakes to avoid with ${k}</h2>
<p>When ${s.audience} struggle with ${k}, the cause is usually one of these:</p>
<ul>
<li><strong>Changing tools without changing the process.</strong> New software on top of an unclear booking process only makes the confusion faster.</li>
<li><strong>Leaving the counter staff out.</strong> The people who take bookings every day know where things break; involve them early.</li>
<li><strong>Tracking nothing.</strong> Without a baseline you cannot tell whether your work on ${k} is paying off.</li>
<li><strong>Trying to fix everything at once.</strong> Start with the step that costs you the most rentals, then move to the next.</li>
</ul>
<p>When it comes to ${k}, steady, measurable improvements beat one big overhaul.</p>`;

const stepByStep: SectionWriter = (k) => `<h2>A step-by-step approach to ${k}</h2>
<ol>
<li><strong>Map the current process.</strong> Follow one rental from the first call to the paid invoice and write down every hand-off and every place information is copied.</li>
<li><strong>Choose one source of truth.</strong> Every booking, extension and return is recorded in the same system first, before the customer hangs up.</li>
<li><strong>Set clear rules.</strong> Decide how long a quote holds equipment, how much turnaround time each category needs and when a unit is tagged out for service.</li>
<li><strong>Train the whole team.</strong> Counter, yard and office staff should all work the same way, including on the busiest Monday morning.</li>
<li><strong>Review monthly.</strong> Look at what went wrong, adjust one rule at a time and keep the changes that work.</li>
</ol>
<p>Progress on ${k} is easiest to sustain when these rules are built into your daily tools rather than kept in someone's head.</p>`;

const metrics: SectionWriter = (k) => `<h2>Metrics to track</h2>
<p>Measure your progress on ${k} with a handful of numbers you review every month:</p>
<ul>
<li><strong>Time utilization:</strong> the share of days each unit or category is actually on rent.</li>
<li><strong>Dollar utilization:</strong> rental revenue compared with what the fleet cost.</li>
<li><strong>Quote-to-rental conversion:</strong> how many quotes become bookings, and how fast.</li>
<li><strong>Days to invoice and days to payment:</strong> how long money waits after a return.</li>
<li><strong>Shop downtime:</strong> days units spend waiting for service or parts.</li>
</ul>`;

const software: SectionWriter = (k) => `<h2>How rental software supports ${k}</h2>
<p>${product} is cloud rental management software built for rental companies. It brings the work behind ${k} into one place:</p>
<ul>
<li><strong>Real-time inventory</strong> across every user and location, with availability checked on every quote and booking.</li>
<li><strong>Digital contracts</strong> with e-signature, prepared in minutes instead of on paper.</li>
<li><strong>Quotes, invoicing and card payments</strong> that follow the rental without double entry.</li>
<li><strong>Maintenance tracking</strong> that takes units out of availability while they are in the shop.</li>
</ul>
<p>Across ${product} customers this has meant ${f.fewerDoubleBookings} fewer double bookings, contracts ${f.fasterContracts} faster, quotes ${f.fasterQuotes} faster, ${f.quoteConversion} quote conversion and ${f.higherUtilization} higher utilization, and results on ${k} no longer depend on who is working the counter that day.</p>`;

/**
 * The offline generator: a deterministic, keyword-focused structured draft with no network
 * access. The same title and keyword always give the same draft; different articles vary the
 * sections they use. The draft has an introduction, four H2 sections with lists (why it matters,
 * challenges or mistakes, a step-by-step approach, metrics or how software helps), an FAQ
 * section, and a call to action linking to /contact, using the product facts of
 * `src/config/site.ts`. The category and extra tags are inferred from words of the title and
 * keyword; the text is a starting point for an editor, which is why it is saved as a draft.
 */
export const templateGenerator: ArticleGenerator = {
  name: 'template',
  async generate(article, signal) {
    signal?.throwIfAborted();
    const { title, slug } = titleAndSlug(article);
    const keyword = squash(article.keyword);
    const topic = `${title} ${keyword}`;
    const category = suggestCategory(topic);
    const segment = suggestSegment(topic);
    const seed = hash(`${title}\n${keyword}`);

    const k = escapeHtml(keyword);
    const sections = [
      whyItMatters,
      seed & 1 ? mistakes : challenges,
      stepByStep,
      seed & 2 ? software : metrics,
    ];

    const content = [
      `<p>For ${segment.audience}, getting ${k} right is one of the quickest ways to rent more with the fleet and the team you already have. This article starts with why it matters, then covers where rental companies usually struggle and a practical way to improve, step by step.</p>`,
      `<p>It is written for owners, managers and counter staff who handle ${segment.examples} every day and want fewer surprises, faster answers for customers and less paperwork.</p>`,
      ...sections.map((write) => write(k, segment)),
      `<h2>Frequently asked questions about ${k}</h2>`,
      `<h3>Where should a rental company start with ${k}?</h3>`,
      `<p>Start by writing down how a rental moves through your business today and where information is copied by hand. The step that costs you the most rentals or the most hours is the one to fix first.</p>`,
      `<h3>Is working on ${k} worth it for a small rental business?</h3>`,
      `<p>Yes. Small teams feel every lost rental and every hour of admin. ${f.rentalYards} rental yards run on ${product}, from single-location shops to multi-yard operations, with ${f.rentalsManaged} rentals managed.</p>`,
      `<h3>How long does it take to see results?</h3>`,
      `<p>Process changes such as quote holds and turnaround buffers help within weeks. With ${product}, many companies are live within ${f.goLive}, with free data migration and a dedicated onboarding specialist.</p>`,
      `<h2>Next steps</h2>`,
      `<p>${product} helps ${segment.audience} with ${k} through real-time inventory, digital contracts, quotes, invoicing, payments and maintenance in one place. ${product} is a proud member of the ${escapeHtml(cra.name)} and the ${escapeHtml(ara.name)}.</p>`,
      `<p><a href="/contact">Contact the ${product} team</a> to see how it would work for your rental business, or read more on the <a href="/product">product page</a>.</p>`,
    ].join('\n');

    const excerpt = clip(
      `${capitalise(keyword)} for ${segment.audience}: why it matters, the common pitfalls and a practical step-by-step approach, with answers to frequent questions.`,
      DRAFT_EXCERPT_MAX,
    );
    const meta_description = clip(
      `A practical guide to ${keyword} for ${segment.audience}: common pitfalls, a step-by-step approach and answers to frequent questions.`,
      DRAFT_META_MAX,
    );
    const topicTag = {
      Guides: 'How-to',
      'Best Practices': 'Operations',
      'Industry Reports': 'Industry trends',
      Tools: 'Rental software',
    }[category];

    return {
      title,
      slug,
      excerpt,
      meta_description,
      tags: normaliseTags(keyword, [segment.tag, topicTag, 'Rental management']),
      category,
      content: sanitizeRichHtml(content),
    };
  },
};
