'use client';

import { clsx } from 'clsx';
import { Menu, X } from 'lucide-react';
import { usePathname } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { SiteLink } from '@/components/site/site-link';

/** Scroll distance after which the header turns opaque (public-site.md §9). */
export const HEADER_SCROLL_THRESHOLD = 20;

type NavLink = { href: string; label: string };

/** Client half of the header: scroll state and the mobile menu. */
export function HeaderShell({
  logo,
  links,
  cta,
}: {
  logo: React.ReactNode;
  links: NavLink[];
  cta: React.ReactNode;
}) {
  const [scrolled, setScrolled] = useState(false);
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const menuId = useId();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > HEADER_SCROLL_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const isActive = (href: string) => pathname === href || pathname.startsWith(`${href}/`);
  const opaque = scrolled || open;

  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={clsx(
        'fixed inset-x-0 top-0 z-50 transition-colors duration-200',
        opaque
          ? 'border-b border-slate-200 bg-white shadow-sm'
          : 'border-b border-transparent bg-white/0',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        {logo}
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <SiteLink
                  href={link.href}
                  aria-current={isActive(link.href) ? 'page' : undefined}
                  className={clsx(
                    'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-slate-100 hover:text-navy-900',
                    isActive(link.href) ? 'text-brand-700' : 'text-slate-700',
                  )}
                >
                  {link.label}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden lg:block">{cta}</div>
        <button
          type="button"
          className="inline-flex size-10 items-center justify-center rounded-md text-navy-900 hover:bg-slate-100 lg:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>
      </div>
      <nav
        id={menuId}
        aria-label="Mobile"
        hidden={!open}
        className="border-t border-slate-200 bg-white px-4 pb-4 shadow-md lg:hidden"
      >
        <ul className="flex flex-col py-2">
          {links.map((link) => (
            <li key={link.href}>
              <SiteLink
                href={link.href}
                onClick={() => setOpen(false)}
                aria-current={isActive(link.href) ? 'page' : undefined}
                className="block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-slate-100"
              >
                {link.label}
              </SiteLink>
            </li>
          ))}
        </ul>
        <div onClick={() => setOpen(false)}>{cta}</div>
      </nav>
    </header>
  );
}
