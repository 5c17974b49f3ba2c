// @vitest-environment jsdom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { InboxForm, InboxLead } from '@/server/leads/inbox';
import { renderRootPerTest } from '../test-root';
import { FormAnswers, LeadFields } from './lead-card';

const dom = renderRootPerTest();

const form: InboxForm = {
  page_path: '/spring-show',
  page_title: 'Spring show',
  form_name: 'Booth visit',
  consent_text: 'I agree that Lizit contacts me.',
  answers: [
    { label: 'Fleet size', type: 'number', value: 40, truncated: false },
    { label: 'Which products?', type: 'choices', value: ['Rentals', 'Billing'], truncated: false },
    { label: 'Call me back', type: 'yesno', value: true, truncated: false },
    { label: 'Anything else?', type: 'long', value: null, truncated: false },
  ],
};

const lead: InboxLead = {
  id: 7,
  type: 'form',
  status: 'new',
  owner: null,
  name: '',
  email: 'fiona@fleetyard.test',
  phone: null,
  company: 'Fleet Yard',
  message: null,
  truncated: false,
  subscribed: null,
  bounced: false,
  form,
  source: '(direct)',
  medium: '(none)',
  campaign: null,
  landing_page: null,
  spam_reason: null,
  booking_at: null,
  booking_status: null,
  created_at: new Date('2026-01-07T08:00:00Z'),
};

/** The rendered text of each `dt`/`dd` pair. */
const pairs = () =>
  [...dom.container.querySelectorAll('dt')].map((dt) => [
    dt.textContent?.replace(/:$/, ''),
    dt.nextElementSibling?.textContent,
  ]);

describe('a landing page form lead', () => {
  it('shows its page (the address linked to the public page) and its form', async () => {
    await act(async () => dom.root.render(<LeadFields lead={lead} masked={false} />));
    const link = dom.container.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/spring-show');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(pairs()).toEqual(
      expect.arrayContaining([
        ['Landing page', 'Spring show (/spring-show)'],
        ['Form', 'Booth visit'],
        ['Name', '—'],
        ['Email', 'fiona@fleetyard.test'],
        ['Company', 'Fleet Yard'],
      ]),
    );
  });

  it('does not link an address that is not a path of the site', async () => {
    const odd = { ...form, page_path: '//evil.example/x' };
    await act(async () => dom.root.render(<LeadFields lead={{ ...lead, form: odd }} masked />));
    expect(dom.container.querySelector('a')).toBeNull();
    expect(dom.container.textContent).toContain('//evil.example/x');
  });

  it('lists each question with its answer, and the consent agreed to', async () => {
    await act(async () => dom.root.render(<FormAnswers form={form} />));
    expect(pairs()).toEqual([
      ['Fleet size', '40'],
      ['Which products?', 'Rentals, Billing'],
      ['Call me back', 'Yes'],
      ['Anything else?', 'Not answered'],
      ['Consent agreed to', 'I agree that Lizit contacts me.'],
    ]);
  });

  it('hides the answers of a masked detail', async () => {
    const masked = {
      ...form,
      answers: form.answers.map((a) => ({ ...a, value: null, truncated: a.value !== null })),
    };
    await act(async () => dom.root.render(<FormAnswers form={masked} />));
    expect(pairs().map(([, answer]) => answer)).toEqual([
      'Hidden while data is masked',
      'Hidden while data is masked',
      'Hidden while data is masked',
      'Not answered',
      'I agree that Lizit contacts me.',
    ]);
  });
});

describe('a newsletter subscriber', () => {
  const subscriber: InboxLead = {
    ...lead,
    type: 'newsletter',
    form: null,
    name: 'Sam Reader',
    email: 'sam@yard.test',
    company: null,
    subscribed: true,
  };
  const status = () => pairs().find(([label]) => label === 'Status')?.[1];

  it('shows an active subscription as Active', async () => {
    await act(async () => dom.root.render(<LeadFields lead={subscriber} masked={false} />));
    expect(status()).toBe('Active');
  });

  it('shows an address that bounced with a Bounced badge: it receives no more campaigns', async () => {
    await act(async () =>
      dom.root.render(<LeadFields lead={{ ...subscriber, bounced: true }} masked={false} />),
    );
    expect(status()).toBe('Receives no campaignsBounced');
    await act(async () =>
      dom.root.render(
        <LeadFields lead={{ ...subscriber, subscribed: false, bounced: true }} masked={false} />,
      ),
    );
    expect(status()).toBe('UnsubscribedBounced');
  });
});
