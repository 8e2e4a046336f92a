import type { MentorshipRating } from '@alumni/domain';
import { MENTORSHIP_RATINGS } from '@alumni/domain';
import type { Icon } from '@tabler/icons-react';
import {
  IconMoodCry,
  IconMoodEmpty,
  IconMoodHappy,
  IconMoodSad,
  IconMoodSmile,
} from '@tabler/icons-react';

type RatingKey = (typeof MENTORSHIP_RATINGS)[number]['key'];

/** The face of each of the five emotions (issue 33 item 4), worst to best. */
const FACES: Record<RatingKey, Icon> = {
  very_unhappy: IconMoodCry,
  unhappy: IconMoodSad,
  neutral: IconMoodEmpty,
  happy: IconMoodSmile,
  very_happy: IconMoodHappy,
};

/**
 * An emotion of the final rating drawn as a face, the same on every device (the domain's
 * emoji are missing from some systems' fonts); decorative: its words are always next to it.
 */
export function RatingIcon({ rating, size = 20 }: { rating: MentorshipRating; size?: number }) {
  const entry = MENTORSHIP_RATINGS.find((r) => r.value === rating);
  if (!entry) return null;
  const Face = FACES[entry.key];
  return <Face aria-hidden="true" size={size} stroke={1.5} style={{ verticalAlign: 'middle' }} />;
}
