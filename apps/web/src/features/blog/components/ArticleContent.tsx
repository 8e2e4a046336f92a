import { Typography } from '@mantine/core';
import classes from './ArticleContent.module.css';

/**
 * An article's text: HTML the server sanitised at write time (paragraphs, headings, emphasis,
 * lists, quotes, links and YouTube videos only), shown as HTML.
 */
export function ArticleContent({ html }: { html: string }) {
  return (
    <Typography className={classes.content} data-testid="article-content">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server (sanitize-html at write time) */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
