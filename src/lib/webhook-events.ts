/**
 * The events an organisation's webhook endpoints can ask for, by their `type`. Repositories (and the entities made by
 * `npm run gen:entity`) are the product's, seen by every signed-in person: their events go to every endpoint that
 * asks, whatever its organisation.
 */
export const webhookEventTypes = [
  'member.added',
  'member.removed',
  'member.role_changed',
  'invitation.created',
  'invitation.accepted',
  'team.created',
  'team.updated',
  'team.deleted',
  'team.member_added',
  'team.member_removed',
  'security.changed',
  'repository.created',
  'repository.updated',
  'repository.deleted',
  // gen:entity:webhook-events — the events of new entities (npm run gen:entity) are added above this line
] as const

export type WebhookEventType = (typeof webhookEventTypes)[number]

/** Sent by "Send a test event" only, whatever the endpoint asked for. */
export const TEST_EVENT_TYPE = 'webhook.test'
