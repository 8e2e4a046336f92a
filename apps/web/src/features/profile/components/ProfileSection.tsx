import type { ReactNode } from 'react';
import type { SectionCardContent } from '../../../ui/SectionCard.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';

/** A titled card of the profile page, its heading naming the region. */
export function ProfileSection(props: SectionCardContent & { action?: ReactNode }) {
  return <SectionCard {...props} order={2} titleSize="h3" headingGap="sm" />;
}
