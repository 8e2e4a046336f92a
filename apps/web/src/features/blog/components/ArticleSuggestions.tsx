import type { ArticleSummary } from '@alumni/domain';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ArticleCard } from './ArticleCard.tsx';

/** Suggestions under an article (spec 1 §2 Blog "details, suggestions"): same category first. */
export function ArticleSuggestions({ articles }: { articles: ArticleSummary[] }) {
  const { t } = useTranslation();
  if (articles.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="article-suggestions-heading" gap="md">
      <Title order={2} size="h3" id="article-suggestions-heading">
        {t('blog_suggestions_title')}
      </Title>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, sm: 2, md: 3 }}
        spacing="lg"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        data-testid="article-suggestions"
      >
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} headingOrder={3} />
          </li>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
