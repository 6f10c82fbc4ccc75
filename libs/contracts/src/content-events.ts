import { z } from 'zod';
import { contentFigures } from './content-figures';

/** Events of the content service and the platform-wide audit event. */
const base = {
  id: z.string().uuid(),
  occurredAt: z.string().datetime(),
};

export const contentEventSchemas = {
  /** Settings were saved. Carries the figures other services apply (content-figures.ts). */
  'content.settings.changed.v1': z.object(base).extend(contentFigures.shape),
  /** A player wrote to support (a new thread or a reply); staff are told. */
  'content.support.message.v1': z.object({
    ...base,
    threadId: z.string().uuid(),
    userId: z.string().uuid(),
    subject: z.string(),
    message: z.string(),
    newThread: z.boolean(),
  }),
  /** Support answered a player's conversation; the player is told. */
  'content.support.replied.v1': z.object({
    ...base,
    threadId: z.string().uuid(),
    userId: z.string().uuid(),
    subject: z.string(),
  }),
  /**
   * An admin did something (any service publishes it); the content service
   * keeps the audit log. before/after are JSON values of the changed state.
   */
  'admin.action.recorded.v1': z.object({
    ...base,
    actorUserId: z.string().uuid(),
    action: z.string().min(1).max(100),
    targetType: z.string().min(1).max(50),
    targetId: z.string().max(200).nullable(),
    before: z.unknown(),
    after: z.unknown(),
  }),
} as const;
