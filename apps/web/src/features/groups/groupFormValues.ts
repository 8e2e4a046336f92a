import type { GroupDetails, PostImage } from '@alumni/domain';

/** The group form's values (GroupForm), as Mantine form keeps them. */
export interface GroupValues {
  title: string;
  slug: string;
  description: string;
  category: string;
  visibility: string;
  /** The uploaded images (both required, spec 1 §5 Group "image required"). */
  thumbnail: PostImage | null;
  header: PostImage | null;
  /** Always empty: a group is active once accepted (the publication kit reads it). */
  publish_at: string;
  filter_degrees: string[];
  filter_roles: string[];
  filter_campuses: string[];
  filter_years: string[];
}

/** The form's first values: the group's, or an empty public group. */
export function groupValuesOf(group: GroupDetails | null): GroupValues {
  return {
    title: group?.title ?? '',
    slug: group?.slug ?? '',
    description: group?.description ?? '',
    category: group?.category ?? '',
    visibility: group?.visibility ?? 'public',
    thumbnail: group?.thumbnail ?? null,
    header: group?.header ?? null,
    publish_at: '',
    filter_degrees: (group?.filter_degrees ?? []).map(String),
    filter_roles: (group?.filter_roles ?? []).map(String),
    filter_campuses: (group?.filter_campuses ?? []).map(String),
    filter_years: (group?.filter_years ?? []).map(String),
  };
}

/**
 * The values as the domain's groupSchema reads them (the API body before parsing): an empty
 * slug left out (the server proposes one from the title), images as their keys, filters only
 * when the school has them (`filters`), `draft` from the button.
 */
export function toGroupInput(values: GroupValues, opts: { draft: boolean; filters: boolean }) {
  const list = (items: string[]) => (opts.filters ? items.map(Number) : []);
  const slug = values.slug.trim();
  return {
    title: values.title,
    ...(slug ? { slug } : {}),
    description: values.description,
    thumbnail: values.thumbnail?.key ?? '',
    header: values.header?.key ?? '',
    category: values.category || undefined,
    visibility: values.visibility || undefined,
    draft: opts.draft,
    filter_degrees: list(values.filter_degrees),
    filter_roles: list(values.filter_roles),
    filter_campuses: list(values.filter_campuses),
    filter_years: list(values.filter_years),
  };
}
