'use client';

import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/components/site/toast';
import { buttonVariants } from '@/components/ui/variants';

/**
 * "Download Free Resources" (public-site.md §2 "/resources"): downloads up to 2 resources whose
 * name contains Guide or Checklist, one after the other.
 */
export function FreeResourcesButton({ resources }: { resources: { id: number; name: string }[] }) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (resources.length === 0) {
      toast.info('No free resources are available right now.');
      return;
    }
    setBusy(true);
    for (const r of resources) {
      const a = document.createElement('a');
      a.href = `/resources/download/${r.id}`;
      a.download = '';
      document.body.appendChild(a);
      a.click();
      a.remove();
      // Browsers drop a second download started in the same tick.
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
    setBusy(false);
    toast.success(`Downloading ${resources.map((r) => r.name).join(' and ')}`);
  };
  return (
    <button
      type="button"
      className={buttonVariants({ size: 'lg' })}
      onClick={onClick}
      disabled={busy}
    >
      <Download aria-hidden="true" />
      Download Free Resources
    </button>
  );
}
