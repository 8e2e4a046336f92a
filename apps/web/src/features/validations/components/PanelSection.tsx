import type { SectionCardContent } from '../../../ui/SectionCard.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';

/** A titled card of a validations tab, tighter on small screens for its tables. */
export function PanelSection(props: SectionCardContent) {
  return <SectionCard {...props} order={3} p={{ base: 'sm', sm: 'lg' }} />;
}
