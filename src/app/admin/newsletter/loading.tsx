import { SectionLoading } from '@/components/admin/section';

export default function Loading() {
  return <SectionLoading id="newsletter" />;
}
