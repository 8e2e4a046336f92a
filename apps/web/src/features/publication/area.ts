import type { Page, PublicationArea, UserSummary, ValidationType } from '@alumni/domain';
import type { QueryKey } from '@tanstack/react-query';
import type { PageRequest } from '../../ui/pagination/paging.ts';
import type { PublicationSaveAction } from './saveActions.ts';
import { PUBLICATION_SAVE_ACTIONS } from './saveActions.ts';

/** A contract route template of one item, under its `{id}` (`/articles/{id}/history/`). */
export type PublicationItemPath = `/${string}/{id}/${string}`;

/** What the kit reads of an item: its id and author (every publishing area's summary has both). */
export interface PublicationItem {
  id: number;
  author: UserSummary;
}

/** The history actions the shared workflow writes (server platform/publication). */
export const PUBLICATION_HISTORY_ACTIONS = [
  'create',
  'save',
  'submit',
  'publish',
  'validate',
  'refuse',
  'admin_edit',
] as const;

/**
 * One publishing area (blog articles, events, job ads…) as the publication web kit needs it
 * (spec 1 §4 "Publication (blog, events, jobs)"): where its API lives, its query keys, its
 * catalogue keys' prefix, how to name and link an item, and the test ids the browser tests
 * read. One constant per area (e.g. blog/publicationArea.ts), passed to every kit piece.
 * The item callbacks are methods so that any area's constant is a `PublicationWebArea`.
 */
export interface PublicationWebArea<Item extends PublicationItem = PublicationItem> {
  /** The refusal reasons' area (School settings → refusal reasons). */
  area: PublicationArea;
  /** The validations centre's live counter of the area's pending items (spec 2 §7). */
  counter: ValidationType;
  /**
   * The item's history and review routes, the contract's (`BLOG_PATHS.history`,
   * `BLOG_PATHS.review`…): both take the item's `{id}`.
   */
  paths: { history: PublicationItemPath; review: PublicationItemPath };
  /**
   * The catalogue keys' prefix (`blog`, `events`): the kit reads `{prefix}_validate`,
   * `{prefix}_status_{status}`, `{prefix}_history_{action}`… (publicationKeys lists them all;
   * publicationAreas.test.ts checks both catalogues hold them).
   */
  i18nPrefix: string;
  /** Catalogue key of the area's Validations tab, the queue's accessible name. */
  queueLabelKey: string;
  /** Catalogue key of the queue's first column, naming the item ("Article", "Event"). */
  itemColumnKey: string;
  /** The area's statuses (`{prefix}_status_{status}` each), as its list and history show them. */
  statuses: readonly string[];
  /** The history actions with their own words (`{prefix}_history_{action}`); others read `{prefix}_history_other`. */
  historyActions: readonly string[];
  /** Longest written refusal reason (characters), as the domain's review schema allows. */
  refusalReasonMax: number;
  queryKeys: {
    /** Everything of the area: read again after a decision. */
    all: QueryKey;
    /** The pending queue (without the page): read again when the live counter moves. */
    pending: QueryKey;
    /** One item's history. */
    history: (id: number) => QueryKey;
  };
  /** One page of the items waiting for validation, in the queue's order. */
  fetchPending(request: PageRequest, signal: AbortSignal): Promise<Page<Item>>;
  /** The item's name in lists, notices and dialogs (an article's title, a job ad's position). */
  titleOf(item: Item): string;
  /** The item's page, unlocalised (`/blog/{slug}`); the kit localises it. */
  pathOf(item: Item): string;
  /** Test ids: status badge, history list, queue row, queue count. */
  testIds: { status: string; history: string; pendingRow: string; pendingCount: string };
  /** Badge colours of statuses beyond the shared five (a job ad's `active`, `filled`…). */
  statusColors?: Readonly<Record<string, string>>;
}

/**
 * The catalogue keys the kit reads for `area` (all built on its `i18nPrefix`): the decision
 * buttons and notices, the refusal dialog's words, the history's words, the queue's count.
 * Never throws.
 */
export function publicationKeys(area: Pick<PublicationWebArea, 'i18nPrefix' | 'historyActions'>) {
  const p = area.i18nPrefix;
  return {
    validate: `${p}_validate`,
    validateName: `${p}_validate_name`,
    validated: `${p}_validated`,
    refuse: `${p}_refuse`,
    refuseName: `${p}_refuse_name`,
    refused: `${p}_refused`,
    refuseTitle: `${p}_refuse_title`,
    refuseReason: `${p}_refuse_reason`,
    refuseReasonHint: `${p}_refuse_reason_hint`,
    refuseReasonRequired: `${p}_refuse_reason_required`,
    historyTitle: `${p}_history_title`,
    historyLoading: `${p}_history_loading`,
    historyScheduler: `${p}_history_scheduler`,
    historyLine: `${p}_history_line`,
    historyMove: `${p}_history_move`,
    historyReason: `${p}_history_reason`,
    pendingCount: `${p}_pending_count`,
    pendingColumnAuthor: `${p}_pending_column_author`,
    /** A form's save button (`{prefix}_action_{action}`, PublicationSaveButtons). */
    saveAction: (action: PublicationSaveAction) => `${p}_action_${action}`,
    /** A status's word (`{prefix}_status_{status}`). */
    status: (status: string) => `${p}_status_${status}`,
    /** A history action's word; actions the area does not list read `{prefix}_history_other`. */
    historyAction: (action: string) =>
      area.historyActions.includes(action) ? `${p}_history_${action}` : `${p}_history_other`,
  };
}

/** Every catalogue key `area` needs (publicationAreas.test.ts checks fr and en hold them). */
export function allPublicationKeys<Item extends PublicationItem>(
  area: PublicationWebArea<Item>,
): string[] {
  const { status, historyAction, saveAction, ...fixed } = publicationKeys(area);
  return [
    ...Object.values(fixed),
    ...PUBLICATION_SAVE_ACTIONS.map(saveAction),
    area.queueLabelKey,
    area.itemColumnKey,
    ...area.statuses.map(status),
    ...area.historyActions.map(historyAction),
    historyAction(''),
  ];
}
