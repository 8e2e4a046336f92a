import { VALIDATION_TYPES, type ValidationCounts, type ValidationType } from '@alumni/domain';
import type { Db } from '../db/client.ts';
import type { AnyDomainEvent } from './domain-events.ts';
import type { SchoolRow } from './tenancy.ts';

/**
 * One queue of items waiting for validation, registered by the module that owns the items
 * (registrations, role change requests, declared educations, post reports; later job ads,
 * articles, events, clubs, mentorships). The validations module reads only this registry,
 * so a new queue needs no change there.
 */
export interface ValidationQueue {
  /** The counter it adds to (spec 1 §3 counters, spec 2 §4): its validators' scope follows. */
  type: ValidationType;
  /** A name unique in the registry, e.g. `registrations`. */
  key: string;
  /** How many items of `school` wait, with the module's own predicate. */
  count(db: Db, school: SchoolRow): Promise<number>;
  /** Whether `event` may change the count (the counters are pushed to validators after it). */
  changedBy(event: AnyDomainEvent): boolean;
}

/** The queues of one app instance (app.validationQueues). */
export interface ValidationQueues {
  /** Adds a queue; throws if its key is taken. Register while the app is built. */
  register(queue: ValidationQueue): void;
  /** Counts per type for `school`: the sum of the type's queues, 0 for a type with none. */
  counts(db: Db, school: SchoolRow): Promise<ValidationCounts>;
  /** Whether `event` may change any counter. */
  changedBy(event: AnyDomainEvent): boolean;
}

/** A new, empty registry. */
export function createValidationQueues(): ValidationQueues {
  const queues = new Map<string, ValidationQueue>();
  return {
    register(queue) {
      if (queues.has(queue.key))
        throw new Error(`Validation queue ${queue.key} is registered twice.`);
      queues.set(queue.key, queue);
    },
    async counts(db, school) {
      const counts = Object.fromEntries(VALIDATION_TYPES.map((t) => [t, 0])) as ValidationCounts;
      // One after the other: on a transaction's handle the queries cannot run side by side.
      for (const queue of queues.values()) counts[queue.type] += await queue.count(db, school);
      return counts;
    },
    changedBy(event) {
      for (const queue of queues.values()) if (queue.changedBy(event)) return true;
      return false;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Queues of items waiting for validation, registered by their modules. */
    validationQueues: ValidationQueues;
  }
}
