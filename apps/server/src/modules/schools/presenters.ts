import {
  DEFAULT_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  FEATURE_PRIORITIES,
  type FeaturePath,
  isFeaturePath,
  normalizeHexColor,
  type SchoolDetails,
} from '@alumni/domain';
import type { MediaUrl } from '../../platform/presenters.ts';
import type { SchoolRow } from '../../platform/tenancy.ts';
import type { SchoolParts } from './service.ts';

/** The school's navbar entries as the details give them (spec 1 §3 Feature entry). */
export function presentFeatureEntries(rows: SchoolParts['features']): SchoolDetails['features'] {
  return rows
    .filter((f): f is typeof f & { path: FeaturePath } => isFeaturePath(f.path))
    .map((f) => ({
      id: f.id,
      feature: { path: f.path, reserved: f.reserved },
      enabled: f.enabled,
      order: f.order,
      priorityOrder: f.priorityOrder,
      icon: f.icon,
      priority: f.priority || FEATURE_PRIORITIES[f.path],
      url_redirect: f.urlRedirect,
      slug: f.slug,
      public: f.path === 'page' && f.pageVisibility === 'public',
      translations: f.translations,
    }));
}

/**
 * Presents a school's public details (spec 1 §3, spec 2 §7). Lists every field
 * explicitly: the e-mail backend and any future secret column never leave the server.
 * `userrole_validators` is always `{}` here (issue 30 item 22: anyone could read which member
 * roles validate what); a signed-in user gets their own in their payload (users module,
 * `me.userrole_validators`), which the web puts into the school it works with.
 */
export function presentSchoolDetails(
  school: SchoolRow,
  parts: Omit<SchoolParts, 'validators'>,
  mediaUrl: MediaUrl,
): SchoolDetails {
  return {
    id: school.id,
    subdomain: school.subdomain,
    name: school.name,
    address: school.address,
    description: school.description,
    primary_color: normalizeHexColor(school.primaryColor, DEFAULT_PRIMARY_COLOR),
    secondary_color: normalizeHexColor(school.secondaryColor, DEFAULT_SECONDARY_COLOR),
    preferred_locale: school.preferredLocale === 2 ? 2 : 1,
    wording: school.wording,
    login_photo: mediaUrl(school.loginPhoto),
    description_photo: mediaUrl(school.descriptionPhoto),
    logo: mediaUrl(school.logo),
    cover: mediaUrl(school.cover),
    icon_pwa: mediaUrl(school.iconPwa),
    currency: school.currency,
    time_zone: school.timeZone,
    phone_countries: school.phoneCountries,
    links: parts.links.map((l) => ({ id: l.id, type: l.type, url: l.url })),
    mailing: { sender_name: school.senderName, sender_email: school.senderEmail },
    features: presentFeatureEntries(parts.features),
    roles: parts.roles.map(presentSchoolRole),
    has_campus: school.hasCampus,
    campuses: parts.campuses.map((c) => ({ id: c.id, name: c.name })),
    degrees: parts.degrees.map((d) => ({
      id: d.id,
      name: d.name,
      section: d.section,
      subsection: d.subsection,
      user_count: d.userCount,
    })),
    school_role_view_permission: parts.permissions.map((p) => ({
      app: p.app,
      view: p.view,
      school_role: p.role,
      allowed: p.allowed,
      superowner_allowed: p.superownerAllowed,
    })),
    key_numbers: parts.keyNumbers.map((k) => ({
      id: k.id,
      value: k.value,
      label: k.label,
      order: k.order,
    })),
    home_presentation: { fr: parts.home.fr ?? '', en: parts.home.en ?? '' },
    tracker: school.tracker,
    userrole_validators: {},
    mentorship_settings: { max_mentees_per_mentor: school.maxMenteesPerMentor },
    school_badges: parts.badges.map((b) => ({
      id: b.id,
      icon: b.icon,
      title: b.title,
      description: b.description,
    })),
    terms_use_url: school.termsUseUrl,
    privacy_policy_url: school.privacyPolicyUrl,
    legal_url: school.legalUrl,
    map_details: {
      enabled: school.mapEnabled,
      center: [school.mapCenterLat / 1e6, school.mapCenterLng / 1e6],
      zoom: school.mapZoom,
    },
    jt_button: { enabled: school.jtButtonEnabled, url: school.jtButtonUrl },
    min_registration_age: school.minRegistrationAge,
    flags: {
      validate_registration: school.validateRegistration,
      validate_jobads: school.validateJobads,
      validate_report: school.validateReport,
      validate_blog: school.validateBlog,
      validate_event: school.validateEvent,
      validate_club: school.validateClub,
      has_public_pages: school.hasPublicPages,
      show_external: school.showExternal,
      show_inactive: school.showInactive,
      show_views_blog: school.showViewsBlog,
      show_views_jobads: school.showViewsJobads,
      feed_hide_jobads: school.feedHideJobads,
      white_label: school.whiteLabel,
      has_filter_jobads: school.hasFilterJobads,
      has_filter_blog: school.hasFilterBlog,
      has_filter_event: school.hasFilterEvent,
      has_filter_club: school.hasFilterClub,
      user_map: school.userMap,
    },
  };
}

/**
 * A school role as the details payload and the permission engine both read it (spec 1 §3
 * School role): code, enabled, free registration, colour, names, visibility, directory flag.
 */
export function presentSchoolRole(r: SchoolParts['roles'][number]) {
  return {
    id: r.id,
    role: r.role,
    enabled: r.enabled,
    enable_free_reg: r.enableFreeReg,
    color: r.color,
    names: r.names,
    active: r.active,
    shown_in_directory: r.shownInDirectory,
  };
}
