import { badgeText, heldBadges, type SchoolBadge } from '@alumni/domain';
import { Group } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteLocale } from '../../../shared/locale/useRouteLocale.ts';
import { useSchool } from '../../../shared/school/useSchool.ts';
import classes from './MemberBadges.module.css';

/**
 * The badges a member holds (issue 31 item 8; spec 1 §3 Badge), from the ids a profile or a
 * directory entry carries and the school's details: each its emoji, named by its title (the
 * emoji is not read out) and described by its description, with both in a tooltip on hover,
 * focus or a tap (each badge takes the focus, so the keyboard reaches the description too).
 * `withTitles` shows the titles beside the emoji (the profile); otherwise the emoji alone
 * (cards and lists). Nothing when the member holds none.
 */
export function MemberBadges({
  ids,
  withTitles = false,
  justify,
}: {
  ids: readonly number[];
  withTitles?: boolean;
  /** `flex-end`: the badges end the line, their tooltips open towards the start. */
  justify?: 'center' | 'flex-start' | 'flex-end';
}) {
  const { t } = useTranslation();
  const school = useSchool();
  const badges = heldBadges(school.school_badges, ids);
  if (!badges.length) return null;
  return (
    <Group
      component="ul"
      gap={6}
      justify={justify}
      className={justify === 'flex-end' ? `${classes.list} ${classes.end}` : classes.list}
      aria-label={t('badges_held')}
      data-testid="member-badges"
    >
      {badges.map((badge) => (
        <BadgeChip key={badge.id} badge={badge} withTitle={withTitles} />
      ))}
    </Group>
  );
}

function BadgeChip({ badge, withTitle }: { badge: SchoolBadge; withTitle: boolean }) {
  const { locale } = useRouteLocale();
  const descriptionId = useId();
  const title = badgeText(badge.title, locale);
  const description = badgeText(badge.description, locale);
  return (
    <li className={classes.item}>
      <span
        role="img"
        aria-label={title}
        aria-describedby={description ? descriptionId : undefined}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the keyboard's way to the description
        tabIndex={0}
        className={withTitle ? classes.chip : `${classes.chip} ${classes.compact}`}
        data-testid="member-badge"
      >
        <span className={classes.emoji}>{badge.icon}</span>
        {withTitle && <span>{title}</span>}
        {description && (
          <span id={descriptionId} className="visually-hidden">
            {description}
          </span>
        )}
      </span>
      <span role="tooltip" className={classes.bubble}>
        <span className={classes.bubbleTitle}>{title}</span>
        {description}
      </span>
    </li>
  );
}
