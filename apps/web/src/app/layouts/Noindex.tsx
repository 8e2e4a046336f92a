/** Keeps the page out of search engines; React hoists the tag into the document head. */
export function Noindex() {
  return <meta name="robots" content="noindex" />;
}
