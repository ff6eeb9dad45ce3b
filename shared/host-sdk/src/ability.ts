import { createMongoAbility, type MongoAbility } from '@casl/ability';
import { useAbility as useCaslAbility } from '@casl/react';
import { type Action, REQUIREMENTS, type Requirement, type Subject } from '@flowdeck/contract';

export type AppAbility = MongoAbility<[Action, Subject]>;

/**
 * Subjects a guest token may read (spec §1: a guest reaches protected pages without an account): those of
 * every requirement the API admits guests to, so the client and the server apply one rule.
 */
const GUEST_READABLE: Subject[] = [
  ...new Set(
    Object.values(REQUIREMENTS)
      .filter((named) => named.admits === 'reader' || named.admits === 'subscriber')
      .map((named) => named.subject),
  ),
];

/** The CASL pairs only a user with the Discord bot add-on (`bot_sub`) may use: those the API admits such users to. */
const BOT_SUBSCRIBER_ONLY = Object.values(REQUIREMENTS).filter((named) => named.admits === 'botSubscriber');

/**
 * Spec §6: the ability is built from the user id; a logged-in user may `manage all`, except what needs the
 * Discord bot add-on while they have not got it (`botSub`, the profile's `bot_sub`; spec §2). A guest may read
 * the market pages. Nobody else gets a rule.
 */
export function defineAbilityFor(session: {
  userId: string | number | null;
  guest: boolean;
  botSub?: boolean;
}): AppAbility {
  if (session.userId !== null)
    return createMongoAbility<[Action, Subject]>([
      { action: 'manage', subject: 'all' },
      ...(session.botSub
        ? []
        : BOT_SUBSCRIBER_ONLY.map(({ action, subject }) => ({ action, subject, inverted: true }))),
    ]);
  if (session.guest)
    return createMongoAbility<[Action, Subject]>(GUEST_READABLE.map((subject) => ({ action: 'read', subject })));
  return createMongoAbility<[Action, Subject]>([]);
}

/** `<Can I="read" a="Tools">…</Can>` checks the ability the host provides with `<AbilityProvider>`. */
export { AbilityProvider, Can } from '@casl/react';

/** The host's ability (provided once, by the host, through `<AbilityProvider>`). */
export function useAbility(): AppAbility {
  return useCaslAbility<AppAbility>();
}

/** Whether the ability allows a route's or nav entry's requirement. */
export function allows(ability: AppAbility, requirement: Requirement): boolean {
  return ability.can(requirement.action, requirement.subject);
}
