import type { Locale } from './locales.ts';
import { refsOf } from './message-refs.ts';

/**
 * Messages of the interest groups' rules (spec 1 §3 Group, §4 Group, §5 Group; issue 33), per
 * locale: the form's refusals, the publication workflow's, and one per refusal code of the
 * membership state machine (groups.ts decideMembership). Without zod, for code that only puts
 * them into words.
 */
export interface GroupMessageCatalogue {
  // The form and the publication workflow.
  slugTaken: string;
  unknownImage: string;
  filtersOff: string;
  unknownFilter: string;
  reasonRequired: string;
  notPending: string;
  adminEditUsed: string;
  validatedLocked: string;
  /** Spec 2 §8 "cannot be viewed because access is restricted". */
  restricted: string;
  // The membership state machine's refusals (MembershipRefusal).
  forbidden: string;
  groupNotActive: string;
  alreadyMember: string;
  alreadyPending: string;
  alreadyInvited: string;
  requestNotPending: string;
  refusalReasonRequired: string;
  invitationsOff: string;
  notInvited: string;
  notMember: string;
  lastManager: string;
  successorNotMember: string;
  alreadyManager: string;
  notManager: string;
  notifyMembersOnly: string;
  /** Invitations: the person is not a member of the school. */
  unknownPerson: string;
}

export const GROUP_MESSAGES: Record<Locale, GroupMessageCatalogue> = {
  fr: {
    slugTaken: 'Cette adresse est déjà utilisée par un autre groupe.',
    unknownImage: 'Cette image est introuvable\u00a0: ajoutez-la de nouveau.',
    filtersOff: 'Les filtres de restriction ne sont pas activés pour les groupes de cette école.',
    unknownFilter: 'Ce filtre ne correspond à rien dans cette école.',
    reasonRequired: 'Indiquez le motif du refus.',
    notPending: 'Ce groupe n’attend plus de validation\u00a0: rechargez-le.',
    adminEditUsed: 'Ce groupe validé a déjà été modifié une fois par un administrateur.',
    validatedLocked: 'Un groupe validé ne peut plus être modifié que par un administrateur.',
    restricted: 'Vous ne pouvez pas rejoindre ce groupe car son accès est restreint.',
    forbidden: 'Seuls les gestionnaires du groupe peuvent faire cela.',
    groupNotActive: 'Ce groupe n’est pas encore actif.',
    alreadyMember: 'Cette personne est déjà membre du groupe.',
    alreadyPending: 'Une demande d’adhésion attend déjà la réponse des gestionnaires.',
    alreadyInvited: 'Cette personne est déjà invitée dans le groupe.',
    requestNotPending: 'Cette demande n’attend plus de réponse\u00a0: rechargez la page.',
    refusalReasonRequired: 'Indiquez le motif du refus.',
    invitationsOff: 'Cette personne ne souhaite pas recevoir d’invitations à des groupes.',
    notInvited: 'Vous n’avez pas d’invitation en attente pour ce groupe.',
    notMember: 'Cette personne n’est pas membre du groupe.',
    lastManager:
      'Le groupe doit garder au moins un gestionnaire\u00a0: nommez d’abord un autre gestionnaire.',
    successorNotMember: 'Le successeur choisi doit être membre du groupe.',
    alreadyManager: 'Cette personne est déjà gestionnaire du groupe.',
    notManager: 'Cette personne n’est pas gestionnaire du groupe.',
    notifyMembersOnly: 'Seuls les membres du groupe reçoivent ses publications.',
    unknownPerson: 'Cette personne n’est pas membre de l’école.',
  },
  en: {
    slugTaken: 'This address is already used by another group.',
    unknownImage: 'This image could not be found: add it again.',
    filtersOff: 'Restriction filters are not enabled for this school’s groups.',
    unknownFilter: 'This filter matches nothing in this school.',
    reasonRequired: 'Give the reason for the refusal.',
    notPending: 'This group no longer waits for validation: reload it.',
    adminEditUsed: 'This validated group has already been edited once by an admin.',
    validatedLocked: 'A validated group can only be edited by an admin.',
    restricted: 'You cannot join this group because access is restricted.',
    forbidden: 'Only the group’s managers can do this.',
    groupNotActive: 'This group is not active yet.',
    alreadyMember: 'This person is already a member of the group.',
    alreadyPending: 'A membership request already waits for the managers’ answer.',
    alreadyInvited: 'This person is already invited to the group.',
    requestNotPending: 'This request no longer waits for an answer: reload the page.',
    refusalReasonRequired: 'Give the reason for the refusal.',
    invitationsOff: 'This person does not wish to receive group invitations.',
    notInvited: 'You have no pending invitation to this group.',
    notMember: 'This person is not a member of the group.',
    lastManager: 'The group must keep at least one manager: name another manager first.',
    successorNotMember: 'The chosen successor must be a member of the group.',
    alreadyManager: 'This person is already a manager of the group.',
    notManager: 'This person is not a manager of the group.',
    notifyMembersOnly: 'Only the group’s members receive its posts.',
    unknownPerson: 'This person is not a member of the school.',
  },
};

/** References to the group messages, for schemas (message-refs.ts). */
export const GROUP_REFS = refsOf('groups', GROUP_MESSAGES.fr);
