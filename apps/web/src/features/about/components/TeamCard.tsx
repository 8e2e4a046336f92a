import type { Locale, TeamCard as TeamCardData } from '@alumni/domain';
import { localizePath } from '@alumni/domain';
import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import classes from './TeamCard.module.css';
import { TeamPhoto } from './TeamPhoto.tsx';

/** A position in `locale`, else in the other language, with the language it is in. */
export function positionIn(position: TeamCardData['position'], locale: Locale) {
  const other: Locale = locale === 'fr' ? 'en' : 'fr';
  if (position[locale]) return { text: position[locale], lang: undefined };
  return position[other] ? { text: position[other], lang: other } : null;
}

/**
 * A person of the team on the about page: photo, name (the link to their page, `/about/{id}`,
 * stretched over the card) and position.
 */
export function TeamCard({ member, locale }: { member: TeamCardData; locale: Locale }) {
  const position = positionIn(member.position, locale);
  return (
    <Paper component="li" withBorder radius="md" p="lg" className={classes.card}>
      <Stack align="center" gap="xs">
        <TeamPhoto photo={member.photo} name={member.name} size={112} />
        <Anchor
          component={Link}
          to={localizePath(`/about/${member.id}`, locale)}
          fw={700}
          ta="center"
          className={classes.link}
          data-testid="team-card-link"
        >
          {member.name}
        </Anchor>
        {position && (
          <Text size="sm" c="dimmed" ta="center" lang={position.lang}>
            {position.text}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
